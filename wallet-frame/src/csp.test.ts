import { expect, test } from 'vitest'
import { buildWalletFrameCsp } from '../csp.ts'

test('default: framed by the listed ancestors only, requests to the auth service only', () => {
  expect(
    buildWalletFrameCsp({
      frameAncestors: ['http://localhost:4310', 'http://127.0.0.1:4300', 'http://localhost:4310'],
      authOrigins: ['http://127.0.0.1:4360'],
    }),
  ).toMatchInlineSnapshot(
    `"default-src 'none'; script-src 'self'; style-src 'self'; connect-src http://127.0.0.1:4360; frame-ancestors http://localhost:4310 http://127.0.0.1:4300; base-uri 'none'; form-action 'none'"`,
  )
})

test('behavior: no ancestors means nobody may frame it', () => {
  expect(buildWalletFrameCsp({ frameAncestors: [], authOrigins: [] })).toContain(
    "frame-ancestors 'none'",
  )
})
