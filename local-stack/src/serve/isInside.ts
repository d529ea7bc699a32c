import { isAbsolute, relative, sep } from 'node:path'

/**
 * Whether the absolute path `child` is `parent` itself or lies below it.
 */
export function isInside(parent: string, child: string): boolean {
  const rel = relative(parent, child)
  if (rel === '') return true
  return rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel)
}
