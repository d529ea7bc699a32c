import { solanaTransferTransaction } from '@airlock/testkit/solanaTransfer'
import { getBase58Decoder, getBase64Decoder } from '@solana/kit'
import { describe, expect, test, vi } from 'vitest'
import { modalOpenAtom } from '../state/modal.ts'
import { connectHostWallet } from '../wallets/connectHostWallet.ts'
import {
  COSMOS_ADDRESS,
  cosmosTestnet,
  EVM_ADDRESS,
  fakeBridge,
  keplr,
  metamask,
  POLKADOT_ADDRESS,
  phantomSolana,
  SOLANA_ADDRESS,
  setupStore,
  talisman,
  westend,
} from '../wallets/testing.ts'
import { createModalHandlers } from './createModalHandlers.ts'
import { hostLinkAtom } from './hostLinkAtom.ts'
import { walletConnectWiringAtom } from './walletConnectWiringAtom.ts'
import type { WalletConnectWiring } from './wireWalletConnect.ts'

describe('createModalHandlers providerRequest', () => {
  test("behavior: a connected namespace's account request is answered with its address, never sent to a wallet, WalletConnect included", async () => {
    const { store } = setupStore()
    const deps = {
      bridge: fakeBridge({
        eth_requestAccounts: [EVM_ADDRESS],
        eth_chainId: '0x1',
        'standard:connect': { accounts: [{ address: SOLANA_ADDRESS }] },
      }),
    }
    await connectHostWallet(store, deps, metamask)
    await connectHostWallet(store, deps, phantomSolana)
    const sent = deps.bridge.calls.length
    // As if WalletConnect had connected the namespaces: it would not know `standard:connect`.
    const request = vi.fn()
    store.set(walletConnectWiringAtom, {
      handles: () => true,
      request,
    } as unknown as WalletConnectWiring)
    const handlers = createModalHandlers(store, { getState: vi.fn() })
    expect(
      await handlers.providerRequest({ namespace: 'solana', method: 'standard:connect' }),
    ).toEqual([SOLANA_ADDRESS])
    expect(
      await handlers.providerRequest({ namespace: 'eip155', method: 'eth_requestAccounts' }),
    ).toEqual([EVM_ADDRESS])
    expect(request).not.toHaveBeenCalled()
    expect(deps.bridge.calls).toHaveLength(sent)
    // Anything else still goes to the namespace's wallet.
    await handlers.providerRequest({ namespace: 'eip155', method: 'personal_sign', params: [] })
    expect(request).toHaveBeenCalledTimes(1)
  })

  test("regression: a dapp's Solana request to a WalletConnect wallet goes out by WalletConnect's name and encoding (the session refused wallet-standard's names)", async () => {
    const { store } = setupStore()
    const deps = {
      bridge: fakeBridge({ 'standard:connect': { accounts: [{ address: SOLANA_ADDRESS }] } }),
    }
    await connectHostWallet(store, deps, phantomSolana)
    const signature = Uint8Array.from({ length: 64 }, (_, index) => index)
    const request = vi.fn(async () => ({ signature: getBase58Decoder().decode(signature) }))
    store.set(walletConnectWiringAtom, {
      handles: (namespace: string) => namespace === 'solana',
      request,
    } as unknown as WalletConnectWiring)
    const handlers = createModalHandlers(store, { getState: vi.fn() })
    const transaction = solanaTransferTransaction({
      from: SOLANA_ADDRESS,
      to: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      lamports: 1n,
    })
    const answer = await handlers.providerRequest({
      namespace: 'solana',
      method: 'solana:signAndSendTransaction',
      params: { transaction, address: SOLANA_ADDRESS, options: { skipPreflight: true } },
    })
    expect(request).toHaveBeenCalledWith({
      namespace: 'solana',
      method: 'solana_signAndSendTransaction',
      params: { transaction, sendOptions: { skipPreflight: true } },
    })
    expect(answer).toEqual({ signature: getBase64Decoder().decode(signature) })
  })
})

describe('createModalHandlers providerRequest on polkadot, bip122, cosmos', () => {
  test("route: the account request gets the wallet's answer, signing methods go to the host wallet, others refused", async () => {
    const { store } = setupStore({}, [westend])
    const accounts = [{ address: POLKADOT_ADDRESS, name: 'Alice', type: 'sr25519' }]
    const bridge = fakeBridge({
      'polkadot:connect': { accounts },
      'polkadot:signRaw': { signature: '0x01' },
    })
    store.set(hostLinkAtom, { bridge, openUrl: async () => true })
    await connectHostWallet(store, { bridge }, talisman)
    const handlers = createModalHandlers(store, { getState: vi.fn() })
    expect(
      await handlers.providerRequest({ namespace: 'polkadot', method: 'polkadot:connect' }),
    ).toEqual({ accounts })
    const params = { address: POLKADOT_ADDRESS, data: '0x6869' }
    expect(
      await handlers.providerRequest({ namespace: 'polkadot', method: 'polkadot:signRaw', params }),
    ).toEqual({ signature: '0x01' })
    expect(bridge.calls.at(-1)).toEqual({
      connectorId: talisman.id,
      method: 'polkadot:signRaw',
      params,
    })
    await expect(
      handlers.providerRequest({ namespace: 'polkadot', method: 'author_submitExtrinsic' }),
    ).rejects.toMatchObject({ code: 'WALLET_REQUEST_NOT_ALLOWED', data: { code: 4200 } })
    expect(bridge.calls).toHaveLength(3)
  })

  test("regression: a dapp's getAccounts() before any cosmos account gets the public key once the visitor connects (CosmJS signs with it)", async () => {
    const { store } = setupStore({}, [westend, cosmosTestnet])
    const account = {
      address: COSMOS_ADDRESS,
      pubKey: 'A6husD1lv4hYQWoM/Malb1tUxTndDmViOLf4Eyb4YKH4',
      algo: 'secp256k1',
    }
    const bridge = fakeBridge({ 'cosmos:connect': { accounts: [account] } })
    store.set(hostLinkAtom, { bridge, openUrl: async () => true })
    const handlers = createModalHandlers(store, { getState: vi.fn() })
    // No chain known to the dapp yet: getAccounts() sends no chainId.
    const answer = handlers.providerRequest({ namespace: 'cosmos', method: 'cosmos:connect' })
    expect(store.get(modalOpenAtom)).toBe(true)
    await connectHostWallet(store, { bridge }, keplr)
    await expect(answer).resolves.toEqual({ accounts: [account] })
    // The visitor's connect, then the dapp's request on the chain the visitor connected.
    expect(bridge.calls.at(-1)).toEqual({
      connectorId: keplr.id,
      method: 'cosmos:connect',
      params: { chainId: 'provider' },
    })
  })
})

describe('createModalHandlers open', () => {
  test('error: a view the modal does not have is INVALID_PARAMS naming the field', () => {
    const { store } = setupStore()
    const handlers = createModalHandlers(store, { getState: vi.fn() })
    for (const view of ['Nope', 'account', 'toString']) {
      expect(() => handlers.open({ view: view as 'Account' })).toThrow(
        expect.objectContaining({
          code: 'INVALID_PARAMS',
          details: expect.stringMatching(/^view: /),
        }),
      )
    }
    expect(handlers.open({ view: 'Account' })).toBeNull()
  })
})
