import { ProviderErrorCode } from './ProviderErrorCode.ts'
import { ProviderRpcError } from './ProviderRpcError.ts'

let nextId = 1

/**
 * Sends one JSON-RPC 2.0 call over HTTP and returns its result. The node's own error
 * (`{ code, message, data }`) is rethrown as a {@link ProviderRpcError} with the same code, so
 * a page sees what the chain said; a node that cannot be reached is `4901`.
 */
export async function callJsonRpc(url: string, method: string, params: unknown): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
    })
  } catch (error) {
    throw new ProviderRpcError(
      ProviderErrorCode.CHAIN_DISCONNECTED,
      `The chain at ${url} could not be reached.`,
      { cause: error instanceof Error ? error.message : String(error) },
    )
  }
  const body = (await response.json().catch(() => null)) as {
    result?: unknown
    error?: { code?: unknown; message?: unknown; data?: unknown }
  } | null
  if (body?.error) {
    const { code, message, data } = body.error
    throw new ProviderRpcError(
      typeof code === 'number' ? code : ProviderErrorCode.INTERNAL,
      typeof message === 'string' ? message : 'The chain returned an error.',
      data,
    )
  }
  if (!body || !('result' in body)) {
    throw new ProviderRpcError(
      ProviderErrorCode.INTERNAL,
      `The chain at ${url} answered ${method} with HTTP ${response.status} and no result.`,
    )
  }
  return body.result
}
