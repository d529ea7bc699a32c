import { describe, expect, test } from 'vitest'
import { testNetwork } from '../../state/testing.ts'
import type { TokenBalance } from '../../state/validation/TokenBalance.ts'
import {
  leavesTooLittleForFee,
  sendBlocker,
  sendFormGap,
  tokenContractRefusal,
} from './sendBlocker.ts'

const network = { ...testNetwork('eip155:1'), name: 'Ethereum' }
const held = (numeric: string): TokenBalance => ({
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 0,
  price: 0,
  quantity: { decimals: '18', numeric },
  iconUrl: '',
})

describe('sendBlocker', () => {
  test('default: a funded account on a network with an RPC can send; loading does not block', () => {
    expect(sendBlocker(network, 'loaded', [held('0'), held('2.5')])).toBeUndefined()
    expect(sendBlocker(network, 'loading', [])).toBeUndefined()
    expect(sendBlocker(network, 'none', [])).toBeUndefined()
  })

  test('error: no RPC, a dead RPC, or nothing held, each with its reason and remedy', () => {
    const noRpc = { ...network, rpcUrls: { default: { http: [] } } }
    expect(sendBlocker(noRpc, 'loaded', [held('1')])).toEqual({
      reason: 'Ethereum has no RPC to send through.',
      remedy: undefined,
    })
    expect(sendBlocker(network, 'unavailable', [held('1')])).toEqual({
      reason: 'Ethereum is not answering, so nothing can be sent now.',
      remedy: 'retry',
    })
    expect(sendBlocker(network, 'loaded', [held('0')])).toEqual({
      reason: 'Nothing to send: this account holds no funds on Ethereum.',
      remedy: 'receive',
    })
    expect(sendBlocker(network, 'loaded', [])?.remedy).toBe('receive')
  })
})

describe('sendFormGap', () => {
  const form = {
    namespace: 'eip155',
    token: held('2.5'),
    amount: '1',
    receiver: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  } as const
  const label = (patch: Partial<Parameters<typeof sendFormGap>[0]>) =>
    sendFormGap({ ...form, ...patch })?.label

  test('default: a complete form can be reviewed, with an address, a name or a 0x-less address', () => {
    expect(label({})).toBeUndefined()
    expect(label({ receiver: 'Alice.airlock' })).toBeUndefined()
    expect(label({ receiver: '70997970C51812dc3A010C7d01b50e0d17dc79C8' })).toBeUndefined()
    expect(label({ amount: '2.5' })).toBeUndefined()
    // A balance not read yet is not held against the amount.
    expect(label({ token: held(''), amount: '100' })).toBeUndefined()
  })

  test('error: what is missing, in the order the form is filled in', () => {
    expect(label({ namespace: 'polkadot' })).toBe('Unsupported chain')
    expect(label({ token: undefined, amount: '' })).toBe('Choose a token')
    expect(label({ amount: ' ', receiver: '' })).toBe('Enter an amount')
    expect(label({ amount: '1,5' })).toBe('Invalid amount')
    expect(label({ amount: '0.0000000000000000001' })).toBe('Invalid amount')
    expect(label({ amount: '0.0' })).toBe('Enter an amount above 0')
    expect(label({ amount: '2.6', receiver: '' })).toBe('Insufficient balance')
    expect(label({ receiver: '' })).toBe('Enter an address')
    expect(label({ receiver: '0x123' })).toBe('Invalid address')
    expect(sendFormGap({ ...form, receiver: '0x123' })?.field).toBe('receiver')
  })

  test('behavior: on Solana, a Solana address; names are EVM only', () => {
    const solana = { ...form, namespace: 'solana' as const }
    expect(
      sendFormGap({ ...solana, receiver: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv' }),
    ).toBeUndefined()
    expect(sendFormGap({ ...solana, receiver: 'alice.airlock' })?.label).toBe('Invalid address')
    expect(sendFormGap({ ...solana })?.label).toBe('Invalid address')
  })
})

describe('leavesTooLittleForFee', () => {
  const native = (numeric: string) => ({ quantity: { decimals: '18', numeric } })
  const coin = { address: undefined }
  const token = { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3' }
  test.each([
    [
      'the whole balance (Max) leaves nothing for the fee',
      coin,
      '10',
      native('10'),
      '0.000042',
      true,
    ],
    ['the fee left over fits exactly', coin, '9.999958', native('10'), '0.000042', false],
    ['one unit too many', coin, '9.999958000000000001', native('10'), '0.000042', true],
    ['a token send pays the fee alone', token, '500', native('0.00005'), '0.000042', false],
    [
      'a token send with too little of the coin for its fee',
      token,
      '1',
      native('0.00004'),
      '0.000042',
      true,
    ],
    [
      'a fee finer than the coin rounds up',
      coin,
      '1',
      native('1.000000000000000001'),
      '0.0000000000000000011',
      true,
    ],
    ['an unknown balance', coin, '10', native(''), '0.000042', false],
    ['an unknown fee', coin, '10', native('10'), undefined, false],
    ['no native balance listed', token, '1', undefined, '0.000042', false],
  ])('behavior: %s', (_, sent, amount, balance, fee, short) => {
    expect(leavesTooLittleForFee({ token: sent, amount, native: balance, fee })).toBe(short)
  })
})

describe('tokenContractRefusal', () => {
  const ADT = { symbol: 'ADT', address: '0x5FbDB2315678afecb367f032d93F642f64180aa3' }
  const USD = { symbol: 'aUSD', address: '0x8ce361602B935680E8DeC218b820ff5056BeB7af' }
  const ETH = { symbol: 'ETH', address: undefined }
  const tokens = [ETH, ADT, USD]

  test('error: a token to its own contract, in any case and without 0x', () => {
    const reason = tokenContractRefusal({ token: ADT, to: ADT.address, tokens })
    expect(reason).toMatchInlineSnapshot(
      `"This address is the ADT token’s own contract: ADT sent to it is lost for good. Enter the recipient’s address."`,
    )
    expect(tokenContractRefusal({ token: ADT, to: ADT.address.toLowerCase(), tokens })).toBe(reason)
    expect(tokenContractRefusal({ token: ADT, to: ADT.address.slice(2), tokens })).toBe(reason)
    // Not listed (the balances not read yet): the token's own contract is still known.
    expect(tokenContractRefusal({ token: ADT, to: ADT.address, tokens: [] })).toBe(reason)
  })

  test('error: a token to another listed token contract; a name says which name it was', () => {
    expect(tokenContractRefusal({ token: ADT, to: USD.address, tokens })).toMatchInlineSnapshot(
      `"This address is the aUSD token’s contract: ADT sent to it is lost for good. Enter the recipient’s address."`,
    )
    expect(
      tokenContractRefusal({ token: ADT, to: ADT.address, tokens, name: 'alice.airlock' }),
    ).toMatchInlineSnapshot(
      `"alice.airlock is the ADT token’s own contract: ADT sent to it is lost for good. Enter the recipient’s address."`,
    )
  })

  test('default: other recipients, and the native coin to a token contract, are not refused', () => {
    expect(
      tokenContractRefusal({
        token: ADT,
        to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        tokens,
      }),
    ).toBeUndefined()
    expect(tokenContractRefusal({ token: ETH, to: ADT.address, tokens })).toBeUndefined()
  })
})
