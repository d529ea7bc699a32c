import { expect, test } from 'vitest'
import pkg from '../../package.json' with { type: 'json' }
import { MODAL_VERSION } from './constants.ts'

test('behavior: equals the version in package.json', () => {
  expect(MODAL_VERSION).toBe(pkg.version)
})
