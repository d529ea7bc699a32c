import { encodeFunctionData, erc20Abi, getAddress } from 'viem'
import { expect, it } from 'vitest'
import type { IndexedTransaction } from './createChainIndex.ts'
import { describeTransaction } from './describeTransaction.ts'
import type { ReferenceApiNetwork } from './ReferenceApiNetwork.ts'

const a = getAddress('0x00000000000000000000000000000000000000aa')
const b = getAddress('0x00000000000000000000000000000000000000bb')
const c = getAddress('0x00000000000000000000000000000000000000cc')
const token = getAddress('0x00000000000000000000000000000000000000ad')
const other = getAddress('0x00000000000000000000000000000000000000ee')
const network: ReferenceApiNetwork = {
  caipNetworkId: 'eip155:31337',
  rpcUrl: 'http://127.0.0.1:8545',
  nativeSymbol: 'ETH',
  nativeName: 'Ether',
  tokens: [{ address: token, symbol: 'ADT', decimals: 6, name: 'Airlock Demo Token' }],
}
const base: IndexedTransaction = {
  hash: `0x${'1'.repeat(64)}`,
  blockNumber: 3n,
  index: 0,
  timestamp: 1_767_268_800n,
  from: a,
  to: b,
  value: 0n,
  input: '0x',
  status: 'success',
  tokenTransfers: [],
  innerValueTransfers: [],
}

it('default: native value, for the sender and the recipient', () => {
  const indexed = { ...base, value: 2_500_000_000_000_000_000n }
  const eth = { symbol: 'ETH', name: 'Ether' }
  expect(describeTransaction(indexed, a, network)).toEqual({
    id: base.hash,
    metadata: {
      minedAt: '2026-01-01T12:00:00.000Z',
      chain: 'eip155:31337',
      operationType: 'send',
      status: 'confirmed',
      sentFrom: a,
      sentTo: b,
    },
    transfers: [{ fungible_info: eth, quantity: { numeric: '2.5' }, direction: 'out' }],
  })
  expect(describeTransaction(indexed, b, network)).toMatchObject({
    metadata: { operationType: 'receive', sentFrom: a, sentTo: b },
    transfers: [{ fungible_info: eth, quantity: { numeric: '2.5' }, direction: 'in' }],
  })
})

it('behavior: a token transfer decides the operation and the recipient, with its decimals', () => {
  const indexed = {
    ...base,
    to: token,
    tokenTransfers: [{ token, from: a, to: c, amount: 1_500_000n }],
  }
  const adt = { symbol: 'ADT', name: 'Airlock Demo Token' }
  expect(describeTransaction(indexed, a, network)).toMatchObject({
    metadata: { operationType: 'send', sentFrom: a, sentTo: c },
    transfers: [{ fungible_info: adt, quantity: { numeric: '1.5' }, direction: 'out' }],
  })
  expect(describeTransaction(indexed, c, network)).toMatchObject({
    metadata: { operationType: 'receive', sentFrom: a, sentTo: c },
    transfers: [{ fungible_info: adt, quantity: { numeric: '1.5' }, direction: 'in' }],
  })
})

it('behavior: a call without value or a transfer of the account is execute, without transfers', () => {
  const indexed = {
    ...base,
    to: other,
    tokenTransfers: [{ token, from: other, to: c, amount: 1n }],
  }
  expect(describeTransaction(indexed, a, network)).toMatchObject({
    metadata: { operationType: 'execute', sentFrom: a, sentTo: other },
    transfers: [],
  })
})

it('behavior: a reverted transfer of a configured token is a failed send of what it meant', () => {
  const indexed: IndexedTransaction = {
    ...base,
    to: token,
    status: 'reverted',
    input: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [c, 7_000_000n] }),
  }
  expect(describeTransaction(indexed, a, network)).toMatchObject({
    metadata: { operationType: 'send', status: 'failed', sentTo: c },
    transfers: [{ quantity: { numeric: '7' }, direction: 'out' }],
  })
  expect(
    describeTransaction({ ...indexed, input: '0xdeadbeef' }, a, network).metadata.operationType,
  ).toBe('execute')
})

it('behavior: sending to oneself is a send with both directions', () => {
  expect(describeTransaction({ ...base, to: a, value: 1n }, a, network)).toMatchObject({
    metadata: { operationType: 'send', sentTo: a },
    transfers: [{ direction: 'out' }, { direction: 'in' }],
  })
})

it('regression: a token-to-ETH swap showed as a send alone; the ETH the router paid is received', () => {
  // As traced on anvil: the router unwraps WETH, then pays the account from inside its call.
  const [router, weth, pool] = [b, c, other]
  const indexed: IndexedTransaction = {
    ...base,
    to: router,
    input: '0x18cbafe5',
    tokenTransfers: [{ token, from: a, to: pool, amount: 5_000_000n }],
    innerValueTransfers: [
      { from: weth, to: router, amount: 2_000_000_000_000_000n },
      { from: router, to: a, amount: 2_000_000_000_000_000n },
    ],
  }
  expect(describeTransaction(indexed, a, network)).toMatchObject({
    metadata: { operationType: 'send', sentFrom: a, sentTo: pool },
    transfers: [
      { fungible_info: { symbol: 'ADT' }, quantity: { numeric: '5' }, direction: 'out' },
      { fungible_info: { symbol: 'ETH' }, quantity: { numeric: '0.002' }, direction: 'in' },
    ],
  })
})

it('behavior: wei paid by an inner call alone is a receive from the paying contract', () => {
  const indexed = {
    ...base,
    to: other,
    input: '0x2e1a7d4d' as const,
    innerValueTransfers: [{ from: other, to: a, amount: 1_000_000_000_000_000_000n }],
  }
  expect(describeTransaction(indexed, a, network)).toMatchObject({
    metadata: { operationType: 'receive', sentFrom: other, sentTo: a },
    transfers: [{ quantity: { numeric: '1' }, direction: 'in' }],
  })
})

it('behavior: an ERC20 approve by the account is approve to the spender, without transfers', () => {
  const indexed: IndexedTransaction = {
    ...base,
    to: token,
    input: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [c, 5_000_000n] }),
  }
  expect(describeTransaction(indexed, a, network)).toMatchObject({
    metadata: { operationType: 'approve', status: 'confirmed', sentFrom: a, sentTo: c },
    transfers: [],
  })
  expect(
    describeTransaction({ ...indexed, status: 'reverted' }, a, network).metadata,
  ).toMatchObject({ operationType: 'approve', status: 'failed' })
})
