import { HttpError, HttpTimeoutError } from './HttpError.ts'

/** A query parameter value; `undefined` leaves the parameter out. */
type QueryValue = string | number | boolean | undefined

/** One call of the JSON client. */
type JsonRequest = {
  /** The path, joined to the client's base URL (or an absolute URL). */
  path: string
  /** Appended to the URL's query; `undefined` values are skipped. */
  params?: Readonly<Record<string, QueryValue>> | undefined
  /** Extra headers of this call. */
  headers?: Readonly<Record<string, string>> | undefined
  /** Aborts the call. */
  signal?: AbortSignal | undefined
}

/** A call that carries a JSON body (POST, PUT, DELETE). */
type JsonBodyRequest = JsonRequest & {
  /** Serialised as JSON; no body when undefined. */
  body?: unknown
}

/** Options of {@link createJsonClient}. */
export type JsonClientOptions = {
  /** Where paths are resolved, e.g. `https://api.example/v1/`. */
  baseUrl: string
  /** Headers sent with every call. */
  headers?: Readonly<Record<string, string>> | undefined
  /** Query parameters sent with every call (e.g. the project id). */
  params?: Readonly<Record<string, QueryValue>> | undefined
  /** Injectable for tests; `globalThis.fetch` by default. */
  fetch?: typeof fetch | undefined
  /**
   * How long a call (its answer and its body) may take before it fails with an
   * {@link HttpTimeoutError}; no limit when undefined. A server that accepts the connection and
   * never answers would otherwise leave the visitor before a spinner for good.
   */
  timeoutMs?: number | undefined
}

/** The generic JSON client of spec §7. */
export type JsonClient = {
  get<T>(request: JsonRequest): Promise<T>
  post<T>(request: JsonBodyRequest): Promise<T>
  put<T>(request: JsonBodyRequest): Promise<T>
  delete<T>(request: JsonBodyRequest): Promise<T>
  getBlob(request: JsonRequest): Promise<Blob>
  /** The URL a request goes to, with every query parameter appended. */
  url(request: Pick<JsonRequest, 'path' | 'params'>): string
}

/**
 * The generic JSON client of spec §7: GET, POST, PUT, DELETE and blob GET, query parameters
 * appended, and an {@link HttpError} ('HTTP status code: {n}', response attached) on a non-OK
 * response. An empty body (204) resolves to `undefined`.
 *
 * @throws {HttpError} on a non-OK response; {@link HttpTimeoutError} when `timeoutMs` passed
 *   first; network errors of `fetch` pass through unchanged.
 */
export function createJsonClient(options: JsonClientOptions): JsonClient {
  const doFetch = options.fetch ?? ((...args) => globalThis.fetch(...args))

  function url(request: Pick<JsonRequest, 'path' | 'params'>): string {
    const target = new URL(request.path, options.baseUrl)
    for (const params of [options.params, request.params]) {
      for (const [name, value] of Object.entries(params ?? {})) {
        if (value !== undefined) target.searchParams.append(name, String(value))
      }
    }
    return target.toString()
  }

  async function call(
    method: string,
    request: JsonBodyRequest,
    accept: string,
    signal: AbortSignal | undefined,
  ) {
    const headers: Record<string, string> = { Accept: accept, ...options.headers }
    const init: RequestInit = { method, headers }
    if (request.body !== undefined) {
      headers['Content-Type'] = 'application/json'
      init.body = JSON.stringify(request.body)
    }
    Object.assign(headers, request.headers)
    if (signal) init.signal = signal
    const response = await doFetch(url(request), init)
    if (!response.ok) throw new HttpError(response)
    return response
  }

  /** Runs `read` with the call's signal, aborted by the caller's or once `timeoutMs` passed. */
  async function limited<T>(
    request: JsonRequest,
    read: (signal: AbortSignal | undefined) => Promise<T>,
  ): Promise<T> {
    const { timeoutMs } = options
    if (timeoutMs === undefined) return read(request.signal)
    const controller = new AbortController()
    const forward = () => controller.abort(request.signal?.reason)
    if (request.signal?.aborted) forward()
    request.signal?.addEventListener('abort', forward, { once: true })
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeoutMs)
    try {
      return await read(controller.signal)
    } catch (error) {
      if (timedOut) throw new HttpTimeoutError(url(request), timeoutMs, error)
      throw error
    } finally {
      clearTimeout(timer)
      request.signal?.removeEventListener('abort', forward)
    }
  }

  function json<T>(method: string, request: JsonBodyRequest): Promise<T> {
    return limited(request, async (signal) => {
      const response = await call(method, request, 'application/json', signal)
      const text = await response.text()
      return (text === '' ? undefined : JSON.parse(text)) as T
    })
  }

  return {
    get: (request) => json('GET', { ...request, body: undefined }),
    post: (request) => json('POST', request),
    put: (request) => json('PUT', request),
    delete: (request) => json('DELETE', request),
    getBlob: (request) =>
      limited(request, async (signal) => (await call('GET', request, '*/*', signal)).blob()),
    url,
  }
}
