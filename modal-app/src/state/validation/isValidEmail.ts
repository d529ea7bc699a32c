/**
 * Embedded-wallet email login (spec §5): the address must be well formed.
 */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value)
}

/** The most characters before the @ that mail allows (RFC 5321) and the auth service accepts. */
export const EMAIL_LOCAL_PART_MAX = 64

/**
 * Whether the part before the @ is longer than {@link EMAIL_LOCAL_PART_MAX}: the address looks
 * right, yet the auth service refuses it, so the modal says why before asking.
 */
export function isEmailLocalPartTooLong(value: string): boolean {
  return value.indexOf('@') > EMAIL_LOCAL_PART_MAX
}
