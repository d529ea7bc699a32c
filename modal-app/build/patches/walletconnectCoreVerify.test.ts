import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { runInNewContext } from 'node:vm'
import { expect, test } from 'vitest'
import { VERIFY_OVERRIDE_KEY } from '../../src/state/constants.ts'
import { rewriteVerifyServer } from './walletconnectCoreVerify.ts'

const SAMPLE =
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a sample of the SDK's own code.
  'const he=`${H}/v3`;class V{constructor(){this.verifyUrlV3=he,this.register=async e=>{if(!w())return;return load(`${this.verifyUrlV3}/attestation?id=${e.id}`)}}}'

function run(code: string, override: unknown) {
  const loaded: string[] = []
  const context = {
    H: 'https://verify.walletconnect.org',
    w: () => true,
    load: (url: string) => loaded.push(url),
    globalThis: override === undefined ? {} : { [VERIFY_OVERRIDE_KEY]: override },
    result: undefined as unknown,
  }
  runInNewContext(`${code}; result = new V().register({ id: 'a' })`, context)
  return loaded
}

test('default: { url } replaces the Verify server', () => {
  const patched = rewriteVerifyServer(SAMPLE)
  expect(run(patched, { url: 'http://127.0.0.1:4320/verify/v3' })).toEqual([
    'http://127.0.0.1:4320/verify/v3/attestation?id=a',
  ])
})

test('behavior: { skip: true } makes register return without loading anything', () => {
  expect(run(rewriteVerifyServer(SAMPLE), { skip: true })).toEqual([])
})

test('behavior: without the global the code behaves as before', () => {
  expect(run(rewriteVerifyServer(SAMPLE), undefined)).toEqual(run(SAMPLE, undefined))
  expect(run(SAMPLE, undefined)).toEqual(['https://verify.walletconnect.org/v3/attestation?id=a'])
})

test('behavior: the installed @walletconnect/core has both spots exactly once', () => {
  const require = createRequire(import.meta.url)
  // The copy the modal bundles: resolved from the universal provider, as Vite does.
  const coreMain = require.resolve('@walletconnect/core', {
    paths: [require.resolve('@walletconnect/universal-provider')],
  })
  const code = readFileSync(join(dirname(coreMain), 'index.js'), 'utf8')
  const patched = rewriteVerifyServer(code)
  expect(patched).toContain(`this.verifyUrlV3=(globalThis["${VERIFY_OVERRIDE_KEY}"]?.url??`)
  expect(patched).toContain(`globalThis["${VERIFY_OVERRIDE_KEY}"]?.skip)return;`)
})

test('error: code where the spots moved fails loudly', () => {
  expect(() => rewriteVerifyServer('const x = 1')).toThrowErrorMatchingInlineSnapshot(
    `[Error: The Verify client of @walletconnect/core was not found where the modal build expects it: found 0 "this.verifyUrlV3=" and 0 "this.register=async" (expected 1 each). Check rewriteVerifyServer against the installed @walletconnect/core.]`,
  )
  expect(() => rewriteVerifyServer(`${SAMPLE}${SAMPLE}`)).toThrow('not found where')
})
