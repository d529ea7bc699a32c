import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolvePageFile } from './resolvePageFile.ts'

/** A running test page server. */
export type PagesServer = { port: number; stop: () => Promise<void> }

/**
 * Serves `e2e/pages/` and the host SDK bundle on 127.0.0.1 (reachable as `127.0.0.1` and as
 * `localhost`, two more origins the demo project does not allow). Port 0 picks a free port.
 */
export async function startPagesServer(port: number): Promise<PagesServer> {
  const server = createServer(async (request, response) => {
    const file = resolvePageFile(new URL(request.url ?? '/', 'http://x').pathname)
    const body = file === null ? null : await readFile(file.path).catch(() => null)
    if (file === null || body === null) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
      return
    }
    response.writeHead(200, { 'content-type': file.contentType, 'cache-control': 'no-cache' })
    response.end(body)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return {
    port: (server.address() as AddressInfo).port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
