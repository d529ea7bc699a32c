import { request } from 'node:http'

/** The parts of an HTTP response the tests look at. */
export type RawResponse = {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/**
 * Sends one HTTP request with the path exactly as given (`fetch` and `new URL` would fold `..`
 * segments away, which hides what a traversal attempt really sends) on a fresh connection, and
 * collects the whole response. The body is not decompressed.
 */
export function requestRaw(
  origin: string,
  path: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(origin)
  return new Promise((resolveResponse, reject) => {
    const outgoing = request(
      {
        host: hostname === 'localhost' ? '127.0.0.1' : hostname,
        port,
        path,
        method: options.method ?? 'GET',
        headers: { ...options.headers, Connection: 'close' },
        agent: false,
      },
      (incoming) => {
        const chunks: Buffer[] = []
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
        incoming.on('end', () =>
          resolveResponse({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks),
          }),
        )
        incoming.on('error', reject)
      },
    )
    outgoing.on('error', reject)
    outgoing.end()
  })
}
