import { describe, expect, test } from 'vitest'
import { testNetwork } from '../state/testing.ts'
import { onrampSupports } from './onrampSupports.ts'

const provider = (supportedChains: string[]) => ({
  name: 'p',
  label: 'P',
  feeRange: '0%',
  url: 'https://onramp.example/checkout',
  supportedChains,
})
const soldOn = (...chainIds: string[]) => ({
  id: 'C',
  name: 'C',
  symbol: 'C',
  networks: chainIds.map((chain_id) => ({
    name: chain_id,
    display_name: chain_id,
    chain_id,
    contract_address: '',
  })),
})
// The reference API's demo on-ramp: EVM only, ETH on the two anvil chains.
const DEMO = { providers: [provider(['eip155'])], purchaseCurrencies: [soldOn('31337', '31338')] }

describe('onrampSupports', () => {
  test('default: a provider of the namespace and a coin sold on the chain', () => {
    expect(onrampSupports(DEMO, testNetwork('eip155:31338'))).toBe(true)
  })

  test('behavior: regression, Buy on Solana: an EVM-only on-ramp does not deliver there', () => {
    expect(onrampSupports(DEMO, testNetwork('solana:J8gmQyY2uH9RgiCs2FZPcUuZwM67dvMZ'))).toBe(false)
  })

  test('behavior: the namespace is served but nothing is sold on this chain', () => {
    expect(onrampSupports(DEMO, testNetwork('eip155:1'))).toBe(false)
  })

  test('behavior: a coin listed on the chain but no provider of its namespace', () => {
    const options = { providers: [provider(['eip155'])], purchaseCurrencies: [soldOn('abc')] }
    expect(onrampSupports(options, testNetwork('solana:abc'))).toBe(false)
    const solana = { ...options, providers: [provider(['eip155']), provider(['solana'])] }
    expect(onrampSupports(solana, testNetwork('solana:abc'))).toBe(true)
  })

  test('behavior: no provider, or no network, supports nothing', () => {
    expect(onrampSupports({ ...DEMO, providers: [] }, testNetwork('eip155:31337'))).toBe(false)
    expect(onrampSupports(DEMO, undefined)).toBe(false)
  })
})
