import { expect, test } from 'vitest'
import { onrampCheckoutUrl } from './onrampCheckoutUrl.ts'

test('behavior: the purchase rides in the query, replacing any of the same name', () => {
  expect(
    onrampCheckoutUrl('https://ramp.example/checkout?amount=1&ref=x', {
      address: '0xab',
      network: 'eip155:1',
      amount: '25 & more',
      currency: 'USD',
      purchaseCurrency: 'ETH',
    }),
  ).toBe(
    'https://ramp.example/checkout?amount=25+%26+more&ref=x&address=0xab&network=eip155%3A1&currency=USD&purchaseCurrency=ETH',
  )
})
