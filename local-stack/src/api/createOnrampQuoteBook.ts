import { randomUUID } from 'node:crypto'
import type { Address, Hash } from 'viem'
import { API_ERROR, ApiError, type ApiErrorCode } from './ApiError.ts'
import type { ApiDatabase } from './openApiDatabase.ts'
import type { OnrampQuote } from './quoteOnramp.ts'
import type { ReferenceApiNetwork } from './ReferenceApiNetwork.ts'
import type { OnrampOrder } from './readOnrampOrder.ts'

/** An order a checkout page offered: what `address` receives for its payment, and where. */
export type OfferedOnrampOrder = OnrampOrder & {
  /**
   * The buyer, checksummed.
   */
  address: Address
}

/** A quote as the book holds it. */
export type OnrampQuoteEntry = {
  /** What the quote offered. */
  order: OfferedOnrampOrder
  /**
   * Its payment once Pay was posted (see {@link OnrampQuoteBook.payOnce}): the transaction hash,
   * or the error it failed with; undefined while the quote is unpaid.
   */
  payment: Promise<Hash> | undefined
}

/** What {@link OnrampQuoteBook.payOnce} answers for a known quote. */
export type OnrampQuotePayment = {
  /**
   * Whether this call is the one that sends; `false` for every later or concurrent call.
   */
  first: boolean
  /**
   * The first call's outcome: the transaction hash, or its error (a failed payment is not
   * tried again: the funds may have left before the failure).
   */
  payment: Promise<Hash>
}

/** Options of {@link createOnrampQuoteBook}. */
export type CreateOnrampQuoteBookOptions = {
  /**
   * The networks the API serves: a stored quote names its network by CAIP-2 id, and one no
   * longer served after a restart is unknown (its Pay refused, never sent).
   */
  networks: readonly ReferenceApiNetwork[]
  /**
   * The most unpaid quotes kept; past it the oldest unpaid one is forgotten, and its Pay refused
   * as unknown (never sent). Paid quotes, the orders, are all kept.
   * @default 1000
   */
  max?: number | undefined
}

/** Who pays a quote, and when (see {@link OnrampQuoteBook.payOnce}). */
export type OnrampPayer = {
  /**
   * The payer's IP address, as the API's socket saw it.
   */
  ip: string
  /**
   * When Pay was posted, in milliseconds since the epoch.
   */
  at: number
}

/** The quotes and orders of the demo on-ramp's checkout pages, each payable once. */
export type OnrampQuoteBook = {
  /** Records an offer; answers its quote id (random, unguessable), for the page's Pay form. */
  offer(order: OfferedOnrampOrder): string
  /** Quote `id` and its payment, or undefined for an id this book does not hold. */
  get(id: string): OnrampQuoteEntry | undefined
  /**
   * Pays quote `id` once: the first call records the payer and runs `send`, and the book keeps
   * its outcome; every later call, also one made while `send` still runs, gets that outcome
   * without sending. Undefined for an id this book does not hold (nothing is sent).
   */
  payOnce(
    id: string,
    send: (order: OfferedOnrampOrder) => Promise<Hash>,
    payer: OnrampPayer,
  ): OnrampQuotePayment | undefined
  /** How many quotes were paid (or their payment begun) since `since`, by `address` or by `ip`. */
  countPayments(filter: { address: Address } | { ip: string }, since: number): number
}

type Row = {
  address: string
  network: string
  quote: string
  status: 'unpaid' | 'sending' | 'paid' | 'failed'
  hash: string | null
  failure: string | null
}

type StoredFailure = { status: number; code: ApiErrorCode; message: string }

/** A payment's outcome as a promise nobody has to await (a rejection is not unhandled). */
const settled = (payment: Promise<Hash>): Promise<Hash> => {
  payment.catch(() => undefined)
  return payment
}

/**
 * A book of the demo on-ramp's quotes in the API's database (see `openApiDatabase`), so that a
 * quote's Pay sends once however often it is posted (a double click, Back and Pay again, a reload
 * that posts again, two tabs, a restart of the API in between). The check and the mark happen in
 * one synchronous step, before `send` awaits anything, so concurrent posts cannot both send. A
 * payment still sending when the API stopped is not sent again after the restart: its outcome
 * is unknown and said so.
 */
