import type { IncomingMessage } from 'node:http'
import { type Address, getAddress } from 'viem'
import { API_ERROR } from './API_ERROR.ts'
import { ApiError } from './ApiError.ts'
import { DEMO_ONRAMP_LIMITS } from './DEMO_ONRAMP_LIMITS.ts'
import type { ReferenceApiNetwork } from './ReferenceApiNetwork.ts'
import { readBodyText } from './readBodyText.ts'
import { readOnrampOrder } from './readOnrampOrder.ts'
import { renderOnrampPage } from './renderOnrampPage.ts'
import { sendOnrampFunds } from './sendOnrampFunds.ts'

/** Options of {@link answerOnrampCheckout}. */
export type AnswerOnrampCheckoutOptions = {
  /**
   * The networks the API serves; the on-ramp pays out the native coin of the EVM ones.
   * @example [{ caipNetworkId: 'eip155:31337', name: 'Anvil Local', rpcUrl: 'http://127.0.0.1:8545', nativeSymbol: 'ETH', tokens: [] }]
   */
  networks: readonly ReferenceApiNetwork[]
}

/** What {@link answerOnrampCheckout} answers: an HTML page and its status. */
export type AnswerOnrampCheckoutReturnType = {
  /**
   * The HTTP status.
   * @example 200
   */
  status: number
  /**
   * The page (see `renderOnrampPage`).
   * @example '<!doctype html>…'
   */
  html: string
  /**
   * The `Allow` header of a 405.
   * @example 'GET, POST'
   */
  allow?: string | undefined
}

/** The checkout form is four short fields. */
const MAX_BODY_BYTES = 16 * 1024
const CHECKOUT_PATH = '/onramp/checkout'

const short = (address: Address): string => `${address.slice(0, 6)}…${address.slice(-4)}`

/** The order a query string or a posted form describes, checked; the address checksummed. */
function readCheckout(fields: URLSearchParams, networks: readonly ReferenceApiNetwork[]) {
  const raw = fields.get('address') ?? ''
  if (!raw) {
    throw new ApiError(
      400,
      API_ERROR.MISSING_PARAMETER,
      'The address is missing: the wallet opens this page with ?address=0x….',
    )
  }
  if (!/^0x[0-9a-fA-F]{40}$/.test(raw)) {
    throw new ApiError(
      400,
      API_ERROR.INVALID_ADDRESS,
      `'${raw.slice(0, 100)}' is not an EVM address: expected 0x followed by 40 hexadecimal digits.`,
    )
  }
  const order = readOnrampOrder(
    {
      network: fields.get('network') ?? undefined,
      amount: fields.get('amount') ?? undefined,
      paymentCurrency: fields.get('currency') ?? undefined,
      // Optional: the modal names the coin it offered; when given it must be the network's own.
      purchaseCurrency: fields.get('purchaseCurrency') ?? undefined,
    },
    networks,
  )
  return { ...order, address: getAddress(raw.toLowerCase()) }
}

const refusal = (status: number, heading: string, message: string) => ({
  status,
  html: renderOnrampPage({
    heading,
    lines: [message, 'Go back to the wallet and start the purchase again.'],
    tone: 'error',
  }),
})

/**
 * Answers `/onramp/checkout`, the demo on-ramp's pages, opened by a visitor's browser in a new tab
 * (no `/v1`, no `projectId`, no script: plain HTML and a form):
 *
 * - `GET /onramp/checkout?address=0x…&network=eip155:31337&amount=25&currency=USD[&purchaseCurrency=ETH]`
 *   shows the offer ("Pay 25.00 USD → receive 0.01 ETH on Anvil Local to 0xf39F…2266") and a
 *   **Pay** button posting the same fields back.
 * - `POST /onramp/checkout` (form-urlencoded) checks the fields again (the form is the visitor's
 *   to change), sends the quoted coins from `DEMO_ONRAMP_FUNDER` (see `sendOnrampFunds`) and
 *   answers "Done: 0.01 ETH sent to 0x… on Anvil Local (transaction 0x…)" once it is mined. A
 *   post from another site (an `Origin` that is not this page's) is refused with 403, so that no
 *   other page can spend the funder's coins behind a visitor's back.
 *
 * Bad fields are a 400 page saying what is wrong, a body over 16 KB 413, a failed chain 502 naming
 * it, another method 405.
 *
 * @example
 * ```ts
 * const { status, html } = await answerOnrampCheckout(request, url, { networks })
 * ```
 */
export async function answerOnrampCheckout(
  request: IncomingMessage,
  url: URL,
  options: AnswerOnrampCheckoutOptions,
): Promise<AnswerOnrampCheckoutReturnType> {
  if (request.method !== 'GET' && request.method !== 'POST') {
    return {
      ...refusal(
        405,
        'Cannot check out',
        `${request.method} is not allowed here: this page answers GET (the offer) and POST (Pay).`,
      ),
      allow: 'GET, POST',
    }
  }
  const post = request.method === 'POST'
  if (post) {
    // The page is served with `Referrer-Policy: no-referrer`, so its own form posts with
    // `Origin: null`; the browser's Sec-Fetch-Site tells a same-origin post from another site's.
    const origin = request.headers.origin
    const site = request.headers['sec-fetch-site']
    const foreignSite = site !== undefined && site !== 'same-origin' && site !== 'none'
    const foreignOrigin =
      origin !== undefined && origin !== 'null' && origin !== `http://${request.headers.host}`
    if (foreignSite || foreignOrigin) {
      return refusal(
        403,
        'Cannot check out',
        `This checkout only accepts its own form, not a post from ${(foreignOrigin ? origin : `a ${site} page`)?.slice(0, 100)}.`,
      )
    }
  }
  let checkout: ReturnType<typeof readCheckout>
  try {
    const fields = post
      ? new URLSearchParams(await readBodyText(request, MAX_BODY_BYTES))
      : url.searchParams
    checkout = readCheckout(fields, options.networks)
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    // Any refusal of a field, an unknown network included, is the visitor's link being wrong: 400.
    return refusal(error.status === 413 ? 413 : 400, 'Cannot check out', error.message)
  }
  const { network, quote, address } = checkout
  const symbol = network.nativeSymbol
  const { currency } = DEMO_ONRAMP_LIMITS
  const chainName = network.name ?? network.caipNetworkId
  if (!post) {
    return {
      status: 200,
      html: renderOnrampPage({
        heading: `Buy ${symbol}`,
        lines: [
          `Pay ${quote.paymentAmount} ${currency} → receive ${quote.purchaseAmount} ${symbol} on ${chainName} to ${short(address)}`,
          `Recipient: ${address}`,
          `Rate: ${quote.rate} ${currency} per ${symbol}. Nothing is charged: Pay sends test ${symbol} from a development account of the local chain.`,
        ],
        form: {
          action: CHECKOUT_PATH,
          fields: {
            address,
            network: network.caipNetworkId,
            amount: quote.paymentAmount,
            currency,
            purchaseCurrency: symbol,
          },
          button: 'Pay',
        },
      }),
    }
  }
  let hash: string
  try {
    hash = await sendOnrampFunds({ network, to: address, value: quote.purchaseWei })
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    return refusal(error.status, 'Test funds not sent', error.message)
  }
  return {
    status: 200,
    html: renderOnrampPage({
      heading: 'Test funds sent',
      lines: [
        `Done: ${quote.purchaseAmount} ${symbol} sent to ${address} on ${chainName} (transaction ${hash}). You can close this tab and go back.`,
      ],
    }),
  }
}
