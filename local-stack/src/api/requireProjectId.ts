import { API_ERROR } from './API_ERROR.ts'
import { ApiError } from './ApiError.ts'

/**
 * The `projectId` query parameter, trimmed; every route of the project API is asked with one.
 *
 * @throws ApiError 400 `MISSING_PARAMETER` when it is missing or blank.
 */
export function requireProjectId(url: URL): string {
  const projectId = url.searchParams.get('projectId')?.trim()
  if (!projectId) {
    throw new ApiError(
      400,
      API_ERROR.MISSING_PARAMETER,
      'The projectId query parameter is missing: add ?projectId=<your project id>.',
    )
  }
  return projectId
}
