import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { gzipBytes } from './gzipBytes.ts'

/** A script a built page loads eagerly, with its sizes. */
export type EagerScript = { path: string; bytes: number; gzipBytes: number }

/**
 * The scripts a built `index.html` loads before anything else happens: `<script src>` tags and
 * `<link rel="modulepreload">`, read from the files next to it. A static cross-check of what the
 * bench saw the modal download before its first paint (static imports of those chunks are not
 * followed: Vite lists them as modulepreload links).
 *
 * @example
 * ```ts
 * await readEagerScripts('modal-app/dist/index.html')
 * ```
 */
export async function readEagerScripts(indexHtml: string): Promise<EagerScript[]> {
  const html = await readFile(indexHtml, 'utf8')
  const paths = [
    ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g),
  ].map((match) => match[1] as string)
  return Promise.all(
    [...new Set(paths)].map(async (path) => {
      const body = await readFile(join(dirname(indexHtml), path.replace(/^\//, '')))
      return { path, bytes: body.byteLength, gzipBytes: gzipBytes(body) }
    }),
  )
}
