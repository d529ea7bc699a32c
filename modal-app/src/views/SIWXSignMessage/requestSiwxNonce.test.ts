import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { describe, expect, test, vi } from 'vitest'
import { hostLinkAtom } from '../../app/hostLinkAtom.ts'
import { testStore } from '../renderView.tsx'
import { requestSiwxNonce } from './requestSiwxNonce.ts'

const target = {
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  caipNetworkId: 'eip155:31337',
}

function setup(hostNonce: boolean, siwxNonce?: (parameters: typeof target) => Promise<string>) {
  const store = testStore({ siwx: { required: true, hostNonce } })
  const link = { bridge: { walletRequest: async () => null }, openUrl: async () => true }
  store.set(hostLinkAtom, siwxNonce ? { ...link, siwxNonce: vi.fn(siwxNonce) } : link)
  return store
}

describe('requestSiwxNonce', () => {
  test('default: without siwx.hostNonce the modal makes a random 32-hex-digit nonce itself', async () => {
    const siwxNonce = vi.fn(async () => 'HostNonce1')
    const store = setup(false, siwxNonce)
    expect(await requestSiwxNonce(store, target)).toMatch(/^[0-9a-f]{32}$/)
    expect(siwxNonce).not.toHaveBeenCalled()
  })

  test("args: siwx.hostNonce: the host's nonce for this account and network, verbatim", async () => {
    const siwxNonce = vi.fn(async () => 'Host0Nonce42')
    const store = setup(true, siwxNonce)
    expect(await requestSiwxNonce(store, target)).toBe('Host0Nonce42')
    expect(siwxNonce).toHaveBeenCalledWith(target)
  })

  test("error: the host's failure is passed on unchanged", async () => {
    const failure = new AirlockError(ErrorCode.SIWX_NONCE_FAILED, 'siwx.getNonce() threw: down')
    const store = setup(true, () => Promise.reject(failure))
    await expect(requestSiwxNonce(store, target)).rejects.toBe(failure)
  })

  test('error: siwx.hostNonce without a host link (or one without siwxNonce) is CONNECTOR_NOT_FOUND', async () => {
    const store = setup(true)
    await expect(requestSiwxNonce(store, target)).rejects.toMatchObject({
      code: 'CONNECTOR_NOT_FOUND',
    })
    store.set(hostLinkAtom, undefined)
    await expect(requestSiwxNonce(store, target)).rejects.toMatchObject({
      code: 'CONNECTOR_NOT_FOUND',
    })
  })
})
