import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { type ProjectConfig, projectConfigSchema } from './projectConfigSchema.ts'

/** Options of {@link loadProjectConfig}. */
export type LoadProjectConfigOptions = {
  /** The modal's own origin, where the project files live. */
  modalOrigin: string
  /** The fetch to use (the window's in the browser). */
  fetch: typeof globalThis.fetch
}

const MAX_BYTES = 256 * 1024

/**
 * Loads and validates `/projects/<projectId>.json` from the modal's own origin.
 *
 * @throws {AirlockError} `PROJECT_NOT_FOUND` on 404; `HTTP_ERROR` when the file cannot be fetched;
 *   `INVALID_PROJECT_CONFIG` when it is not JSON, does not match {@link projectConfigSchema} or
 *   declares another project id. The short message says which, for the explanation view.
 */
export async function loadProjectConfig(
  projectId: string,
  options: LoadProjectConfigOptions,
): Promise<ProjectConfig> {
  const file = `projects/${projectId}.json`
  const url = new URL(`/${file}`, options.modalOrigin)
  let response: Response
  try {
    response = await options.fetch(url, {
      cache: 'no-cache',
      credentials: 'omit',
      redirect: 'error',
      headers: { accept: 'application/json' },
    })
  } catch (error) {
    throw new AirlockError(
      ErrorCode.HTTP_ERROR,
      `The configuration of project ${projectId} could not be fetched from ${options.modalOrigin} (network error).`,
      { cause: error },
    )
  }
  if (response.status === 404) {
    throw new AirlockError(
      ErrorCode.PROJECT_NOT_FOUND,
      `Project ${projectId} does not exist on ${options.modalOrigin}.`,
    )
  }
  if (!response.ok) {
    throw new AirlockError(
      ErrorCode.HTTP_ERROR,
      `The configuration of project ${projectId} could not be loaded from ${options.modalOrigin} (HTTP ${response.status}).`,
    )
  }
  const text = await response.text()
  if (text.length > MAX_BYTES) {
    throw new AirlockError(ErrorCode.INVALID_PROJECT_CONFIG, `${file} is larger than 256 KB.`)
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new AirlockError(ErrorCode.INVALID_PROJECT_CONFIG, `${file} is not valid JSON.`, {
      cause: error,
    })
  }
  const parsed = projectConfigSchema.safeParse(json)
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    throw new AirlockError(
      ErrorCode.INVALID_PROJECT_CONFIG,
      `${file} is not a valid project configuration: ${issues.join('; ')}.`,
    )
  }
  if (parsed.data.projectId !== projectId) {
    throw new AirlockError(
      ErrorCode.INVALID_PROJECT_CONFIG,
      `${file} declares projectId "${parsed.data.projectId}" instead of "${projectId}".`,
    )
  }
  return parsed.data
}
