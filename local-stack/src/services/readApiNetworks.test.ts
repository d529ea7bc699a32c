import { readFileSync } from 'node:fs'
import { DEMO_STABLECOIN, DEMO_TOKEN_ADDRESS } from '@airlock/testkit/demo'
import { expect, it } from 'vitest'
import { readApiNetworks } from './readApiNetworks.ts'

const demoText = readFileSync(
  new URL('../../../modal-app/public/projects/demo.json', import.meta.url),
  'utf8',
)
const adt = { address: DEMO_TOKEN_ADDRESS, symbol: 'ADT', name: 'Airlock Demo Token', decimals: 18 }

it('default: the demo project’s EVM networks that run, at their running RPC', () => {
  expect(
    readApiNetworks(demoText, {
      'eip155:31337': 'http://127.0.0.1:40111',
      'eip155:31338': 'http://127.0.0.1:40112',
      'solana:J8gmQyY2uH9RgiCs2FZPcUuZwM67dvMZ': 'http://127.0.0.1:40113',
    }),
  ).toEqual([
    {
      caipNetworkId: 'eip155:31337',
      name: 'Anvil Local',
      rpcUrl: 'http://127.0.0.1:40111',
      nativeSymbol: 'ETH',
      nativeName: 'Ether',
      tokens: [adt, DEMO_STABLECOIN],
    },
    {
      caipNetworkId: 'eip155:31338',
      name: 'Anvil Local 2',
      rpcUrl: 'http://127.0.0.1:40112',
      nativeSymbol: 'ETH',
      nativeName: 'Ether',
      tokens: [adt, DEMO_STABLECOIN],
    },
  ])
})

it('behavior: networks without a running RPC, invalid entries and a file without networks give none', () => {
  expect(readApiNetworks(demoText, {})).toEqual([])
  expect(
    readApiNetworks('{"networks":[7,{"caipNetworkId":"eip155:1"}]}', { 'eip155:1': 'http://x' }),
  ).toEqual([])
  expect(readApiNetworks('{"projectId":"demo"}', { 'eip155:31337': 'http://x' })).toEqual([])
})

it('error: text that is not JSON', () => {
  expect(() => readApiNetworks('{', {})).toThrow(SyntaxError)
})
