import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { ErrorCode } from './ErrorCode.ts'

// docs/errors.md is generated from ErrorCode's doc comments: `npx vitest run -u
// shared-protocol/src/errors` rewrites it, and CI fails while it is stale.
const source = readFileSync(new URL('./ErrorCode.ts', import.meta.url), 'utf8')

function describeCodes(text: string): Array<{ code: string; meaning: string }> {
  const entries: Array<{ code: string; meaning: string }> = []
  const entry = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*([A-Z_]+):/g
  for (const match of text.matchAll(entry)) {
    const meaning = (match[1] ?? '')
      .split('\n')
      .map((line) => line.replace(/^\s*\*\s?/, '').trim())
      .filter(Boolean)
      .join(' ')
    entries.push({ code: match[2] ?? '', meaning })
  }
  return entries
}

function renderErrorsDoc(entries: Array<{ code: string; meaning: string }>): string {
  const rows = entries.map(
    ({ code, meaning }) => `| \`${code}\` | ${meaning.replaceAll('|', '\\|')} |`,
  )
  return [
    '# Error codes',
    '',
    'Every `AirlockError` has one of these codes, on either side of the iframe. Codes are stable',
    'strings: branch on `error.code`, show `error.message`. Generated from',
    '`shared-protocol/src/errors/ErrorCode.ts`; do not edit by hand.',
    '',
    '| code | meaning |',
    '|---|---|',
    ...rows,
    '',
  ].join('\n')
}

test('default: every code has a doc comment', () => {
  expect(describeCodes(source).map(({ code }) => code)).toEqual(Object.keys(ErrorCode))
  for (const { code, meaning } of describeCodes(source)) expect(meaning, code).not.toBe('')
})

test('behavior: docs/errors.md lists every code with its meaning', async () => {
  await expect(renderErrorsDoc(describeCodes(source))).toMatchFileSnapshot(
    '../../../docs/errors.md',
  )
})
