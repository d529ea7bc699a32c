import { expect, test } from 'vitest'
import { activityLabel, namespaceLabel, socialLabel } from './format.ts'

test('default: the names people use, with their article', () => {
  expect(namespaceLabel('eip155')).toEqual({ name: 'EVM', article: 'an' })
  expect(namespaceLabel('solana')).toEqual({ name: 'Solana', article: 'a' })
  expect(namespaceLabel('bip122')).toEqual({ name: 'Bitcoin', article: 'a' })
  expect(namespaceLabel('unknown')).toEqual({ name: 'unknown', article: 'an' })
})

test('default: the brand spelling of a known provider', () => {
  expect(['google', 'x', 'github'].map(socialLabel)).toEqual(['Google', 'X', 'GitHub'])
})

test('behavior: another provider, or an inherited name, is shown as given', () => {
  expect(['twitch', 'constructor', '__proto__'].map(socialLabel)).toEqual([
    'twitch',
    'constructor',
    '__proto__',
  ])
})

test('default: the words people use; the status only when it is not confirmed', () => {
  expect(activityLabel('send', 'confirmed')).toBe('Sent')
  expect(activityLabel('receive', 'confirmed')).toBe('Received')
  expect(activityLabel('execute', 'confirmed')).toBe('Contract call')
  expect(activityLabel('approve', 'confirmed')).toBe('Approved')
  expect(activityLabel('send', 'failed')).toBe('Sent · Failed')
  expect(activityLabel('receive', 'pending')).toBe('Received · Pending')
})

test('behavior: an unknown operation is shown as it came, capitalised; inherited names are not operations', () => {
  expect(activityLabel('bridge', 'confirmed')).toBe('Bridge')
  expect(activityLabel('toString', 'confirmed')).toBe('ToString')
})
