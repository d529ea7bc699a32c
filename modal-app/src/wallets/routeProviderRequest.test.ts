import { AirlockError } from '@airlock/shared-protocol'
import { describe, expect, test } from 'vitest'
import { connectHostWallet } from './connectHostWallet.ts'
import { routeProviderRequest } from './routeProviderRequest.ts'
import {
  EVM_ADDRESS,
  fakeBridge,
  metamask,
  phantomSolana,
  rejected,
  SOLANA_ADDRESS,
  setupStore,
} from './testing.ts'

async function connected() {
  const { store } = setupStore()
  await connectHostWallet(
    store,
    { bridge: fakeBridge({ eth_requestAccounts: [EVM_ADDRESS], eth_chainId: '0x89' }) },
    metamask,
  )
  return store
}

describe('routeProviderRequest', () => {
  test('default: eth_accounts, eth_requestAccounts and eth_chainId come from state', async () => {
    const store = await connected()
    const bridge = fakeBridge({})
    const route = (method: string) =>
      routeProviderRequest(store, { bridge }, { namespace: 'eip155', method })
    expect(await route('eth_accounts')).toEqual([EVM_ADDRESS])
    expect(await route('eth_requestAccounts')).toEqual([EVM_ADDRESS])
    expect(await route('eth_chainId')).toBe('0x89')
    expect(bridge.calls).toEqual([])
  })

  test('default: other methods go to the active connector with their params', async () => {
    const store = await connected()
    const bridge = fakeBridge({ personal_sign: '0xsigned' })
    const params = ['0x68656c6c6f', EVM_ADDRESS]
    expect(
      await routeProviderRequest(
        store,
        { bridge },
        { namespace: 'eip155', method: 'personal_sign', params },
      ),
    ).toBe('0xsigned')
    expect(bridge.calls).toEqual([{ connectorId: 'io.metamask', method: 'personal_sign', params }])
  })

  test('default: solana requests go to the solana connector', async () => {
    const { store } = setupStore()
    await connectHostWallet(
      store,
      { bridge: fakeBridge({ 'standard:connect': { accounts: [{ address: SOLANA_ADDRESS }] } }) },
      phantomSolana,
    )
    const bridge = fakeBridge({ 'solana:signMessage': [{ signature: 'c2ln' }] })
    await routeProviderRequest(
      store,
      { bridge },
      { namespace: 'solana', method: 'solana:signMessage', params: { message: 'aGk=' } },
    )
    expect(bridge.calls[0]?.connectorId).toBe('phantom-solana')
  })

  test('error: the wallet rejection passes through unchanged', async () => {
    const store = await connected()
    const bridge = fakeBridge({ eth_sendTransaction: rejected })
    await expect(
      routeProviderRequest(
        store,
        { bridge },
        { namespace: 'eip155', method: 'eth_sendTransaction' },
      ),
    ).rejects.toMatchObject({ code: 'USER_REJECTED', data: { code: 4001 } })
  })

  test('behavior: before a wallet is connected, eth_accounts is [] and eth_chainId the active network', async () => {
    const { store } = setupStore()
    const bridge = fakeBridge({})
    const route = (method: string) =>
      routeProviderRequest(store, { bridge }, { namespace: 'eip155', method })
    expect(await route('eth_accounts')).toEqual([])
    expect(await route('eth_chainId')).toBe('0x1')
    await expect(route('personal_sign')).rejects.toMatchObject({ data: { code: 4100 } })
    expect(bridge.calls).toEqual([])
  })

  test('error: no wallet on the namespace is "No wallet is connected" (4100)', async () => {
    const store = await connected()
    const bridge = fakeBridge({})
    const request = routeProviderRequest(
      store,
      { bridge },
      { namespace: 'solana', method: 'solana:signMessage' },
    )
    await expect(request).rejects.toBeInstanceOf(AirlockError)
    await expect(request).rejects.toMatchObject({
      code: 'CONNECTOR_NOT_FOUND',
      shortMessage: 'No wallet is connected',
      data: { code: 4100 },
    })
    expect(bridge.calls).toEqual([])
  })
})
