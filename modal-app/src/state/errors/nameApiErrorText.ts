/**
 * The text of a failed name-API call (spec §8): the first reason's description, else the
 * fallback for that call (`ERRORS.names.*` or `registerNameError(name)`).
 */
export function nameApiErrorText(response: unknown, fallback: string): string {
  if (response && typeof response === 'object') {
    const reasons = (response as { reasons?: unknown }).reasons
    if (Array.isArray(reasons)) {
      const first: unknown = reasons[0]
      if (first && typeof first === 'object') {
        const description = (first as { description?: unknown }).description
        if (typeof description === 'string' && description) return description
      }
    }
  }
  return fallback
}
