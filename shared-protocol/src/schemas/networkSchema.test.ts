import { expect, test } from 'vitest'
import { examples } from '../testing/examples.ts'
import { networkSchema } from './networkSchema.ts'

test('default: EVM and Solana networks parse', () => {
  expect(networkSchema.parse(examples.network)).toEqual(examples.network)
  expect(networkSchema.parse(examples.solanaNetwork)).toEqual(examples.solanaNetwork)
})

test('error: malformed networks', () => {
  const { network } = examples
  for (const value of [
    { ...network, id: -1 },
    { ...network, id: '' },
    { ...network, caipNetworkId: '31337' },
    { ...network, chainNamespace: 'stellar' },
    { ...network, nativeCurrency: { ...network.nativeCurrency, decimals: 37 } },
    { ...network, nativeCurrency: { ...network.nativeCurrency, symbol: '' } },
    { ...network, rpcUrls: { default: { http: [] } } },
    { ...network, rpcUrls: { default: { http: ['javascript:alert(1)'] } } },
    { ...network, rpcUrls: { default: { http: new Array(9).fill('https://rpc.example') } } },
    { ...network, tokens: new Array(51).fill(network.tokens?.[0]) },
    { ...network, testnet: 'yes' },
  ]) {
    expect(networkSchema.safeParse(value).success).toBe(false)
  }
})
