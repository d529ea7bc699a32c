import { expect, test } from 'vitest'
import { socialLabel } from './socialLabel.ts'

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
