import type { Readable } from 'node:stream'
import { API_ERROR, ApiError } from './ApiError.ts'

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

/**
 * Reads a request body of at most `limit` bytes and parses it as JSON (any JSON value: the
 * route checks its shape).
 *
 * @throws ApiError 413 `BODY_TOO_LARGE` when the body is larger than `limit`, 400 `INVALID_BODY`
 *   when it is not JSON.
 */
export async function readJsonBody(request: Readable, limit: number): Promise<unknown> {
  const text = await readBodyText(request, limit)
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new ApiError(
      400,
      API_ERROR.INVALID_BODY,
      `The body is not JSON (${error instanceof Error ? error.message : String(error)}).`,
      { cause: error },
    )
  }
}

/**
 * The `projectId` query parameter, trimmed; every route of the project API is asked with one.
 *
 * @throws ApiError 400 `MISSING_PARAMETER` when it is missing or blank.
 */
export function requireProjectId(url: URL): string {
  const projectId = url.searchParams.get('projectId')?.trim()
  if (!projectId) {
    throw new ApiError(
      400,
      API_ERROR.MISSING_PARAMETER,
      'The projectId query parameter is missing: add ?projectId=<your project id>.',
    )
  }
  return projectId
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/**
 * Escapes text for HTML element content and quoted attribute values: `& < > " '`.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character)
}
