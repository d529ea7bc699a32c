import type { Remote } from './types.ts'

/** What {@link deferRemote} returns. */
export type DeferredRemote = {
  /** Settles once: with the peer, or with why there is none. */
  remote: Promise<Remote>
  connected: (remote: Remote) => void
  failed: (error: unknown) => void
}

/**
 * The `remote` promise of a channel with its two settlers. A channel opened and dropped must not
 * report an unhandled rejection, so the promise is already handled; whoever awaits it still sees
 * the rejection.
 */
export function deferRemote(): DeferredRemote {
  let connected: (remote: Remote) => void = () => {}
  let failed: (error: unknown) => void = () => {}
  const remote = new Promise<Remote>((resolve, reject) => {
    connected = resolve
    failed = reject
  })
  remote.catch(() => {})
  return { remote, connected, failed }
}
