import { useAtomValue, useStore } from 'jotai/react'
import { useCallback, useEffect, useState } from 'react'
import { walletConnectWiringAtom } from '../../app/walletConnectWiringAtom.ts'
import type { RecentWallet } from '../../state/connection.ts'
import { resetView, viewAtom } from '../../state/router/viewStack.ts'
import { reachRelay } from '../../walletconnect/reachRelay.ts'
import { type PairingHandle, startPairing } from '../../walletconnect/startPairing.ts'

/** What {@link useWalletConnectPairing} returns. */
export type WalletConnectPairing = {
  /** Why the client could not start (SDK not loaded, relay refused), if it could not. */
  startError: string | undefined
  /** Starts over: a new pairing (Try again, or a new code on demand). */
  restart(): void
}

/**
 * Runs a WalletConnect pairing while the calling view is shown: the app's client
 * (`walletConnectWiringAtom`, SDK loaded on first use), then `startPairing` with `reachRelay`
 * (a relay that cannot be reached fails the pairing within 10 s), which fills the connection
 * area (`wcUri`, its 4-minute expiry, regeneration 10 s before it, `wcError`,
 * `wcRelayUnreachable`). The pairing stops regenerating when the view goes away. Once the wallet
 * approves, the view moves to Account if it is still the one shown.
 */
export function useWalletConnectPairing(
  view: 'ConnectingWalletConnect' | 'ConnectingWalletConnectBasic',
  wallet: RecentWallet | undefined,
): WalletConnectPairing {
  const store = useStore()
  const wiring = useAtomValue(walletConnectWiringAtom)
  const [attempt, setAttempt] = useState(0)
  const [startError, setStartError] = useState<string | undefined>(undefined)
  const walletId = wallet?.id
  const walletName = wallet?.name
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts the pairing on purpose.
  useEffect(() => {
    if (!wiring) {
      setStartError('WalletConnect is not available in this app.')
      return
    }
    let cancelled = false
    let handle: PairingHandle | undefined
    setStartError(undefined)
    wiring.client().then(
      (client) => {
        if (cancelled) return
        const picked = walletId && walletName ? { id: walletId, name: walletName } : undefined
        // The relay check loads with this view (see StartPairingParameters.reachRelay).
        handle = startPairing(store, { client, wallet: picked, reachRelay })
        void handle.session.then((session) => {
          if (session && store.get(viewAtom) === view) resetView(store, 'Account')
        })
      },
      (error: unknown) => {
        if (cancelled) return
        setStartError(
          error instanceof Error && 'shortMessage' in error
            ? String(error.shortMessage)
            : 'WalletConnect could not be started.',
        )
      },
    )
    return () => {
      cancelled = true
      handle?.stop()
    }
  }, [store, wiring, view, walletId, walletName, attempt])
  const restart = useCallback(() => setAttempt((count) => count + 1), [])
  return { startError, restart }
}
