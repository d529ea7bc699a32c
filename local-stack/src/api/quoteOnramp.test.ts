import { parseEther, parseUnits } from 'viem'
import { describe, expect, it, test } from 'vitest'
import { quoteOnramp, usdValue } from './quoteOnramp.ts'

describe('quoteOnramp', () => {
  const messageOf = (amount: unknown): string => {
    try {
      quoteOnramp(amount)
    } catch (error) {
      expect(error).toMatchObject({ status: 400, code: 'INVALID_AMOUNT' })
      return (error as Error).message
    }
    throw new Error(`quoteOnramp(${String(amount)}) did not throw`)
  }

  it('default: 25 USD buys 0.01 ETH at 2500 USD per ETH', () => {
    expect(quoteOnramp('25')).toEqual({
      purchaseWei: parseEther('0.01'),
      purchaseAmount: '0.01',
      paymentAmount: '25.00',
      rate: '2500',
    })
  })

  it('behavior: the limits themselves are accepted', () => {
    expect(quoteOnramp('10')).toMatchObject({ purchaseAmount: '0.004', paymentAmount: '10.00' })
    expect(quoteOnramp('7500.00')).toMatchObject({
      purchaseWei: parseEther('3'),
      purchaseAmount: '3',
      paymentAmount: '7500.00',
    })
  })

  it('behavior: cents are exact, with no float drift', () => {
    // 0.1 + 0.2 style amounts: a float computation would print 0.004004000000000001 or so.
    expect(quoteOnramp('10.01').purchaseAmount).toBe('0.004004')
    expect(quoteOnramp('33.33').purchaseAmount).toBe('0.013332')
    expect(quoteOnramp('10.1')).toMatchObject({
      purchaseAmount: '0.00404',
      paymentAmount: '10.10',
    })
    expect(quoteOnramp('7499.99').purchaseWei).toBe(2999996000000000000n)
    expect(quoteOnramp('0012.5').paymentAmount).toBe('12.50')
  })

  it('error: not a positive decimal string', () => {
    expect(messageOf('abc')).toMatchInlineSnapshot(
      `"The amount 'abc' is not a positive decimal number of USD: write it as a string like "25" or "25.50"."`,
    )
    expect(messageOf(25)).toMatchInlineSnapshot(
      `"The amount 25 is not a positive decimal number of USD: write it as a string like "25" or "25.50"."`,
    )
    for (const amount of ['-25', '', ' 25', '25.', '.5', '1e3', '0x19', '25,00', undefined]) {
      expect(messageOf(amount)).toMatch(/is not a positive decimal number of USD/)
    }
    expect(messageOf('0.00')).toMatchInlineSnapshot(
      `"The amount '0.00' is not a positive decimal number of USD: pay between 10.00 and 7500.00 USD."`,
    )
  })

  it('error: more than two decimals', () => {
    expect(messageOf('25.001')).toMatchInlineSnapshot(
      `"The amount '25.001' has more than two decimals: USD is paid in whole cents, like "25.50"."`,
    )
  })

  it('error: outside the limits, which the message names', () => {
    expect(messageOf('9.99')).toMatchInlineSnapshot(
      `"9.99 USD is below the minimum of this on-ramp: pay between 10.00 and 7500.00 USD."`,
    )
    expect(messageOf('7500.01')).toMatchInlineSnapshot(
      `"7500.01 USD is above the maximum of this on-ramp: pay between 10.00 and 7500.00 USD."`,
    )
  })
})

describe('usdValue', () => {
  test('default: amount times price, in dollars', () => {
    expect(usdValue(parseEther('9999.5'), 18, 2500n)).toBe(24998750)
    expect(usdValue(parseEther('0.1'), 18, 2500n)).toBe(250)
    expect(usdValue(parseUnits('1.23', 6), 6, 1n)).toBe(1.23)
  })

  test('behavior: rounded to the nearest cent, half a cent up', () => {
    expect(usdValue(parseEther('0.000002'), 18, 2500n)).toBe(0.01)
    expect(usdValue(parseEther('0.000001999'), 18, 2500n)).toBe(0)
    expect(usdValue(parseEther('1.234567'), 18, 2500n)).toBe(3086.42)
    expect(usdValue(1n, 18, 2500n)).toBe(0)
    expect(usdValue(7n, 0, 3n)).toBe(21)
  })

  test('behavior: an unknown price (0) is worth 0', () => {
    expect(usdValue(parseEther('10000'), 18, 0n)).toBe(0)
  })
})
