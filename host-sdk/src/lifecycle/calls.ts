type Waiter = { resolve: () => void; reject: (error: unknown) => void }
type Pending = { session: number; reject: (error: unknown) => void }

/**
 * Calls that wait for the handshake: `wait()` resolves or rejects at the next `settle()`.
 */
export function createWaitList() {
  let waiters: Waiter[] = []
  return {
    wait: () => new Promise<void>((resolve, reject) => waiters.push({ resolve, reject })),
    settle(failure?: unknown) {
      const settled = waiters
      waiters = []
      for (const waiter of settled) {
        if (failure) waiter.reject(failure)
        else waiter.resolve()
      }
    },
  }
}

/**
 * Calls in flight to the modal, each of the session it was made in: a reload or a failure
 * rejects them, since their answers can never arrive.
 */
export function createPendingCalls() {
  const pending = new Set<Pending>()
  return {
    track: <T>(session: number, sent: () => Promise<T>) =>
      new Promise<T>((resolve, reject) => {
        const entry = { session, reject }
        pending.add(entry)
        sent()
          .then(resolve, reject)
          .finally(() => pending.delete(entry))
      }),
    reject(failure: unknown, beforeSession = Number.POSITIVE_INFINITY) {
      for (const call of pending) {
        if (call.session < beforeSession) {
          pending.delete(call)
          call.reject(failure)
        }
      }
    },
  }
}
