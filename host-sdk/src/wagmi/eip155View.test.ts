import { describe, expect, test } from 'vitest'
import { connectorEvents, type Eip155View, eip155ViewOf } from './eip155View.ts'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const none: Eip155View = { address: undefined, chainId: undefined }
const evm = (address: string) => ({
  address,
  caipAddress: `eip155:31337:${address}`,
  namespace: 'eip155' as const,
})
const solana = {
  address: 'FfbpCjkPoRayuP58v6jdbiALPRvwKXcVKJddaX37FLyj',
  caipAddress:
    'solana:J8gmQyY2uH9RgiCs2FZPcUuZwM67dvMZ:FfbpCjkPoRayuP58v6jdbiALPRvwKXcVKJddaX37FLyj',
  namespace: 'solana' as const,
}
const network = (caipNetworkId: string) => ({ caipNetworkId, name: caipNetworkId })

describe('eip155ViewOf', () => {
  test('default: the eip155 account, checksummed, and the chain as a number', () => {
    expect(
      eip155ViewOf(
        { account: evm(A.toLowerCase()), accounts: [], network: network('eip155:31338') },
        none,
      ),
    ).toEqual({ address: A, chainId: 31338 })
  })

  const solanaNetwork = network('solana:J8gmQyY2uH9RgiCs2FZPcUuZwM67dvMZ')

  test("behavior: Solana active: the EVM account's own chain when it moved (the previous chain stayed)", () => {
    expect(
      eip155ViewOf(
        {
          account: solana,
          accounts: [{ ...evm(B), caipAddress: `eip155:31338:${B}` }, solana],
          network: solanaNetwork,
        },
        { address: B, chainId: 31337 },
      ),
    ).toEqual({ address: B, chainId: 31338 })
  })

  test('behavior: Solana active: the EVM account of `accounts`, the previous chain', () => {
    expect(
      eip155ViewOf(
        { account: solana, accounts: [evm(B), solana], network: solanaNetwork },
        { address: A, chainId: 31337 },
      ),
    ).toEqual({ address: B, chainId: 31337 })
  })

  test('behavior: Solana active and no EVM account in `accounts`: no eip155 address', () => {
    expect(
      eip155ViewOf(
        { account: solana, accounts: [solana], network: solanaNetwork },
        { address: A, chainId: 31337 },
      ),
    ).toEqual({ address: undefined, chainId: 31337 })
  })

  test('behavior: Solana active in a modal too old to send `accounts`: the view it had', () => {
    const before = { address: A, chainId: 31337 } as const
    expect(eip155ViewOf({ account: solana, accounts: [], network: solanaNetwork }, before)).toEqual(
      before,
    )
  })

  test('behavior: no account at all is no eip155 address', () => {
    expect(
      eip155ViewOf(
        { account: null, accounts: [], network: network('eip155:31337') },
        { address: A, chainId: 1 },
      ),
    ).toEqual({ address: undefined, chainId: 31337 })
  })
})

describe('connectorEvents', () => {
  test.each([
    {
      name: 'an address appears: connect',
      previous: { address: undefined, chainId: 31337 },
      next: { address: A, chainId: 31337 },
      events: [{ type: 'connect', accounts: [A], chainId: 31337 }],
    },
    {
      name: 'another address: change accounts',
      previous: { address: A, chainId: 31337 },
      next: { address: B, chainId: 31337 },
      events: [{ type: 'change', accounts: [B] }],
    },
    {
      name: 'another chain: change chainId',
      previous: { address: A, chainId: 31337 },
      next: { address: A, chainId: 31338 },
      events: [{ type: 'change', chainId: 31338 }],
    },
    {
      name: 'both at once: two changes',
      previous: { address: A, chainId: 31337 },
      next: { address: B, chainId: 31338 },
      events: [
        { type: 'change', accounts: [B] },
        { type: 'change', chainId: 31338 },
      ],
    },
    {
      name: 'the address goes: disconnect',
      previous: { address: A, chainId: 31337 },
      next: { address: undefined, chainId: 31337 },
      events: [{ type: 'disconnect' }],
    },
    {
      name: 'the chain changes while disconnected: nothing',
      previous: { address: undefined, chainId: 31337 },
      next: { address: undefined, chainId: 31338 },
      events: [],
    },
    {
      name: 'an address without a chain yet: nothing until the chain is known',
      previous: none,
      next: { address: A, chainId: undefined },
      events: [],
    },
    {
      name: 'nothing changed: nothing',
      previous: { address: A, chainId: 31337 },
      next: { address: A, chainId: 31337 },
      events: [],
    },
  ] as const)('$name', ({ previous, next, events }) => {
    expect(connectorEvents(previous, next)).toEqual(events)
  })
})
