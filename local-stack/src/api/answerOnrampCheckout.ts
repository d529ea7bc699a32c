import type { IncomingMessage } from 'node:http'
import { type Address, getAddress, type Hash } from 'viem'
import { API_ERROR, ApiError } from './ApiError.ts'
import { DEMO_ONRAMP_LIMITS, type OnrampFunderRateLimits } from './constants.ts'
import type { OfferedOnrampOrder, OnrampQuoteBook } from './createOnrampQuoteBook.ts'
import { readBodyText } from './http.ts'
import type { ReferenceApiNetwork } from './ReferenceApiNetwork.ts'
import { readOnrampOrder } from './readOnrampOrder.ts'
import { renderOnrampPage } from './renderOnrampPage.ts'
import { sendOnrampFunds } from './sendOnrampFunds.ts'

/** Options of {@link answerOnrampCheckout}. */
export type AnswerOnrampCheckoutOptions = {
  /**
   * The networks the API serves; the on-ramp pays out the native coin of the EVM ones.
   */
  networks: readonly ReferenceApiNetwork[]
  /**
   * The quotes the offer pages handed out, each payable once (one book per API: see
   * `createOnrampQuoteBook`).
   */
  quotes: OnrampQuoteBook
  /**
   * How often the funder pays one address and one IP (see `DEMO_ONRAMP_FUNDER_RATE_LIMITS`).
   */
  rateLimits: OnrampFunderRateLimits
  /**
   * The server's clock, in milliseconds since the epoch (the rate limits' window).
   */
  now: () => number
}

/** What {@link answerOnrampCheckout} answers: an HTML page and its status. */
export type AnswerOnrampCheckoutReturnType = {
  /**
   * The HTTP status.
   */
  status: number
  /**
   * The page (see `renderOnrampPage`).
   */
  html: string
  /**
   * The `Allow` header of a 405.
   */
  allow?: string | undefined
  /**
   * The `Location` header of a 303 (an offer's own URL).
   */
  location?: string | undefined
}

/** The checkout form is four short fields. */
const MAX_BODY_BYTES = 16 * 1024
const CHECKOUT_PATH = '/onramp/checkout'

const short = (address: Address): string => `${address.slice(0, 6)}…${address.slice(-4)}`

