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

/**
 * Test helper (not exported from the API entry): the fetch options of a JSON POST; a string body
 * is sent as it is, so tests can send malformed JSON.
 */
export function jsonPost(body: unknown): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  }
}
