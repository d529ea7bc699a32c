import { expect, test } from 'vitest'
import { filterTelegramSocials } from './filterTelegramSocials.ts'

test('§5 Telegram socials: iOS drops google, Mac drops x, Android drops facebook and x', () => {
  const all = ['google', 'x', 'discord', 'facebook'] as const
  expect(filterTelegramSocials(all, 'ios')).toEqual(['x', 'discord', 'facebook'])
  expect(filterTelegramSocials(all, 'mac')).toEqual(['google', 'discord', 'facebook'])
  expect(filterTelegramSocials(all, 'android')).toEqual(['google', 'discord'])
  expect(filterTelegramSocials(all, 'other')).toEqual([...all])
})
