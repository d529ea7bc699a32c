/** The part of a zod issue that {@link describeIssues} reads. */
type Issue = { path: readonly PropertyKey[]; message: string }

/**
 * Renders the first five zod issues as `path: message; …` for an error's `details`, so that an
 * INVALID_PARAMS error names the field that failed (`account.caipAddress: Expected …`).
 */
export function describeIssues(issues: readonly Issue[]): string {
  const shown = issues.slice(0, 5).map((issue) => {
    const path = issue.path.map((segment) => String(segment).slice(0, 100)).join('.')
    return `${path || '(root)'}: ${issue.message}`
  })
  const more = issues.length > 5 ? `; and ${issues.length - 5} more` : ''
  return shown.join('; ') + more
}
