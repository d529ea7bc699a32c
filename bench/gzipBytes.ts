import { gzipSync } from 'node:zlib'

/**
 * Size of `data` after gzip at the default level (6, what `gzip -c` and most servers use).
 *
 * @example
 * ```ts
 * gzipBytes('hello') // 25
 * ```
 */
export function gzipBytes(data: string | Uint8Array): number {
  return gzipSync(data, { level: 6 }).byteLength
}
