import { extname } from 'node:path'

/** Content types of the files a Vite build puts in `dist`, by lower-case extension. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
}

/**
 * The `Content-Type` to send for a file, from its extension. Unknown extensions get
 * `application/octet-stream`, which together with `X-Content-Type-Options: nosniff` keeps the
 * browser from guessing (and, for example, running a text file as a script).
 */
export function contentTypeFor(filePath: string): string {
  return CONTENT_TYPES[extname(filePath).toLowerCase()] ?? 'application/octet-stream'
}

/**
 * A Vite build names the files it emits under `assets/` with a content hash
 * (`assets/index-B2x9_kQe.js`): such a name never points at other bytes, so the file may be kept
 * forever. Everything else (HTML, `projects/*.json`, files copied from `public/`) keeps its name
 * across builds and must be revalidated.
 */
const HASHED_ASSET = /^\/assets\/(?:.*\/)?[^/]+-[A-Za-z0-9_-]{8,}\.[A-Za-z0-9]+$/

/**
 * The `Cache-Control` header for a served URL path: hashed build assets are immutable for a year,
 * everything else is `no-cache` (stored, but revalidated with its ETag on every use).
 */
export function cacheControlFor(urlPath: string): string {
  return HASHED_ASSET.test(urlPath) ? 'public, max-age=31536000, immutable' : 'no-cache'
}

/**
 * Whether a content type is text-like and worth compressing (images other than SVG, fonts and
 * WebAssembly are already compressed or not worth the CPU).
 */
export function isCompressible(contentType: string): boolean {
  return /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg\+xml)/.test(contentType)
}