export function createOnrampQuoteBook(
  db: ApiDatabase,
  options: CreateOnrampQuoteBookOptions,
): OnrampQuoteBook {
  const max = options.max ?? 1000
  // The payments this process started and that have not settled yet, for concurrent posts.
  const sending = new Map<string, Promise<Hash>>()
  const insert = db.prepare(
    'INSERT INTO onramp_quotes (id, address, network, quote) VALUES (?, ?, ?, ?)',
  )
  const trim = db.prepare(
    `DELETE FROM onramp_quotes WHERE seq IN (
       SELECT seq FROM onramp_quotes WHERE status = 'unpaid' ORDER BY seq DESC LIMIT -1 OFFSET ?)`,
  )
  const select = db.prepare<[string], Row>(
    'SELECT address, network, quote, status, hash, failure FROM onramp_quotes WHERE id = ?',
  )
  const markSending = db.prepare(
    "UPDATE onramp_quotes SET status = 'sending', payer_ip = ?, paid_at = ? WHERE id = ? AND status = 'unpaid'",
  )
  const markPaid = db.prepare("UPDATE onramp_quotes SET status = 'paid', hash = ? WHERE id = ?")
  const markFailed = db.prepare(
    "UPDATE onramp_quotes SET status = 'failed', failure = ? WHERE id = ?",
  )
  const countByAddress = db.prepare<[string, number], { count: number }>(
    'SELECT COUNT(*) AS count FROM onramp_quotes WHERE address = ? AND paid_at > ?',
  )
  const countByIp = db.prepare<[string, number], { count: number }>(
    'SELECT COUNT(*) AS count FROM onramp_quotes WHERE payer_ip = ? AND paid_at > ?',
  )

  const orderOf = (row: Row): OfferedOnrampOrder | undefined => {
    const network = options.networks.find((served) => served.caipNetworkId === row.network)
    if (!network) return undefined
    const quote = JSON.parse(row.quote) as Omit<OnrampQuote, 'purchaseWei'> & {
      purchaseWei: string
    }
    return {
      network,
      quote: { ...quote, purchaseWei: BigInt(quote.purchaseWei) },
      address: row.address as Address,
    }
  }

  const paymentOf = (id: string, row: Row): Promise<Hash> | undefined => {
    if (row.status === 'unpaid') return undefined
    if (row.status === 'paid') return Promise.resolve(row.hash as Hash)
    if (row.status === 'failed') {
      const failure = JSON.parse(row.failure ?? '{}') as StoredFailure
      return settled(Promise.reject(new ApiError(failure.status, failure.code, failure.message)))
    }
    return (
      sending.get(id) ??
      settled(
        Promise.reject(
          new ApiError(
            502,
            API_ERROR.CHAIN_ERROR,
            'The API restarted while the test funds were being sent, so whether they arrived is unknown; check the balance.',
          ),
        ),
      )
    )
  }

  return {
    offer(order) {
      const id = randomUUID()
      const { purchaseWei, ...quote } = order.quote
      insert.run(
        id,
        order.address,
        order.network.caipNetworkId,
        JSON.stringify({ ...quote, purchaseWei: String(purchaseWei) }),
      )
      trim.run(max)
      return id
    },
    get(id) {
      const row = select.get(id)
      const order = row && orderOf(row)
      if (!row || !order) return undefined
      return { order, payment: paymentOf(id, row) }
    },
    payOnce(id, send, payer) {
      const row = select.get(id)
      const order = row && orderOf(row)
      if (!row || !order) return undefined
      // Only an unpaid row has no payment, and this row is not one.
      if (row.status !== 'unpaid')
        return { first: false, payment: paymentOf(id, row) as Promise<Hash> }
      markSending.run(payer.ip, payer.at, id)
      // Marked before `send` runs (a microtask later, so a synchronous throw is its outcome too):
      // a post that arrives meanwhile finds the payment.
      const payment = settled(
        Promise.resolve(order)
          .then(send)
          .then(
            (hash) => {
              markPaid.run(hash, id)
              return hash
            },
            (error: unknown) => {
              const failure: StoredFailure =
                error instanceof ApiError
                  ? { status: error.status, code: error.code, message: error.message }
                  : { status: 500, code: API_ERROR.INTERNAL, message: String(error) }
              markFailed.run(JSON.stringify(failure), id)
              throw error
            },
          )
          .finally(() => sending.delete(id)),
      )
      sending.set(id, payment)
      return { first: true, payment }
    },
    countPayments(filter, since) {
      const row =
        'address' in filter
          ? countByAddress.get(filter.address, since)
          : countByIp.get(filter.ip, since)
      return row?.count ?? 0
    },
  }
}
