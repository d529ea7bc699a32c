/**
 * Calls a JSON-RPC method on a chain's RPC URL (an anvil, the Solana RPC) and returns its
 * `result`; throws with the method and the error message when the answer has no result.
 */
export async function jsonRpc<T>(url: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error || body.result === undefined) throw new Error(`${method}: ${body.error?.message}`)
  return body.result
}
