import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { addAllowedOrigin } from './servedFiles.ts'

/** Options of {@link readProjectAllowlist}. */
export type ReadProjectAllowlistOptions = {
  /**
   * The folder of the project files the modal serves (`projects/`).
   */
  projectsDir: string
  /**
   * An origin the modal server adds to this project as it serves it (the running demo host, for
   * the demo project; see `addAllowedOrigin`); none for the other projects.
   */
  addOrigin?: string | undefined
}

/** What the modal's boot accepts as a project id; nothing else can name a file. */
const PROJECT_ID = /^[A-Za-z0-9_-]{1,64}$/

/**
 * The allowlist of project `projectId` as the modal gets it: the `allowedOrigins` of
 * `<projectsDir>/<projectId>.json`, with `addOrigin` added as the modal server adds it. Read at
 * each call, so an edited file counts at once. `undefined` when there is no such project: no
 * file, an id that is not a project id, or a file without an `allowedOrigins` list of strings
 * (which the modal refuses to boot with).
 *
 * @throws the read error when the file exists but cannot be read.
 */
export async function readProjectAllowlist(
  projectId: string,
  options: ReadProjectAllowlistOptions,
): Promise<string[] | undefined> {
  if (!PROJECT_ID.test(projectId)) return undefined
  let text: string
  try {
    text = await readFile(join(options.projectsDir, `${projectId}.json`), 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  if (options.addOrigin) text = addAllowedOrigin(text, options.addOrigin)
  let project: unknown
  try {
    project = JSON.parse(text)
  } catch {
    return undefined
  }
  const allowed =
    typeof project === 'object' && project !== null && 'allowedOrigins' in project
      ? project.allowedOrigins
      : undefined
  if (!Array.isArray(allowed) || !allowed.every((entry) => typeof entry === 'string')) {
    return undefined
  }
  return allowed
}
