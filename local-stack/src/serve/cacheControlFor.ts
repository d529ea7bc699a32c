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
