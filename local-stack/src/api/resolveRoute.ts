import type { IncomingMessage } from 'node:http'
import { API_ERROR, ApiError } from './ApiError.ts'

/**
 * Matches a request against a table of paths, each answering one method (and OPTIONS, for CORS
 * preflights): returns the path's method, or `'OPTIONS'` for a preflight.
 *
 * @throws ApiError 404 `NOT_FOUND` for a path not in `routes` (the message ends with
 *   `listing`, what the area serves), 405 `METHOD_NOT_ALLOWED` with `allow` for another method.
 */
export function resolveRoute<Method extends string>(
  request: Pick<IncomingMessage, 'method'>,
  pathname: string,
  routes: Readonly<Record<string, Method>>,
  listing: string,
): Method | 'OPTIONS' {
  if (!Object.hasOwn(routes, pathname)) {
    throw new ApiError(
      404,
      API_ERROR.NOT_FOUND,
      `No such path: ${pathname.slice(0, 200)}. ${listing}`,
    )
  }
  if (request.method === 'OPTIONS') return 'OPTIONS'
  const method = routes[pathname] as Method
  if (request.method !== method) {
    throw new ApiError(
      405,
      API_ERROR.METHOD_NOT_ALLOWED,
      `${request.method} is not allowed here: this path only answers ${method} (and OPTIONS).`,
      { allow: `${method}, OPTIONS` },
    )
  }
  return method
}
