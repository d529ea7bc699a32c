import type { Readable } from 'node:stream'
import { API_ERROR } from './API_ERROR.ts'
import { ApiError } from './ApiError.ts'

/**
 * Reads a request body of at most `limit` bytes as UTF-8 text.
 *
 * @throws ApiError 413 `BODY_TOO_LARGE` when the body is larger than `limit`.
 */
export function readBodyText(request: Readable, limit: number): Promise<string> {
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
          new ApiError(
            413,
            API_ERROR.BODY_TOO_LARGE,
            `The body is ${size} bytes, more than the ${limit} bytes this API accepts.`,
          ),
        )
        return
      }
      resolve(Buffer.concat(chunks).toString('utf8'))
    })
  })
}
