import { AirlockError, serializeError } from '@airlock/shared-protocol'
import { expect, test, vi } from 'vitest'
import { setCaipAddress } from '../state/account.ts'
import { setActiveConnector } from '../state/connectors.ts'
import { applyWalletConnectSession } from './applyWalletConnectSession.ts'
import {
  EVM_ADDRESS,
  fakeClient,
  SOLANA_ADDRESS,
  SOLANA_REF,
  session,
  setupStore,
} from './testing.ts'
import { walletConnectRequest } from './walletConnectRequest.ts'

function connected() {
  const { store } = setupStore()
  const { client } = fakeClient()
  applyWalletConnectSession(
    store,
    client,
    session([`eip155:31338:${EVM_ADDRESS}`, `solana:${SOLANA_REF}:${SOLANA_ADDRESS}`]),
  )
  return { store, client }
}

test('default: the request goes to the wallet on the account’s CAIP-2 network', async () => {
  const { store, client } = connected()
  const params = ['0x68656c6c6f', EVM_ADDRESS]
  await expect(
    walletConnectRequest(store, client, { namespace: 'eip155', method: 'personal_sign', params }),
  ).resolves.toBe('answer')
  expect(client.request).toHaveBeenCalledWith({ method: 'personal_sign', params }, 'eip155:31338')
  await walletConnectRequest(store, client, { namespace: 'solana', method: 'solana_signMessage' })
  expect(client.request).toHaveBeenLastCalledWith(
    { method: 'solana_signMessage' },
    `solana:${SOLANA_REF}`,
  )
})

test('behavior: eth_accounts, eth_requestAccounts and eth_chainId come from the state', async () => {
  const { store, client } = connected()
  for (const method of ['eth_accounts', 'eth_requestAccounts']) {
    expect(await walletConnectRequest(store, client, { namespace: 'eip155', method })).toEqual([
      EVM_ADDRESS,
    ])
  }
  expect(
    await walletConnectRequest(store, client, { namespace: 'eip155', method: 'eth_chainId' }),
  ).toBe('0x7a6a')
  expect(client.request).not.toHaveBeenCalled()
})

test('behavior: the wallet’s error passes through', async () => {
  const { store, client } = connected()
  const rejection = Object.assign(new Error('User rejected'), { code: 4001 })
  vi.mocked(client.request).mockRejectedValueOnce(rejection)
  await expect(
    walletConnectRequest(store, client, {
      namespace: 'eip155',
      method: 'personal_sign',
      params: [],
    }),
  ).rejects.toBe(rejection)
})

test("regression: the wallet's JSON-RPC error keeps its message and code across the iframe (it reached the dapp as 'Unknown error')", async () => {
  const { store, client } = connected()
  const refusal = { code: -32002, message: 'The Solana RPC refused the transaction: no funds' }
  vi.mocked(client.request).mockRejectedValueOnce(refusal)
  const failure = await walletConnectRequest(store, client, {
    namespace: 'solana',
    method: 'solana_signAndSendTransaction',
  }).catch((error: unknown) => error)
  expect(serializeError(failure)).toEqual({
    code: 'INTERNAL',
    message: 'The Solana RPC refused the transaction: no funds',
    data: { code: -32002 },
  })
})

test("behavior: a decline in the wallet (WalletConnect's 5000) is EIP-1193's USER_REJECTED, 4001", async () => {
  const { store, client } = connected()
  const decline = { code: 5000, message: 'User rejected.' }
  vi.mocked(client.request).mockRejectedValueOnce(decline)
  const failure = await walletConnectRequest(store, client, {
    namespace: 'eip155',
    method: 'eth_sendTransaction',
    params: [],
  }).catch((error: unknown) => error)
  expect(failure).toBeInstanceOf(AirlockError)
  expect(failure).toMatchObject({ code: 'USER_REJECTED', data: { code: 4001 }, cause: decline })
})

