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

test("default: asks the host's siwxNonce with the account and network, resolves to its nonce", async () => {
  const seen: unknown[] = []
  const remote = await connect((params) => {
    seen.push(params)
    return { nonce: 'Host0Nonce42' }
  })
  expect(await createHostSiwxNonce(remote)(target)).toBe('Host0Nonce42')
  expect(seen).toEqual([target])
})

test("error: the host's SIWX_NONCE_FAILED reaches the modal with its reason", async () => {
  const remote = await connect(() => {
    throw new AirlockError(ErrorCode.SIWX_NONCE_FAILED, 'siwx.getNonce() threw: server down')
  })
  const failure = await createHostSiwxNonce(remote)(target).catch((error: unknown) => error)
  expect(failure).toBeInstanceOf(AirlockError)
  expect(failure).toMatchObject({
    code: 'SIWX_NONCE_FAILED',
    message: expect.stringContaining('server down'),
  })
})

test('error: an answer that is not a nonce (a line break could add a line to the message) is refused', async () => {
  const remote = await connect(() => ({ nonce: 'abcd1234\nURI: https://evil.example' }))
  await expect(createHostSiwxNonce(remote)(target)).rejects.toMatchObject({
    code: 'INVALID_PARAMS',
  })
})

test('error: no answer within timeoutMs rejects with REQUEST_TIMEOUT', async () => {
  const remote = await connect(() => new Promise<never>(() => {}))
  await expect(
    createHostSiwxNonce(remote, { timeoutMs: 50 })({ ...target, caipNetworkId: 'eip155:1' }),
  ).rejects.toMatchObject({ code: 'REQUEST_TIMEOUT' })
})
