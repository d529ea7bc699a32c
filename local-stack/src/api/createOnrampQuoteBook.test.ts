import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Hash } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from './ApiError.ts'
import { createOnrampQuoteBook, type OfferedOnrampOrder } from './createOnrampQuoteBook.ts'
import { openApiDatabase } from './openApiDatabase.ts'
import { readOnrampOrder } from './readOnrampOrder.ts'

const network = {
  caipNetworkId: 'eip155:31337',
  name: 'Anvil Local',
  rpcUrl: 'http://127.0.0.1:8545',
  nativeSymbol: 'ETH',
  tokens: [],
}
const order: OfferedOnrampOrder = {
  ...readOnrampOrder(
    { network: 'eip155:31337', amount: '25', paymentCurrency: 'USD', purchaseCurrency: 'ETH' },
    [network],
  ),
  address: '0x00000000000000000000000000000000000b0e71',
}
const HASH: Hash = `0x${'ab'.repeat(32)}`
const payer = { ip: '127.0.0.1', at: Date.UTC(2025, 10, 25) }

/** A send that resolves when the test says so. */
function deferredSend() {
  let resolve: (hash: Hash) => void = () => undefined
  const send = vi.fn(
    (_order: OfferedOnrampOrder) =>
      new Promise<Hash>((done) => {
        resolve = done
      }),
  )
  return { send, finish: (hash: Hash) => resolve(hash) }
}

describe('createOnrampQuoteBook', () => {
  it('default: an offer is a new random id for the order', () => {
    const quotes = createOnrampQuoteBook(openApiDatabase(':memory:'), { networks: [network] })
    const id = quotes.offer(order)
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    expect(quotes.offer(order)).not.toBe(id)
    expect(quotes.get(id)).toEqual({ order, payment: undefined })
    expect(quotes.get('f00')).toBeUndefined()
  })

  it('behavior: regression, Pay twice: a quote sends once, later calls get its hash', async () => {
    const quotes = createOnrampQuoteBook(openApiDatabase(':memory:'), { networks: [network] })
    const id = quotes.offer(order)
    const send = vi.fn(async () => HASH)
    const first = quotes.payOnce(id, send, payer)
    expect(first?.first).toBe(true)
    expect(await first?.payment).toBe(HASH)
    const again = quotes.payOnce(id, send, payer)
    expect(again?.first).toBe(false)
    expect(await again?.payment).toBe(HASH)
    expect(await quotes.get(id)?.payment).toBe(HASH)
    expect(send).toHaveBeenCalledTimes(1)
    expect(send).toHaveBeenCalledWith(order)
  })

  it('behavior: a call made while the first still sends does not send, and gets its outcome', async () => {
    const quotes = createOnrampQuoteBook(openApiDatabase(':memory:'), { networks: [network] })
    const id = quotes.offer(order)
    const { send, finish } = deferredSend()
    const first = quotes.payOnce(id, send, payer)
    const second = quotes.payOnce(id, send, payer)
    expect([first?.first, second?.first]).toEqual([true, false])
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1))
    finish(HASH)
    expect(await Promise.all([first?.payment, second?.payment])).toEqual([HASH, HASH])
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('behavior: a failed payment is kept, not tried again', async () => {
    const quotes = createOnrampQuoteBook(openApiDatabase(':memory:'), { networks: [network] })
    const id = quotes.offer(order)
    const failure = new ApiError(502, 'CHAIN_UNREACHABLE', 'The RPC cannot be reached.')
    const send = vi.fn(async (): Promise<Hash> => {
      throw failure
    })
    await expect(quotes.payOnce(id, send, payer)?.payment).rejects.toBe(failure)
    const again = quotes.payOnce(id, send, payer)
    expect(again?.first).toBe(false)
    await expect(again?.payment).rejects.toMatchObject({
      status: 502,
      code: 'CHAIN_UNREACHABLE',
      message: 'The RPC cannot be reached.',
    })
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('behavior: a send that throws at once is its outcome too', async () => {
    const quotes = createOnrampQuoteBook(openApiDatabase(':memory:'), { networks: [network] })
    const id = quotes.offer(order)
    const send = vi.fn((): Promise<Hash> => {
      throw new Error('boom')
    })
    await expect(quotes.payOnce(id, send, payer)?.payment).rejects.toThrow('boom')
    expect(quotes.payOnce(id, send, payer)?.first).toBe(false)
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('behavior: past max the oldest quote is forgotten and its Pay sends nothing', () => {
    const quotes = createOnrampQuoteBook(openApiDatabase(':memory:'), {
      networks: [network],
      max: 2,
    })
    const [oldest, middle, newest] = [quotes.offer(order), quotes.offer(order), quotes.offer(order)]
    const send = vi.fn(async () => HASH)
    expect(quotes.get(oldest)).toBeUndefined()
    expect(quotes.payOnce(oldest, send, payer)).toBeUndefined()
    expect(send).not.toHaveBeenCalled()
    expect(quotes.get(middle)?.order).toEqual(order)
    expect(quotes.get(newest)?.order).toEqual(order)
  })

  it('error: an unknown id sends nothing', () => {
    const send = vi.fn(async () => HASH)
    expect(
      createOnrampQuoteBook(openApiDatabase(':memory:'), { networks: [network] }).payOnce(
        'f00',
        send,
        payer,
      ),
    ).toBeUndefined()
    expect(send).not.toHaveBeenCalled()
  })

  it('behavior: restart: quotes, paid orders and failures are read back from the file; nothing is sent again', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'airlock-quotes-')), 'api.sqlite')
    const before = createOnrampQuoteBook(openApiDatabase(file), { networks: [network] })
    const [unpaid, paid, failed] = [before.offer(order), before.offer(order), before.offer(order)]
    await before.payOnce(paid, async () => HASH, payer)?.payment
    await before
      .payOnce(
        failed,
        async () => {
          throw new ApiError(502, 'CHAIN_ERROR', 'Reverted.')
        },
        payer,
      )
      ?.payment.catch(() => undefined)

    const after = createOnrampQuoteBook(openApiDatabase(file), { networks: [network] })
    const send = vi.fn(async () => HASH)
    expect(after.get(unpaid)).toEqual({ order, payment: undefined })
    expect(after.payOnce(paid, send, payer)?.first).toBe(false)
    expect(await after.get(paid)?.payment).toBe(HASH)
    await expect(after.get(failed)?.payment).rejects.toMatchObject({ message: 'Reverted.' })
    expect(send).not.toHaveBeenCalled()
    expect(after.countPayments({ address: order.address }, payer.at - 1)).toBe(2)
    expect(after.countPayments({ ip: '127.0.0.1' }, payer.at)).toBe(0)
    // A network no longer served after the restart: its quotes are unknown, never paid.
    expect(
      createOnrampQuoteBook(openApiDatabase(file), { networks: [] }).get(unpaid),
    ).toBeUndefined()
  })
})
