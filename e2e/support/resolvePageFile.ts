import { basename } from 'node:path'
import { E2E_PATHS } from './E2E_PATHS.ts'

/** A file a test page server may answer with. */
export type PageFile = { path: string; contentType: string }

const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
}

/**
 * Maps the last segment of a request path to a test page in `e2e/pages/` or to the host SDK
 * bundle. Only flat names made of `[A-Za-z0-9_.-]` with a known extension are served, so nothing
 * outside those two places can be reached.
 */
export function resolvePageFile(pathname: string): PageFile | null {
  const name = basename(pathname)
  if (!/^[A-Za-z0-9_-]+\.(html|js)$/.test(name)) return null
  const extension = name.slice(name.lastIndexOf('.') + 1)
  const contentType = CONTENT_TYPES[extension]
  if (contentType === undefined) return null
  if (name === 'host-sdk.js') return { path: E2E_PATHS.hostSdkBundle, contentType }
  return { path: `${E2E_PATHS.pagesDir}${name}`, contentType }
}
