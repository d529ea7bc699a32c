import { LIMITS } from '../constants.ts'

/**
 * Name registration (spec §5): letters, digits and hyphens only, at least 4 characters.
 */
export function isValidName(name: string): boolean {
  return name.length >= LIMITS.minNameLength && /^[a-zA-Z0-9-]+$/.test(name)
}
