import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { SDK_VERSION } from './SDK_VERSION.ts'

test('default: SDK_VERSION is the package version', () => {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
  expect(SDK_VERSION).toBe(pkg.version)
})
