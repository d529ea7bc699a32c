import { DEMO_EVM_ACCOUNTS } from '@airlock/testkit/demo'
import { expect, it } from 'vitest'
import { createNameStore } from './createNameStore.ts'
import { openApiDatabase } from './openApiDatabase.ts'

const [first, second] = DEMO_EVM_ACCOUNTS
const at = Date.UTC(2025, 10, 25)

it('default: register, get and reverse', () => {
  const names = createNameStore(openApiDatabase(':memory:'))
  const record = names.register({
    name: 'alice.airlock',
    coinType: 60,
    address: first.address,
    attributes: { bio: 'gm' },
    at,
  })
  expect(record).toEqual({
    name: 'alice.airlock',
    addresses: { '60': { address: first.address } },
    attributes: { bio: 'gm' },
    createdAt: '2025-11-25T00:00:00.000Z',
  })
  expect(names.get('alice.airlock')).toEqual(record)
  expect(names.get('bobby.airlock')).toBeUndefined()
  expect(names.reverse(first.address.toLowerCase())).toEqual([record])
  expect(names.reverse(second.address)).toEqual([])
})

it('behavior: newest first, also within one millisecond', () => {
  const names = createNameStore(openApiDatabase(':memory:'))
  for (const name of ['one1.airlock', 'two2.airlock', 'three.airlock']) {
    names.register({ name, coinType: 60, address: first.address, attributes: {}, at })
  }
  expect(names.reverse(first.address).map((record) => record.name)).toEqual([
    'three.airlock',
    'two2.airlock',
    'one1.airlock',
  ])
})

it('behavior: the holder registers again: same createdAt and rank, coin type added, attributes replaced', () => {
  const names = createNameStore(openApiDatabase(':memory:'))
  const address = first.address
  names.register({ name: 'alice.airlock', coinType: 60, address, attributes: { a: '1' }, at })
  names.register({ name: 'later.airlock', coinType: 60, address, attributes: {}, at: at + 1 })
  const again = names.register({
    name: 'alice.airlock',
    coinType: 0x80000000 + 31337,
    address: address.toLowerCase() as typeof address,
    attributes: { b: '2' },
    at: at + 2,
  })
  expect(again).toEqual({
    name: 'alice.airlock',
    addresses: { '60': { address }, '2147514985': { address } },
    attributes: { b: '2' },
    createdAt: '2025-11-25T00:00:00.000Z',
  })
  expect(names.reverse(address).map((record) => record.name)).toEqual([
    'later.airlock',
    'alice.airlock',
  ])
})

it('error: a name another address holds is not registered', () => {
  const names = createNameStore(openApiDatabase(':memory:'))
  names.register({
    name: 'alice.airlock',
    coinType: 60,
    address: first.address,
    attributes: {},
    at,
  })
  expect(
    names.register({
      name: 'alice.airlock',
      coinType: 60,
      address: second.address,
      attributes: {},
      at,
    }),
  ).toBeUndefined()
  expect(names.reverse(second.address)).toEqual([])
})

it('behavior: answers are copies', () => {
  const names = createNameStore(openApiDatabase(':memory:'))
  const record = names.register({
    name: 'alice.airlock',
    coinType: 60,
    address: first.address,
    attributes: {},
    at,
  })
  if (record) record.attributes.x = 'y'
  expect(names.get('alice.airlock')?.attributes).toEqual({})
})
