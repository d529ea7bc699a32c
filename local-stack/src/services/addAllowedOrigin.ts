/**
 * Adds `origin` to the `allowedOrigins` array of a project file (JSON text) unless it is already
 * there, and returns the new JSON text. Anything that is not a JSON object with an
 * `allowedOrigins` array of strings is returned unchanged: the modal then rejects it as an
 * invalid configuration, which is the right outcome for a broken file.
 */
export function addAllowedOrigin(projectJson: string, origin: string): string {
  let project: unknown
  try {
    project = JSON.parse(projectJson)
  } catch {
    return projectJson
  }
  if (typeof project !== 'object' || project === null || Array.isArray(project)) return projectJson
  const allowed = (project as { allowedOrigins?: unknown }).allowedOrigins
  if (!Array.isArray(allowed) || !allowed.every((entry) => typeof entry === 'string')) {
    return projectJson
  }
  if (allowed.includes(origin)) return projectJson
  return `${JSON.stringify({ ...project, allowedOrigins: [...allowed, origin] }, null, 2)}\n`
}
