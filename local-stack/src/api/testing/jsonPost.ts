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
