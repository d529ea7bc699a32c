import { LIMITS } from '../constants.ts'

/**
 * Why `label` cannot be a name (spec §5: letters, digits and hyphens, at least 4 characters; at
 * most 63, as the names API takes), in words a visitor can act on; undefined when it can.
 */
export function nameLabelProblem(label: string): string | undefined {
  const wrong = label.match(/[^a-zA-Z0-9-]/)?.[0]
  if (wrong !== undefined) {
    const shown = wrong === ' ' ? 'a space' : `“${wrong}”`
    return `Names can’t contain ${shown}: use letters, digits and hyphens.`
  }
  if (label.length < LIMITS.minNameLength) {
    return `Too short: at least ${LIMITS.minNameLength} characters.`
  }
  if (label.length > LIMITS.maxNameLength) {
    return `Too long: at most ${LIMITS.maxNameLength} characters.`
  }
  return undefined
}

/**
 * Name registration (spec §5): letters, digits and hyphens only, 4 to 63 characters.
 */
export function isValidName(name: string): boolean {
  return nameLabelProblem(name) === undefined
}
