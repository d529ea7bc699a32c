import {
  AirlockError,
  ErrorCode,
  type HostMethodSchemas,
  type MethodHandlers,
} from '@airlock/shared-protocol'
import { afterEach, expect, test } from 'vitest'
import { connectFakeHost } from './connectFakeHost.ts'
import { createHostSiwxNonce } from './createHostSiwxNonce.ts'

const cleanups: Array<() => void> = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

async function connect(siwxNonce: MethodHandlers<HostMethodSchemas>['siwxNonce']) {
  const host = await connectFakeHost({ siwxNonce })
  cleanups.push(host.destroy)
  return host.remote
}

const target = {
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  caipNetworkId: 'eip155:31337',
}

/** The error the nonce request rejects with (fails when it resolves). */
async function failure(promise: Promise<string>): Promise<AirlockError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a failure')
    },
    (rejected: unknown) => rejected,
  )
  expect(error).toBeInstanceOf(AirlockError)
  expect(error).toMatchObject({ code: ErrorCode.SIWX_NONCE_FAILED })
  return error as AirlockError
}

test("default: asks the host's siwxNonce with the account and network, resolves to its nonce", async () => {
  const seen: unknown[] = []
  const remote = await connect((params) => {
    seen.push(params)
    return { nonce: 'Host0Nonce42' }
  })
  expect(await createHostSiwxNonce(remote)(target)).toBe('Host0Nonce42')
  expect(seen).toEqual([target])
})

test('error: a getNonce that throws: SIWX_NONCE_FAILED with what it threw', async () => {
  const thrown = await connect(() => {
    throw new Error('nonce service down')
  })
  expect((await failure(createHostSiwxNonce(thrown)(target))).message).toMatchInlineSnapshot(
    `"siwx.getNonce() threw: nonce service down"`,
  )
  const rejected = await connect(() => Promise.reject('HTTP 503'))
  expect((await failure(createHostSiwxNonce(rejected)(target))).message).toMatchInlineSnapshot(
    `"siwx.getNonce() threw: HTTP 503"`,
  )
})

test('error: an answer that is not 8–128 letters and digits is refused, naming what came back', async () => {
  const messages: string[] = []
  for (const nonce of ['short', 'abcd1234\nURI: https://evil.example', 42, undefined, { a: 1 }]) {
    const remote = await connect(() => ({ nonce }) as { nonce: string })
    messages.push((await failure(createHostSiwxNonce(remote)(target))).message)
  }
  expect(messages).toMatchInlineSnapshot(`
    [
      "siwx.getNonce() returned "short": a nonce is 8–128 letters and digits (EIP-4361).",
      "siwx.getNonce() returned "abcd1234\\nURI: https://evil.example": a nonce is 8–128 letters and digits (EIP-4361).",
      "siwx.getNonce() returned 42: a nonce is 8–128 letters and digits (EIP-4361).",
      "siwx.getNonce() returned undefined: a nonce is 8–128 letters and digits (EIP-4361).",
      "siwx.getNonce() returned {"a":1}: a nonce is 8–128 letters and digits (EIP-4361).",
    ]
  `)
})

test('error: no answer within timeoutMs: SIWX_NONCE_FAILED with the time it had', async () => {
  const remote = await connect(() => new Promise<never>(() => {}))
  const error = await failure(createHostSiwxNonce(remote, { timeoutMs: 50 })(target))
  expect(error.message).toMatchInlineSnapshot(`"siwx.getNonce() did not answer within 50 ms."`)
  expect(error.cause).toMatchObject({ code: ErrorCode.REQUEST_TIMEOUT })
})

test('error: an answer that cannot cross the iframe: SIWX_NONCE_FAILED with the reason', async () => {
  const remote = await connect(() => ({ nonce: (() => 'abcd1234') as unknown as string }))
  expect((await failure(createHostSiwxNonce(remote)(target))).message).toMatchInlineSnapshot(
    `"siwx.getNonce() failed: A function cannot cross the boundary."`,
  )
})
