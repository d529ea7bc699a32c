import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { BOOT_SCRIPT_HASH } from './BOOT_SCRIPT_HASH.ts'

const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8')
const inlineScripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1])

test('default: the hash is the one of the inline script of index.html, its only inline script', () => {
  expect(inlineScripts).toHaveLength(1)
  const digest = createHash('sha256')
    .update(inlineScripts[0] ?? '')
    .digest('base64')
  expect(BOOT_SCRIPT_HASH).toBe(`'sha256-${digest}'`)
})
