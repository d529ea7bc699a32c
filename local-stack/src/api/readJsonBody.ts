import type { Readable } from 'node:stream'
import { NameApiError } from './NameApiError.ts'

/**
 * Reads a request body of at most `limit` bytes and parses it as JSON.
 *
 * @throws NameApiError 413 when the body is larger than `limit`, 400 when it is not JSON.
 * @example
 * ```ts
 * const body = await readJsonBody(request, 16 * 1024)
 * ```
 */
export function readJsonBody(request: Readable, limit: number): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      // Past the limit the rest is read and dropped rather than the request destroyed: answering
      // before the client has sent its whole body can make it see a reset instead of the 413.
      if (size <= limit) chunks.push(chunk)
    })
    request.on('error', reject)
    request.on('end', () => {
      if (size > limit) {
        reject(
          new NameApiError(
            413,
            `The body is ${size} bytes, more than the ${limit} bytes this API accepts.`,
          ),
        )
        return
      }
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')))
      } catch (error) {
        reject(
          new NameApiError(
            400,
            `The body is not JSON (${error instanceof Error ? error.message : String(error)}).`,
            { cause: error },
          ),
        )
      }
    })
  })
}
