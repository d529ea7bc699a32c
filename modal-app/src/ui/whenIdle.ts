/**
 * Runs `run` once the page is idle (`requestIdleCallback`, at most `timeoutMs` later; the next
 * task where there is none), so that work the first paint does not need never delays it.
 * Returns the cancel function.
 */
export function whenIdle(run: () => void, timeoutMs = 1_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: timeoutMs })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(run, 0)
  return () => clearTimeout(id)
}
