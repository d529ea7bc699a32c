import { expect, test } from 'vitest'
import { readThemeOption } from './readThemeOption.ts'

test('default: no or an unknown theme parameter leaves the modal default', () => {
  expect(readThemeOption('')).toBeUndefined()
  expect(readThemeOption('?theme=blue')).toBeUndefined()
})

test('behavior: light and dark', () => {
  expect(readThemeOption('?theme=light')).toBe('light')
  expect(readThemeOption('?wallets=none&theme=dark')).toBe('dark')
})
