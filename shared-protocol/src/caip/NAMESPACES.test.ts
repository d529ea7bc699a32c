import { expect, test } from 'vitest'
import { NAMESPACES } from './NAMESPACES.ts'

test('default: the five namespaces, each a well-formed CAIP-2 namespace', () => {
  expect(NAMESPACES).toEqual(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])
  for (const namespace of NAMESPACES) expect(namespace).toMatch(/^[-a-z0-9]{3,8}$/)
})
