import { AirlockError, ErrorCode } from '@airlock/shared-protocol'

/** Parameters of {@link waitForJsonRpc}. */
export type WaitForJsonRpcParameters = {
  /** HTTP JSON-RPC endpoint. */
  url: string
  /** Method to call until it answers with a result. */
  method: string
  /** Give up after this many milliseconds. Defaults to 10 000. */
  timeoutMs?: number
  /** Rejects early when this promise settles (for example the process exiting). */
  abort?: Promise<unknown>
}

/**
 * Calls a JSON-RPC method until the endpoint answers with a result, polling every 25 ms, and
 * returns that result. Used to know that a freshly spawned node is ready.
 *
 * @throws AirlockError `HTTP_ERROR` after `timeoutMs` or when `abort` settles first.
 */
export async function waitForJsonRpc({
  url,
  method,
  timeoutMs = 10_000,
  abort,
}: WaitForJsonRpcParameters): Promise<unknown> {
  const deadline = Date.now() + timeoutMs
  let aborted = false
  let lastError: unknown
  void abort?.then(
    () => {
      aborted = true
    },
    () => {
      aborted = true
    },
  )
  while (!aborted && Date.now() < deadline) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
        signal: AbortSignal.timeout(1_000),
      })
      const body = (await response.json()) as { result?: unknown }
      if (body.result !== undefined) return body.result
      lastError = body
    } catch (error) {
      lastError = error
    }
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new AirlockError(ErrorCode.HTTP_ERROR, `${url} did not answer ${method}.`, {
    details: aborted ? 'The process serving it stopped.' : `No answer within ${timeoutMs} ms.`,
    cause: lastError,
  })
}
