import { runInNewContext } from 'node:vm'
import { decodeJWT } from '@walletconnect/relay-auth'
import { expect, test } from 'vitest'
import { renderVerifyPage } from './renderVerifyPage.ts'

/** Runs the page's script with the globals a browser frame would give it. */
function runPage(search: string) {
  const html = renderVerifyPage()
  const script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? ''
  const posted: { data: unknown; targetOrigin: string }[] = []
  runInNewContext(script, {
    location: { search },
    URLSearchParams,
    btoa,
    Date,
    Math,
    JSON,
    parent: {
      postMessage: (data: unknown, targetOrigin: string) => posted.push({ data, targetOrigin }),
    },
  })
  return posted
}

test('default: posts a verify_attestation whose JWT carries the id, to the origin of the query', () => {
  const posted = runPage('?projectId=p&origin=http://127.0.0.1:5173&id=abc123&decryptedId=def')
  expect(posted).toHaveLength(1)
  const [{ data, targetOrigin }] = posted as [{ data: string; targetOrigin: string }]
  expect(targetOrigin).toBe('http://127.0.0.1:5173')
  const message = JSON.parse(data)
  expect(message.type).toBe('verify_attestation')
  // The same decoding @walletconnect/core's Verify.register applies before comparing the id.
  const decoded = decodeJWT(message.attestation) as unknown as { payload: Record<string, unknown> }
  expect(decoded.payload).toMatchObject({
    id: 'abc123',
    origin: 'http://127.0.0.1:5173',
    isScam: false,
    isVerified: false,
  })
})

test('error: without a plain http(s) origin nothing is posted (never to "*")', () => {
  expect(runPage('?id=abc')).toEqual([])
  expect(runPage('?id=abc&origin=*')).toEqual([])
  expect(runPage('?id=abc&origin=javascript:alert(1)')).toEqual([])
})
