import { expect, test } from 'vitest'
import { activityLabel } from './activityLabel.ts'

test('default: the words people use; the status only when it is not confirmed', () => {
  expect(activityLabel('send', 'confirmed')).toBe('Sent')
  expect(activityLabel('receive', 'confirmed')).toBe('Received')
  expect(activityLabel('execute', 'confirmed')).toBe('Contract call')
  expect(activityLabel('send', 'failed')).toBe('Sent · Failed')
  expect(activityLabel('receive', 'pending')).toBe('Received · Pending')
})

test('behavior: an unknown operation is shown as it came, capitalised; inherited names are not operations', () => {
  expect(activityLabel('bridge', 'confirmed')).toBe('Bridge')
  expect(activityLabel('toString', 'confirmed')).toBe('ToString')
})
