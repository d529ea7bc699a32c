import { useAtomValue, useStore } from 'jotai/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { walletConnectWiringAtom } from '../../app/walletConnectWiringAtom.ts'
import { connectionAtom, type RecentWallet } from '../../state/connection.ts'
import { resetView, viewAtom } from '../../state/router/viewStack.ts'
import type { Store } from '../../state/Store.ts'
import { reachRelay } from '../../walletconnect/reachRelay.ts'
import { startPairing } from '../../walletconnect/startPairing.ts'

/** What {@link useWalletConnectPairing} returns. */
export type WalletConnectPairing = {
  /** Why the client could not start (SDK not loaded, relay refused), if it could not. */
  startError: string | undefined
  /**
   * Starts over: a new pairing (Try again, or a new code on demand), never the one on screen again
   * (`fresh`, even where spec §4 reuses a valid one).
   */
  restart(): void
}

/**
 * Runs a WalletConnect pairing while the calling view is shown: `startPairing` with the app's
 * client as it starts (`walletConnectWiringAtom`, SDK loaded on first use; the URI shows before it
 * is up) and `reachRelay` (a relay that cannot be reached fails the pairing within 10 s, one that
 * does not answer within 10 s more), which fills the connection area (`wcUri`, its 4-minute
 * expiry, regeneration 10 s before it, `wcError`, `wcRelayUnreachable`, `wcRelaySilent`). The pairing stops regenerating when the view goes away. Once the wallet
 * approves, the view moves to Account if it is still the one shown.
 */
export function useWalletConnectPairing(
  view: 'ConnectingWalletConnect' | 'ConnectingWalletConnectBasic',
  wallet: RecentWallet | undefined,
): WalletConnectPairing {
  const store = useStore()
  const wiring = useAtomValue(walletConnectWiringAtom)
  const [attempt, setAttempt] = useState(0)
  // The attempt last started: a higher one is the visitor's restart.
  const startedAttempt = useRef(0)
  const [startError, setStartError] = useState<string | undefined>(undefined)
  const walletId = wallet?.id
  const walletName = wallet?.name
  useEffect(() => {
    if (!wiring) {
      setStartError('WalletConnect is not available in this app.')
      return
    }
    let cancelled = false
    setStartError(undefined)
    // The URI shows at once; the client adopts it once it is up. Started with the frame that
    // paints the code: the SDK's evaluation and start (IndexedDB, signing) would hold that frame,
    // most on a phone.
    let startClient: () => void = () => undefined
    const starting = new Promise<void>((resolve) => {
      startClient = resolve
    }).then(() => wiring.client())
    const picked = walletId && walletName ? { id: walletId, name: walletName } : undefined
    const fresh = attempt !== startedAttempt.current
    startedAttempt.current = attempt
    // The relay check loads with this view (see StartPairingParameters.reachRelay).
    const handle = startPairing(store, { client: starting, wallet: picked, reachRelay, fresh })
    void codePainted(store).then(startClient)
    void handle.session.then((session) => {
      if (session && store.get(viewAtom) === view) resetView(store, 'Account')
    })
    starting.catch((error: unknown) => {
      if (cancelled) return
      setStartError(
        error instanceof Error && 'shortMessage' in error
          ? String(error.shortMessage)
          : 'WalletConnect could not be started.',
      )
    })
    return () => {
      cancelled = true
      handle.stop()
    }
  }, [store, wiring, view, walletId, walletName, attempt])
  const restart = useCallback(() => setAttempt((count) => count + 1), [])
  return { startError, restart }
}

/**
 * Resolves right after the frame that paints the connection area's code (or its error). At once
 * where there are no frames.
 */
function codePainted(store: Store): Promise<void> {
  return new Promise((resolve) => {
    const painted = () => {
      if (typeof requestAnimationFrame !== 'function') return resolve()
      // An animation callback and the microtasks it starts run before that frame's paint (with
      // the SDK loaded, the client's start ran there, 27 ms at a phone's speed); a task queued
      // from it, here a message, runs after.
      requestAnimationFrame(() => {
        const { port1, port2 } = new MessageChannel()
        port1.onmessage = () => {
          port1.close()
          resolve()
        }
        port2.postMessage(undefined)
      })
    }
    const shown = () => {
      const { wcUri, wcError } = store.get(connectionAtom)
      return wcUri !== undefined || wcError
    }
    if (shown()) return painted()
    const stop = store.sub(connectionAtom, () => {
      if (!shown()) return
      stop()
      painted()
    })
  })
}
