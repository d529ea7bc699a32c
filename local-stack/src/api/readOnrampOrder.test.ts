import { parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import type { ReferenceApiNetwork } from './ReferenceApiNetwork.ts'
import type { OnrampOrderInput } from './readOnrampOrder.ts'
import { readOnrampOrder } from './readOnrampOrder.ts'

const anvil: ReferenceApiNetwork = {
  caipNetworkId: 'eip155:31337',
  name: 'Anvil Local',
  rpcUrl: 'http://127.0.0.1:8545',
  nativeSymbol: 'ETH',
  tokens: [],
}
const other: ReferenceApiNetwork = {
  caipNetworkId: 'eip155:31338',
  rpcUrl: 'http://127.0.0.1:8546',
  nativeSymbol: 'GO',
  tokens: [],
}
const networks = [anvil, other]
const order: OnrampOrderInput = {
  network: 'eip155:31337',
  amount: '25',
  paymentCurrency: 'USD',
  purchaseCurrency: 'ETH',
}

const refusal = (input: Partial<OnrampOrderInput>) => {
  try {
    readOnrampOrder({ ...order, ...input }, networks)
  } catch (error) {
    const { status, code, message } = error as { status: number; code: string; message: string }
    return { status, code, message }
  }
  throw new Error('readOnrampOrder did not throw')
}

describe('readOnrampOrder', () => {
  it('default: the network and the quote', () => {
    expect(readOnrampOrder(order, networks)).toEqual({
      network: anvil,
      quote: {
        purchaseWei: parseEther('0.01'),
        purchaseAmount: '0.01',
        paymentAmount: '25.00',
        rate: '2500',
      },
    })
  })

  it('args: purchaseCurrency, undefined meaning the native coin of the network', () => {
    const { network, quote } = readOnrampOrder(
      { ...order, network: 'eip155:31338', purchaseCurrency: undefined },
      networks,
    )
    expect(network).toBe(other)
    expect(quote.purchaseAmount).toBe('0.01')
    const named = { ...order, network: 'eip155:31338', purchaseCurrency: 'GO' }
    expect(readOnrampOrder(named, networks).network).toBe(other)
  })

  it('error: a missing network, amount or payment currency', () => {
    expect(refusal({ network: undefined })).toMatchInlineSnapshot(`
      {
        "code": "MISSING_PARAMETER",
        "message": "The network is missing: give its CAIP-2 id, one of eip155:31337, eip155:31338.",
        "status": 400,
      }
    `)
    expect(refusal({ amount: '' }).message).toMatchInlineSnapshot(
      `"The amount is missing: give the USD to pay as a decimal string, like "25"."`,
    )
    expect(refusal({ paymentCurrency: undefined }).message).toMatchInlineSnapshot(
      `"The payment currency is missing: this on-ramp is paid in USD."`,
    )
  })

  it('error: an unknown network, a non-EVM one included', () => {
    expect(refusal({ network: 'eip155:1' })).toMatchInlineSnapshot(`
      {
        "code": "UNKNOWN_NETWORK",
        "message": "This on-ramp does not serve the network 'eip155:1'. It serves: eip155:31337, eip155:31338.",
        "status": 404,
      }
    `)
    expect(readOnrampOrder.bind(null, order, [{ ...anvil, caipNetworkId: 'solana:x' }])).toThrow(
      "This on-ramp does not serve the network 'eip155:31337'. It serves: none.",
    )
  })

  it('error: an unknown payment or purchase currency', () => {
    expect(refusal({ paymentCurrency: 'EUR' })).toMatchInlineSnapshot(`
      {
        "code": "UNKNOWN_CURRENCY",
        "message": "This on-ramp is paid in USD only, not in 'EUR'.",
        "status": 404,
      }
    `)
    expect(refusal({ purchaseCurrency: 'BTC' }).message).toMatchInlineSnapshot(
      `"On Anvil Local (eip155:31337) this on-ramp sells ETH only, not 'BTC'."`,
    )
    expect(refusal({ network: 'eip155:31338' }).message).toMatchInlineSnapshot(
      `"On eip155:31338 (eip155:31338) this on-ramp sells GO only, not 'ETH'."`,
    )
  })

  it('error: an invalid amount, from quoteOnramp', () => {
    expect(refusal({ amount: '5' })).toMatchObject({ status: 400, code: 'INVALID_AMOUNT' })
    expect(refusal({ amount: 25 })).toMatchObject({ status: 400, code: 'INVALID_AMOUNT' })
  })
})
