import { expect, test } from 'vitest'
import { VIEW_NAMES } from '../constants.ts'
import { openOptionsSchema } from './openOptionsSchema.ts'

test('default: every view, a namespace, or nothing', () => {
  expect(openOptionsSchema.parse({})).toEqual({})
  for (const view of VIEW_NAMES) expect(openOptionsSchema.parse({ view })).toEqual({ view })
  expect(openOptionsSchema.parse({ namespace: 'solana' })).toEqual({ namespace: 'solana' })
  expect(openOptionsSchema.parse({ view: 'Swap', data: { token: { symbol: 'USDC' } } })).toEqual({
    view: 'Swap',
    data: { token: { symbol: 'USDC' } },
  })
})

test('behavior: any view-shaped name passes, for the modal to refuse one it does not have', () => {
  expect(openOptionsSchema.parse({ view: 'ANewerModalsView' })).toEqual({
    view: 'ANewerModalsView',
  })
})

test('error: names that are not view-shaped, unknown namespaces and data that is not a record', () => {
  for (const value of [
    { view: '' },
    { view: 'x'.repeat(65) },
    { view: 1 },
    { namespace: 'stellar' },
    { data: [] },
    { data: 'x' },
    { data: { ['k'.repeat(101)]: 1 } },
  ]) {
    expect(openOptionsSchema.safeParse(value).success, JSON.stringify(value)).toBe(false)
  }
})
