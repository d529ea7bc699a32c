import { randomUUID } from 'node:crypto'
import type { Address, Hash } from 'viem'
import type { OnrampOrder } from './readOnrampOrder.ts'

/** An order a checkout page offered: what `address` receives for its payment, and where. */
export type OfferedOnrampOrder = OnrampOrder & {
  /**
   * The buyer, checksummed.
   * @example '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
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
   * @example undefined
   */
  payment: Promise<Hash> | undefined
}

/** What {@link OnrampQuoteBook.payOnce} answers for a known quote. */
export type OnrampQuotePayment = {
  /**
   * Whether this call is the one that sends; `false` for every later or concurrent call.
   * @example true
   */
  first: boolean
  /**
   * The first call's outcome: the transaction hash, or its error (a failed payment is not
   * tried again: the funds may have left before the failure).
   * @example Promise.resolve('0x5c50…')
   */
  payment: Promise<Hash>
}

/** Options of {@link createOnrampQuoteBook}. */
export type CreateOnrampQuoteBookOptions = {
  /**
   * The most quotes kept; past it the oldest is forgotten, and its Pay refused as unknown (never
   * sent).
   * @default 1000
   * @example 10
   */
  max?: number | undefined
}

/** The quotes the demo on-ramp's checkout pages offered, each payable once; in memory. */
export type OnrampQuoteBook = {
  /** Records an offer; answers its quote id (random, unguessable), for the page's Pay form. */
  offer(order: OfferedOnrampOrder): string
  /** Quote `id` and its payment, or undefined for an id this book does not hold. */
  get(id: string): OnrampQuoteEntry | undefined
  /**
   * Pays quote `id` once: the first call runs `send` and remembers its outcome; every later call,
   * also one made while `send` still runs, gets that outcome without sending. Undefined for an id
   * this book does not hold (nothing is sent).
   */
  payOnce(
    id: string,
    send: (order: OfferedOnrampOrder) => Promise<Hash>,
  ): OnrampQuotePayment | undefined
}

/**
 * A book of the demo on-ramp's quotes, so that a quote's Pay sends once however often it is
 * posted (a double click, Back and Pay again, a reload that posts again, two tabs). The check and the mark happen in one
 * synchronous step, before `send` awaits anything, so concurrent posts cannot both send. Kept in
 * memory: each `startReferenceApi` has its own, and a restarted API knows no quote (its old Pay
 * forms are refused, not paid).
 *
 * @example
 * ```ts
 * const quotes = createOnrampQuoteBook()
 * const id = quotes.offer({ network, quote, address })
 * const { first, payment } = quotes.payOnce(id, (order) => sendOnrampFunds({ … })) ?? {}
 * ```
 */
export function createOnrampQuoteBook(options: CreateOnrampQuoteBookOptions = {}): OnrampQuoteBook {
  const max = options.max ?? 1000
  // A Map keeps insertion order: the first key is the oldest quote.
  const entries = new Map<string, OnrampQuoteEntry>()
  return {
    offer(order) {
      const id = randomUUID()
      entries.set(id, { order, payment: undefined })
      while (entries.size > max) {
        const oldest = entries.keys().next().value
        if (oldest === undefined) break
        entries.delete(oldest)
      }
      return id
    },
    get(id) {
      const entry = entries.get(id)
      return entry && { ...entry }
    },
    payOnce(id, send) {
      const entry = entries.get(id)
      if (!entry) return undefined
      if (entry.payment) return { first: false, payment: entry.payment }
      // Marked before `send` runs (a microtask later, so a synchronous throw is its outcome too):
      // a post that arrives meanwhile finds the payment.
      const payment = Promise.resolve(entry.order).then(send)
      entry.payment = payment
      // Later callers await it; until one does, a failure is not an unhandled rejection.
      payment.catch(() => undefined)
      return { first: true, payment }
    },
  }
}
