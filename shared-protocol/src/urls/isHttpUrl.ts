/**
 * Whether `value` is an absolute http(s) URL (a modal URL, an RPC or explorer URL).
 */
export function isHttpUrl(value: unknown): value is string {
  try {
    return typeof value === 'string' && /^https?:$/.test(new URL(value).protocol)
  } catch {
    return false
  }
}
