import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { httpStatusError } from '../errors/ERRORS.ts'

/**
 * A non-OK answer of the JSON client (spec §8 "HTTP failures throw 'HTTP status code: {n}' with
 * the response attached"). The code is `HTTP_ERROR`; `status` and `response` say what came back.
 */
export class HttpError extends AirlockError {
  override name = 'HttpError'
  /** The HTTP status code. */
  readonly status: number
  /** The response, its body unread (read it to learn the server's reason). */
  readonly response: Response

  constructor(response: Response) {
    super(ErrorCode.HTTP_ERROR, httpStatusError(response.status), {
      data: { status: response.status, url: response.url },
    })
    this.status = response.status
    this.response = response
  }
}

/**
 * A call of the JSON client that got no complete answer within its `timeoutMs`: the service
 * accepted the request and then said nothing. The code is `HTTP_ERROR`, as for any failed call.
 */
export class HttpTimeoutError extends AirlockError {
  override name = 'HttpTimeoutError'

  constructor(url: string, timeoutMs: number, cause: unknown) {
    super(ErrorCode.HTTP_ERROR, 'The service did not answer in time.', {
      details: `${url} gave no answer within ${timeoutMs / 1000} s.`,
      data: { url, timeoutMs },
      cause,
    })
  }
}