test('error: a namespace not connected through WalletConnect', async () => {
  const { store, client } = connected()
  setCaipAddress(store, `solana:${SOLANA_REF}:${SOLANA_ADDRESS}`)
  setActiveConnector(store, 'solana', 'phantom')
  for (const namespace of ['solana', 'polkadot'] as const) {
    const error = await walletConnectRequest(store, client, { namespace, method: 'x' }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(AirlockError)
    expect(error).toMatchObject({ code: 'CONNECTOR_NOT_FOUND', data: { code: 4100 } })
  }
  expect(client.request).not.toHaveBeenCalled()
})

test('error: an eip155 method the session did not approve is 4200 naming the wallet', async () => {
  const { store, client } = connected()
  client.session = session([`eip155:31338:${EVM_ADDRESS}`])
  const eip155 = client.session.namespaces.eip155
  if (eip155) eip155.methods = ['personal_sign', 'wallet_sendCalls']
  vi.mocked(client.request).mockResolvedValue('0xbundle')
  await expect(
    walletConnectRequest(store, client, { namespace: 'eip155', method: 'wallet_sendCalls' }),
  ).resolves.toBe('0xbundle')
  const refused = walletConnectRequest(store, client, {
    namespace: 'eip155',
    method: 'wallet_watchAsset',
  })
  await expect(refused).rejects.toMatchObject({
    code: 'WALLET_REQUEST_NOT_ALLOWED',
    shortMessage: 'Test Wallet does not support wallet_watchAsset.',
    details: 'The WalletConnect session approved personal_sign, wallet_sendCalls on eip155.',
    data: { code: 4200 },
  })
  expect(client.request).toHaveBeenCalledTimes(1)
})

test('regression: a Solana method the session did not approve is 4200 naming the wallet (the SDK\'s "Missing or invalid. request() method" reached the dapp)', async () => {
  const { store, client } = connected()
  client.session = session([`solana:${SOLANA_REF}:${SOLANA_ADDRESS}`])
  const solana = client.session.namespaces.solana
  if (solana) solana.methods = ['solana_signMessage']
  await expect(
    walletConnectRequest(store, client, { namespace: 'solana', method: 'solana_signTransaction' }),
  ).rejects.toMatchObject({
    code: 'WALLET_REQUEST_NOT_ALLOWED',
    shortMessage: 'Test Wallet does not support solana_signTransaction.',
    details: 'The WalletConnect session approved solana_signMessage on solana.',
    data: { code: 4200 },
  })
  await walletConnectRequest(store, client, { namespace: 'solana', method: 'solana_signMessage' })
  expect(client.request).toHaveBeenCalledTimes(1)
})

test('regression: a session keyed by chain (eip155:31338) refuses a method it did not approve with 4200 too (the SDK\'s "Missing or invalid" reached the dapp)', async () => {
  const { store, client } = connected()
  client.session = session([], {
    namespaces: {
      'eip155:31338': { accounts: [`eip155:31338:${EVM_ADDRESS}`], methods: ['personal_sign'] },
      'eip155:31337': { accounts: [`eip155:31337:${EVM_ADDRESS}`], methods: ['wallet_sendCalls'] },
    },
  })
  await expect(
    walletConnectRequest(store, client, { namespace: 'eip155', method: 'eth_sendTransaction' }),
  ).rejects.toMatchObject({
    code: 'WALLET_REQUEST_NOT_ALLOWED',
    details: 'The WalletConnect session approved personal_sign, wallet_sendCalls on eip155.',
    data: { code: 4200 },
  })
  await walletConnectRequest(store, client, { namespace: 'eip155', method: 'personal_sign' })
  expect(client.request).toHaveBeenCalledTimes(1)
})

test("behavior: the dapp's wallet_switchEthereumChain asks the wallet through the session and moves the account (regression: the provider answered it itself, chainChanged never came)", async () => {
  const { store } = setupStore()
  const { client } = fakeClient()
  const connectedSession = session([`eip155:31337:${EVM_ADDRESS}`, `eip155:31338:${EVM_ADDRESS}`])
  const eip155 = connectedSession.namespaces.eip155
  if (eip155) eip155.methods = ['personal_sign', 'wallet_switchEthereumChain']
  client.session = connectedSession
  applyWalletConnectSession(store, client, connectedSession)
  await expect(
    walletConnectRequest(store, client, {
      namespace: 'eip155',
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6a' }],
    }),
  ).resolves.toBeNull()
  expect(client.client.request).toHaveBeenCalledExactlyOnceWith({
    topic: connectedSession.topic,
    chainId: 'eip155:31337',
    request: { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] },
  })
  expect(client.request).not.toHaveBeenCalled()
  expect(
    await walletConnectRequest(store, client, { namespace: 'eip155', method: 'eth_chainId' }),
  ).toBe('0x7a6a')

  await expect(
    walletConnectRequest(store, client, {
      namespace: 'eip155',
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x1' }],
    }),
  ).rejects.toMatchObject({ code: 'UNKNOWN_NETWORK', data: { code: 4902 } })

  vi.mocked(client.client.request).mockRejectedValueOnce({ code: 5000, message: 'User rejected.' })
  await expect(
    walletConnectRequest(store, client, {
      namespace: 'eip155',
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a69' }],
    }),
  ).rejects.toMatchObject({ code: 'USER_REJECTED', data: { code: 4001 } })
  expect(
    await walletConnectRequest(store, client, { namespace: 'eip155', method: 'eth_chainId' }),
  ).toBe('0x7a6a')
})