/** The order a query string or a posted form describes, checked; the address checksummed. */
function readCheckout(
  fields: URLSearchParams,
  networks: readonly ReferenceApiNetwork[],
): OfferedOnrampOrder {
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

const unknownQuote = (id: string): string =>
  `The quote '${id.slice(0, 100)}' is not one this on-ramp offered (or it restarted since).`

/** Whether a posted form still describes the order its quote was offered for. */
const sameOrder = (posted: OfferedOnrampOrder, offered: OfferedOnrampOrder): boolean =>
  posted.address === offered.address &&
  posted.network.caipNetworkId === offered.network.caipNetworkId &&
  posted.quote.paymentAmount === offered.quote.paymentAmount

/** The quote of a posted form, known and describing the same order; else why Pay is refused. */
function readQuote(
  fields: URLSearchParams,
  posted: OfferedOnrampOrder,
  quotes: OnrampQuoteBook,
): { id: string } | { refused: string } {
  const id = fields.get('quote') ?? ''
  if (!id) {
    return {
      refused:
        'The quote is missing: Pay posts the quote its offer page showed, so nothing was sent.',
    }
  }
  const offered = quotes.get(id)?.order
  if (!offered) return { refused: `${unknownQuote(id)} Nothing was sent.` }
  if (!sameOrder(posted, offered)) {
    return {
      refused: `The form no longer matches its quote (${offered.quote.paymentAmount} ${DEMO_ONRAMP_LIMITS.currency} on ${offered.network.caipNetworkId} to ${offered.address}), so nothing was sent.`,
    }
  }
  return { id }
}

/** Why the funder may not pay `order` for `ip` now (the rate limits), or undefined. */
function rateLimited(
  order: OfferedOnrampOrder,
  ip: string,
  options: AnswerOnrampCheckoutOptions,
): string | undefined {
  const { windowMs, perAddress, perIp } = options.rateLimits
  const since = options.now() - windowMs
  const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`
  const minutes = Math.max(1, Math.round(windowMs / 60_000))
  const window = minutes === 60 ? 'an hour' : count(minutes, 'minute')
  if (options.quotes.countPayments({ address: order.address }, since) >= perAddress) {
    return `Too many purchases for ${order.address}: the demo funder sends to one address at most ${count(perAddress, 'time')} in ${window}. Nothing was sent; try again later.`
  }
  if (options.quotes.countPayments({ ip }, since) >= perIp) {
    return `Too many purchases from your network (${ip.slice(0, 64)}): the demo funder pays at most ${count(perIp, 'purchase')} from one IP address in ${window}. Nothing was sent; try again later.`
  }
  return undefined
}

const refusal = (status: number, heading: string, message: string) => ({
  status,
  html: renderOnrampPage({
    heading,
    lines: [message, 'Go back to the wallet and start the purchase again.'],
    tone: 'error',
  }),
})

const chainOf = (network: ReferenceApiNetwork): string => network.name ?? network.caipNetworkId

/** The offer of an unpaid quote: what it buys and a Pay form posting it back. */
function showOffer(id: string, order: OfferedOnrampOrder): AnswerOnrampCheckoutReturnType {
  const { network, quote, address } = order
  const symbol = network.nativeSymbol
  const { currency } = DEMO_ONRAMP_LIMITS
  return {
    status: 200,
    html: renderOnrampPage({
      heading: `Buy ${symbol}`,
      lines: [
        `Pay ${quote.paymentAmount} ${currency} → receive ${quote.purchaseAmount} ${symbol} on ${chainOf(network)} to ${short(address)}`,
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
          quote: id,
        },
        button: 'Pay',
      },
    }),
  }
}

/** A quote whose Pay was posted before: how that payment ended, once it has (409). */
async function showUsedQuote(
  order: OfferedOnrampOrder,
  payment: Promise<Hash>,
): Promise<AnswerOnrampCheckoutReturnType> {
  const { network, quote, address } = order
  let hash: Hash
  try {
    hash = await payment
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    return refusal(
      409,
      'Test funds not sent',
      `This quote was already used, and its payment failed: ${error.message} Nothing was sent again.`,
    )
  }
  return {
    status: 409,
    html: renderOnrampPage({
      heading: 'Already paid',
      lines: [
        `This quote was already paid: ${quote.purchaseAmount} ${network.nativeSymbol} went to ${address} on ${chainOf(network)} (transaction ${hash}). Nothing was sent again.`,
        'You can close this tab and go back.',
      ],
    }),
  }
}

/**
 * `GET`: an order is made a quote and redirected to the quote's own page; that page shows the
 * offer while unpaid, else how its payment ended. The quote lives in the URL, so Back or a reload
 * shows the same quote (paid by then, or not), never a new one that Pay would send for again.
 */
async function answerGet(
  url: URL,
  options: AnswerOnrampCheckoutOptions,
): Promise<AnswerOnrampCheckoutReturnType> {
  const id = url.searchParams.get('quote')
  if (id !== null) {
    const entry = options.quotes.get(id)
    if (!entry) return refusal(400, 'Cannot check out', unknownQuote(id))
    return entry.payment ? showUsedQuote(entry.order, entry.payment) : showOffer(id, entry.order)
  }
  let order: OfferedOnrampOrder
  try {
    order = readCheckout(url.searchParams, options.networks)
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    // Any refusal of a field, an unknown network included, is the visitor's link being wrong.
    return refusal(400, 'Cannot check out', error.message)
  }
  return {
    status: 303,
    location: `${CHECKOUT_PATH}?quote=${encodeURIComponent(options.quotes.offer(order))}`,
    html: renderOnrampPage({ heading: 'Your quote', lines: ['Opening your quote…'] }),
  }
}

/**
 * Answers `/onramp/checkout`, the demo on-ramp's pages, opened by a visitor's browser in a new tab
 * (no `/v1`, no `projectId`, no script: plain HTML and a form):
 *
 * - `GET /onramp/checkout?address=0x…&network=eip155:31337&amount=25&currency=USD[&purchaseCurrency=ETH]`
 *   checks the order, records it as a new quote (`quotes.offer`) and redirects (303) to
 *   `/onramp/checkout?quote=<id>`, the quote's own page: while unpaid it shows the offer ("Pay
 *   25.00 USD → receive 0.01 ETH on Anvil Local to 0xf39F…2266") and a **Pay** button posting the
 *   same fields and the quote back; once paid, what the payment did (409, as below). So Back and
 *   reload show the same quote, never a new one to pay.
 * - `POST /onramp/checkout` (form-urlencoded) checks the fields again (the form is the visitor's
 *   to change) and that they are still its quote's order, sends the quoted coins from
 *   `DEMO_ONRAMP_FUNDER` (see `sendOnrampFunds`) and answers "Done: 0.01 ETH sent to 0x… on Anvil
 *   Local (transaction 0x…)" once it is mined. A quote pays once (`quotes.payOnce`): Pay posted
 *   again (a double click, Back and Pay), even while the first is still sending, sends nothing
 *   and answers 409 "Already paid" with the first's transaction, or, if that failed, its error. A
 *   post from another site (an `Origin` that is not this page's) is refused with 403, so that no
 *   other page can spend the funder's coins behind a visitor's back. The funder pays one address
 *   and one IP at most `rateLimits` times per window: over it, 429 "Too many purchases" saying
 *   which limit, and nothing is sent.
 *
 * Bad fields, and a missing, unknown or changed quote, are a 400 page saying what is wrong, a
 * body over 16 KB 413, a failed chain 502 naming it, another method 405.
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
  if (request.method === 'GET') return answerGet(url, options)
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
  let fields: URLSearchParams
  let checkout: OfferedOnrampOrder
  try {
    fields = new URLSearchParams(await readBodyText(request, MAX_BODY_BYTES))
    checkout = readCheckout(fields, options.networks)
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    return refusal(error.status === 413 ? 413 : 400, 'Cannot check out', error.message)
  }
  const quoted = readQuote(fields, checkout, options.quotes)
  if ('refused' in quoted) return refusal(400, 'Cannot check out', quoted.refused)
  // Nothing is awaited between reading the quote, counting the payments and paying it: no other
  // post can slip between. A quote already paid is answered as such, not as over the limit.
  const ip = request.socket.remoteAddress ?? 'unknown'
  const unpaid = options.quotes.get(quoted.id)?.payment === undefined
  const limited = unpaid ? rateLimited(checkout, ip, options) : undefined
  if (limited !== undefined) return refusal(429, 'Too many purchases', limited)
  const paying = options.quotes.payOnce(
    quoted.id,
    (order) =>
      sendOnrampFunds({
        network: order.network,
        to: order.address,
        value: order.quote.purchaseWei,
      }),
    { ip, at: options.now() },
  )
  // Not reached: readQuote found the quote in this same synchronous step.
  if (!paying) return refusal(400, 'Cannot check out', 'The quote is gone, so nothing was sent.')
  if (!paying.first) return showUsedQuote(checkout, paying.payment)
  let hash: Hash
  try {
    hash = await paying.payment
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    return refusal(error.status, 'Test funds not sent', error.message)
  }
  const { network, quote, address } = checkout
  const symbol = network.nativeSymbol
  return {
    status: 200,
    html: renderOnrampPage({
      heading: 'Test funds sent',
      lines: [
        `Done: ${quote.purchaseAmount} ${symbol} sent to ${address} on ${chainOf(network)} (transaction ${hash}). You can close this tab and go back.`,
      ],
    }),
  }
}
