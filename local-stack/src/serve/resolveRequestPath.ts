import { isAbsolute, relative, resolve, sep } from 'node:path'

/** What {@link resolveRequestPath} makes of a URL path. */
export type ResolvedRequestPath =
  | { ok: true; filePath: string }
  | { ok: false; status: 400 | 404; reason: string }

/**
 * Maps the path of a request URL to a file under `root`, refusing anything that would leave it.
 * The path is percent-decoded once (so `%2e%2e%2f` is seen as `../`), then resolved against
 * `root`; a result outside `root`, a NUL byte, a backslash or a malformed escape is refused.
 * Symbolic links are checked by the caller after `realpath`.
 */
export function resolveRequestPath(root: string, urlPath: string): ResolvedRequestPath {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return { ok: false, status: 400, reason: 'malformed percent-encoding' }
  }
  if (decoded.includes('\0')) return { ok: false, status: 400, reason: 'NUL byte in path' }
  // Windows separators are never part of a file name we serve; refusing them keeps the check
  // below the same on every platform.
  if (decoded.includes('\\')) return { ok: false, status: 400, reason: 'backslash in path' }
  if (!decoded.startsWith('/')) return { ok: false, status: 400, reason: 'path must start with /' }
  const rootPath = resolve(root)
  const filePath = resolve(rootPath, `.${decoded}`)
  if (!isInside(rootPath, filePath)) {
    return { ok: false, status: 404, reason: 'outside the served folder' }
  }
  return { ok: true, filePath }
}

/**
 * Whether the absolute path `child` is `parent` itself or lies below it.
 */
export function isInside(parent: string, child: string): boolean {
  const rel = relative(parent, child)
  if (rel === '') return true
  return rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel)
}
