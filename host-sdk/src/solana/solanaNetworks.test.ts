import { expect, test } from 'vitest'
import { connectedAccountOf } from '../connectedAccountOf.ts'
import type { HostModalState } from '../HostModalState.ts'
import { solanaNetworkOf, toStandardChain } from './solanaNetworks.ts'

const ADDRESS = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'
const MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const LOCAL = 'solana:J8gmQyY2uH9RgiCs2FZPcUuZwM67dvMZ'

test.each([
  [MAINNET, 'solana:mainnet'],
  ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'solana:devnet'],
  ['solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 'solana:testnet'],
  // The demo's local validator, as any genesis of its own.
  [LOCAL, 'solana:localnet'],
  ['solana:devnet', 'solana:devnet'],
])('default: toStandardChain(%s) is %s', (caipNetworkId, chain) => {
  expect(toStandardChain(caipNetworkId)).toBe(chain)
})

const state = (patch: Partial<HostModalState>) =>
  ({ account: null, network: null, accounts: [], ...patch }) as HostModalState
const solanaAccount = {
  address: ADDRESS,
  caipAddress: `${LOCAL}:${ADDRESS}`,
  namespace: 'solana',
} as const
const evmAccount = { address: '0xf3', caipAddress: 'eip155:1:0xf3', namespace: 'eip155' } as const

test.each([
  ['nothing known', state({}), undefined, undefined],
  [
    'a Solana network, no account',
    state({ network: { caipNetworkId: MAINNET, name: 'Solana' } }),
    undefined,
    MAINNET,
  ],
  [
    'the Solana account active',
    state({ account: solanaAccount, network: { caipNetworkId: LOCAL, name: 'Solana Local' } }),
    ADDRESS,
    LOCAL,
  ],
  [
    'EVM active, Solana connected too: the Solana account’s network',
    state({
      account: evmAccount,
      accounts: [evmAccount, solanaAccount],
      network: { caipNetworkId: 'eip155:1', name: 'Ethereum' },
    }),
    ADDRESS,
    LOCAL,
  ],
])('behavior: %s', (_, modalState, address, network) => {
  expect(connectedAccountOf(modalState, 'solana')?.address).toBe(address)
  expect(solanaNetworkOf(modalState)).toBe(network)
})
