import { expect, test } from 'vitest'
import { namespaceLabel } from './namespaceLabel.ts'

test('default: the names people use, with their article', () => {
  expect(namespaceLabel('eip155')).toEqual({ name: 'EVM', article: 'an' })
  expect(namespaceLabel('solana')).toEqual({ name: 'Solana', article: 'a' })
  expect(namespaceLabel('bip122')).toEqual({ name: 'Bitcoin', article: 'a' })
  expect(namespaceLabel('unknown')).toEqual({ name: 'unknown', article: 'an' })
})
