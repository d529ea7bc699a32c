// The gallery's panels of the sign-in (SIWXSignMessage) beyond the required one Account's group
// shows: an optional sign-in, the message being prepared by the host, and a required one after
// × or Escape. The declined signature is driven by the spec (Sign, and the fixture wallet
// declines). The wallet and the host are fixtures (no network): MetaMask with its registry logo,
// the host with its icon or (optional, preparing) without one, and while preparing a wallet
// without a logo, so the pair's fallbacks are pictured too.
import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { useStore } from 'jotai/react'
import { type ReactNode, useEffect } from 'react'
import { hostLinkAtom } from '../app/hostLinkAtom.ts'
import { closeModal } from '../state/modal.ts'
import { pushView } from '../state/router/viewStack.ts'
import type { Store } from '../state/Store.ts'
import { SIWXSignMessage } from '../views/SIWXSignMessage/SIWXSignMessage.tsx'
import { connectedStore, hostMetadata, type Panel, withMetaMask } from './fixtures.ts'

type Siwx = { required?: boolean; hostNonce?: boolean }

type Pair = {
  /** The host gave its icon in `metadata`. */
  hostIcon: boolean
  /** The wallet has a logo (MetaMask's, from the registry). */
  walletLogo: boolean
}

/** A connected account asked to sign in, its wallet declining every signature. */
function signInStore(siwx: Siwx, { hostIcon, walletLogo }: Pair): Store {
  const store = connectedStore({
    options: { siwx, ...(hostIcon ? { metadata: hostMetadata() } : {}) },
  })
  if (walletLogo) withMetaMask(store)
  pushView(store, 'SIWXSignMessage')
  store.set(hostLinkAtom, {
    bridge: {
      walletRequest: async () => {
        throw new AirlockError(ErrorCode.USER_REJECTED, 'User rejected the request.')
      },
    },
    openUrl: async () => true,
    // The host page's getNonce() has not answered yet.
    siwxNonce: () => new Promise<string>(() => {}),
  })
  return store
}

/** The visitor pressed × or Escape once the view was there (the modal shell's closeModal). */
function AfterClose({ children }: { children: ReactNode }) {
  const store = useStore()
  // A parent's effect runs after its children's: the view has counted the refusals at open.
  useEffect(() => {
    closeModal(store)
  }, [store])
  return children
}

/** The panels of the sign-in's other states. */
export function panels(): Panel[] {
  return [
    {
      id: 'signin-optional',
      title: 'Sign In',
      view: <SIWXSignMessage />,
      store: signInStore({ required: false }, { hostIcon: false, walletLogo: true }),
    },
    {
      id: 'signin-preparing',
      title: 'Sign In',
      view: <SIWXSignMessage />,
      store: signInStore(
        { required: true, hostNonce: true },
        { hostIcon: false, walletLogo: false },
      ),
    },
    {
      id: 'signin-close-refused',
      title: 'Sign In',
      view: (
        <AfterClose>
          <SIWXSignMessage />
        </AfterClose>
      ),
      store: signInStore({ required: true }, { hostIcon: true, walletLogo: true }),
    },
  ]
}
