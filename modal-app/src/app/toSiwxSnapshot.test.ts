import { expect, test } from 'vitest'
import { toSiwxSnapshot } from './toSiwxSnapshot.ts'

const address = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'
const session = {
  data: {
    domain: 'shop.example',
    chainId: 'eip155:1',
    accountAddress: address,
    nonce: 'Host0Nonce42',
    issuedAt: '2025-01-02T03:04:05.000Z',
  },
  message: 'shop.example wants you to sign in with your Ethereum account:\n…',
  signature: '0xsigned',
}
const account = { namespace: 'eip155', address } as const

test('default: the signing account as caipAddress, the exact message and signature, issuedAt', () => {
  expect(toSiwxSnapshot(session, account)).toEqual({
    caipAddress: `eip155:1:${address}`,
    message: session.message,
    signature: '0xsigned',
    issuedAt: '2025-01-02T03:04:05.000Z',
  })
})

test('args: expirationTime: passed on when the message has one', () => {
  const expiring = { ...session, data: { ...session.data, expirationTime: '2025-01-03T00:00:00Z' } }
  expect(toSiwxSnapshot(expiring, account)).toMatchObject({
    expirationTime: '2025-01-03T00:00:00Z',
  })
})

test('args: account: an EVM address in another case is the same account; a Solana one is compared exactly', () => {
  expect(toSiwxSnapshot(session, { ...account, address: address.toLowerCase() })).not.toBeNull()
  const solana = {
    ...session,
    data: {
      ...session.data,
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      accountAddress: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
    },
  }
  const solanaAccount = { namespace: 'solana', address: solana.data.accountAddress } as const
  expect(toSiwxSnapshot(solana, solanaAccount)?.caipAddress).toBe(
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
  )
  expect(
    toSiwxSnapshot(solana, { ...solanaAccount, address: solanaAccount.address.toLowerCase() }),
  ).toBeNull()
})

test("behavior: null without a session or an account, or for another account's session", () => {
  expect(toSiwxSnapshot(undefined, account)).toBeNull()
  expect(toSiwxSnapshot(session, null)).toBeNull()
  expect(
    toSiwxSnapshot(session, { ...account, address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }),
  ).toBeNull()
  expect(toSiwxSnapshot(session, { namespace: 'solana', address })).toBeNull()
})

test('error: a stored session that does not fit the snapshot is left out, not pushed', () => {
  for (const damaged of [
    { ...session, data: {} },
    { ...session, data: { ...session.data, issuedAt: undefined } },
    { ...session, data: { ...session.data, chainId: 'eip155' } },
    { ...session, data: { ...session.data, expirationTime: 7 } },
    { ...session, message: '' },
    { ...session, message: 'x'.repeat(8193) },
    { ...session, signature: '' },
  ]) {
    expect([damaged, toSiwxSnapshot(damaged, account)]).toEqual([damaged, null])
  }
})
