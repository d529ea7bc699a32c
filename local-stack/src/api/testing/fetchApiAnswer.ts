/** What a test reads from an answer of the reference API: status, JSON body (if any), headers. */
export type ApiAnswer = { status: number; body: unknown; headers: Headers }

/**
 * Test helper (not exported from the API entry): fetches `url` and decodes the answer's JSON
 * body, `undefined` when the body is empty.
 */
export async function fetchApiAnswer(url: string, init?: RequestInit): Promise<ApiAnswer> {
  const response = await fetch(url, init)
  const text = await response.text()
  return {
    status: response.status,
    body: text ? JSON.parse(text) : undefined,
    headers: response.headers,
  }
}
