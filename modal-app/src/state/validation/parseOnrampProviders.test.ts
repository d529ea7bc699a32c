import { expect, test } from 'vitest'
import { parseOnrampProviders } from './parseOnrampProviders.ts'

test('§5 onramp providers: only an array of strings', () => {
  expect(parseOnrampProviders(['coinbase', 'meld'])).toEqual(['coinbase', 'meld'])
  expect(parseOnrampProviders(['coinbase', 1])).toEqual([])
  expect(parseOnrampProviders('coinbase')).toEqual([])
})
