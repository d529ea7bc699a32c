import type { IncomingMessage } from 'node:http'
import { API_ERROR, ApiError } from './ApiError.ts'
import { DEMO_ONRAMP_LIMITS } from './constants.ts'
import { describeOnrampOptions, type OnrampOptions } from './describeOnrampOptions.ts'
import { readJsonBody, requireProjectId } from './http.ts'
import type { ReferenceApiNetwork } from './ReferenceApiNetwork.ts'
import { readOnrampOrder } from './readOnrampOrder.ts'
import { resolveRoute } from './resolveRoute.ts'

/** Options of {@link answerOnramp}. */
export type AnswerOnrampOptions = {
  /**
   * The networks the API serves; the on-ramp sells the native coin of the EVM ones.
   */
  networks: readonly ReferenceApiNetwork[]
  /**
   * The API's own origin, which the checkout page URL is built on.
   */
  origin: string
}

/** The body of `POST /v1/onramp/quote`. */
export type OnrampQuoteBody = {
  /** E.g. { amount: '0.01' }. */
  purchaseAmount: { amount: string }
  /** E.g. { amount: '25.00', currency: 'USD' }. */
  paymentAmount: { amount: string; currency: string }
  /** USD per coin, e.g. '2500'. */
  rate: string
}

/** What {@link answerOnramp} answers: a status and, but for a preflight, a JSON body. */
export type AnswerOnrampReturnType = {
  /**
   * The HTTP status.
   */
  status: number
  /**
   * The JSON body; absent for the 204 preflight.
   */
  body?: OnrampOptions | OnrampQuoteBody
}

/** A quote request is a few dozen bytes. */
const MAX_BODY_BYTES = 16 * 1024
const ROUTES = {
  '/v1/onramp/options': 'GET',
  '/v1/onramp/quote': 'POST',
} as const

async function readQuoteRequest(request: IncomingMessage): Promise<Record<string, unknown>> {
  const body = await readJsonBody(request, MAX_BODY_BYTES)
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(
      400,
      API_ERROR.INVALID_BODY,
      'The body is not a JSON object: send { "purchaseCurrency", "paymentCurrency", "amount", "network" }.',
    )
  }
  return body as Record<string, unknown>
}

/**
 * Answers a request under `/v1/onramp` (the demo on-ramp's API, for the modal's Buy view), all
 * with `?projectId=<id>` (400 without):
 *
 * - `GET /v1/onramp/options` answers 200 with the providers (the demo one, whose `url` is the
 *   checkout page on `origin`), the coins sold on each network and the USD limits (see
 *   `describeOnrampOptions`).
 * - `POST /v1/onramp/quote` with `{ purchaseCurrency, paymentCurrency, amount, network }` answers
 *   200 with `{ purchaseAmount: { amount }, paymentAmount: { amount, currency }, rate }` (see
 *   `readOnrampOrder`, `quoteOnramp`).
 * - `OPTIONS` on those paths answers 204 (CORS preflight); any other path is 404.
 *
 * @throws ApiError for every refusal: 400 `MISSING_PARAMETER`, `INVALID_BODY`, `INVALID_AMOUNT`;
 *   404 `NOT_FOUND`, `UNKNOWN_NETWORK`, `UNKNOWN_CURRENCY`; 405 (with `allow`); 413
 *   `BODY_TOO_LARGE` over 16 KB.
 */
export async function answerOnramp(
  request: IncomingMessage,
  url: URL,
  options: AnswerOnrampOptions,
): Promise<AnswerOnrampReturnType> {
  const method = resolveRoute(
    request,
    url.pathname,
    ROUTES,
    'The on-ramp routes are GET /v1/onramp/options and POST /v1/onramp/quote.',
  )
  if (method === 'OPTIONS') return { status: 204 }
  requireProjectId(url)
  if (method === 'GET') {
    return { status: 200, body: describeOnrampOptions(options.networks, options.origin) }
  }
  const body = await readQuoteRequest(request)
  const { quote } = readOnrampOrder(
    {
      network: body.network,
      amount: body.amount,
      paymentCurrency: body.paymentCurrency,
      purchaseCurrency: body.purchaseCurrency,
    },
    options.networks,
  )
  return {
    status: 200,
    body: {
      purchaseAmount: { amount: quote.purchaseAmount },
      paymentAmount: { amount: quote.paymentAmount, currency: DEMO_ONRAMP_LIMITS.currency },
      rate: quote.rate,
    },
  }
}
