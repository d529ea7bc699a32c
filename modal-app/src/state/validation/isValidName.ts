import { LIMITS } from '../constants.ts'

/**
 * Name registration (spec §5): letters, digits and hyphens only, at least 4 characters.
 *
 * @example
 * ```ts
 * isValidName('alice') // true
 * isValidName('al') // false
 * ```
 */
export function isValidName(name: string): boolean {
  return name.length >= LIMITS.minNameLength && /^[a-zA-Z0-9-]+$/.test(name)
}
