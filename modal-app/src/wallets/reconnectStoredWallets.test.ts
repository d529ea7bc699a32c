import type { HostConnector, Namespace, Network } from '@airlock/shared-protocol'
import { atom } from 'jotai/vanilla'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { accountsAtom, connectedNamespacesAtom } from '../state/account.ts'
import { activeNamespaceAtom } from '../state/chain.ts'
import { connectionAtom } from '../state/connection.ts'
import { activeConnectorIdsAtom, connectorsAtom } from '../state/connectors.ts'
import { connectorIdKey, STORAGE_KEYS, storageAtom } from '../state/storage.ts'
import { reconnectStoredWallets } from './reconnectStoredWallets.ts'
import {
  BITCOIN_ADDRESS,
  bitcoinTestnet,
  COSMOS_ADDRESS,
  cosmosTestnet,
  EVM_ADDRESS,
  fakeBridge,
  keplr,
  mainnet,
  metamask,
  POLKADOT_ADDRESS,
  phantomSolana,
  SOLANA_ADDRESS,
  setupStore,
  talisman,
  westend,
  xverse,
} from './testing.ts'

afterEach(() => {
  vi.useRealTimers()
})

const prompting = ['eth_requestAccounts', 'wallet_requestPermissions']

function stored(
  namespaces: Partial<Record<Namespace, string>>,
  active?: string,
  networks?: Network[],
) {
  const setup = setupStore({}, networks)
  const storage = setup.store.get(storageAtom)
  for (const [namespace, id] of Object.entries(namespaces)) {
    storage.set(connectorIdKey(namespace as Namespace), id)
  }
  if (active) storage.set(STORAGE_KEYS.activeNamespace, active)
  return setup
}

const asConnector = (host: HostConnector) => ({
  id: host.id,
  name: host.name,
  type: host.type,
  chain: host.namespace,
})

describe('reconnectStoredWallets', () => {
  test('default: reconnects the stored EVM wallet with eth_accounts, never prompting', async () => {
    const { store } = stored({ eip155: 'io.metamask' })
    store.set(connectorsAtom, [asConnector(metamask)])
    const bridge = fakeBridge({ eth_accounts: [EVM_ADDRESS], eth_chainId: '0x89' })
    const result = await reconnectStoredWallets(store, { bridge }, { graceMs: 1000 })
    expect(result).toEqual({ eip155: 'connected' })
    expect(bridge.methods()).toEqual(['eth_accounts', 'eth_chainId'])
    expect(bridge.methods().some((method) => prompting.includes(method))).toBe(false)
    expect(store.get(accountsAtom).eip155).toMatchObject({
      caipAddress: `eip155:137:${EVM_ADDRESS}`,
      status: 'connected',
    })
    expect(store.get(connectionAtom).status).toBe('connected')
    expect(store.get(activeConnectorIdsAtom).eip155).toBe('io.metamask')
  })

  test('default: Solana reconnects with standard:connect { silent: true }', async () => {
    const { store } = stored({ solana: 'phantom-solana' })
    store.set(connectorsAtom, [asConnector(phantomSolana)])
    const bridge = fakeBridge({ 'standard:connect': { accounts: [{ address: SOLANA_ADDRESS }] } })
    expect(await reconnectStoredWallets(store, { bridge }, { graceMs: 0 })).toEqual({
      solana: 'connected',
    })
    expect(bridge.calls).toEqual([
      { connectorId: 'phantom-solana', method: 'standard:connect', params: { silent: true } },
    ])
    expect(store.get(accountsAtom).solana.address).toBe(SOLANA_ADDRESS)
  })

  test('behavior: polkadot, bitcoin and cosmos host wallets reconnect after a reload, silently', async () => {
    // Regression: only eip155 and solana were reconnected; these namespaces were disconnected
    // by every reload although their connector ids were stored.
    const { store } = stored(
      { polkadot: talisman.id, bip122: xverse.id, cosmos: keplr.id },
      'cosmos',
      [mainnet, westend, bitcoinTestnet, cosmosTestnet],
    )
    store.set(connectorsAtom, [talisman, xverse, keplr].map(asConnector))
    const bridge = fakeBridge({
      'polkadot:connect': { accounts: [{ address: POLKADOT_ADDRESS }] },
      'bitcoin:connect': { accounts: [{ address: BITCOIN_ADDRESS }] },
      'cosmos:connect': { accounts: [{ address: COSMOS_ADDRESS }] },
    })
    expect(await reconnectStoredWallets(store, { bridge }, { graceMs: 0 })).toEqual({
      polkadot: 'connected',
      bip122: 'connected',
      cosmos: 'connected',
    })
    expect(bridge.calls).toEqual([
      { connectorId: talisman.id, method: 'polkadot:connect', params: { silent: true } },
      { connectorId: xverse.id, method: 'bitcoin:connect', params: { silent: true } },
      {
        connectorId: keplr.id,
        method: 'cosmos:connect',
        params: { chainId: String(cosmosTestnet.id), silent: true },
      },
    ])
    expect(store.get(accountsAtom).cosmos.caipAddress).toBe(
      `${cosmosTestnet.caipNetworkId}:${COSMOS_ADDRESS}`,
    )
    expect(store.get(connectedNamespacesAtom)).toEqual(['polkadot', 'bip122', 'cosmos'])
    expect(store.get(activeNamespaceAtom)).toBe('cosmos')
  })

  test('behavior: a bitcoin wallet that no longer allows the site leaves it disconnected', async () => {
    const { store, saved } = stored({ bip122: xverse.id }, undefined, [mainnet, bitcoinTestnet])
    store.set(connectorsAtom, [asConnector(xverse)])
    const bridge = fakeBridge({ 'bitcoin:connect': { accounts: [] } })
    expect(await reconnectStoredWallets(store, { bridge }, { graceMs: 0 })).toEqual({
      bip122: 'not-authorized',
    })
    expect(store.get(accountsAtom).bip122.status).toBe('disconnected')
    expect(saved.has(connectorIdKey('bip122'))).toBe(false)
  })

  test('behavior: both namespaces reconnect and the stored active namespace stays active', async () => {
    const { store } = stored({ eip155: 'io.metamask', solana: 'phantom-solana' }, 'eip155')
    store.set(connectorsAtom, [asConnector(metamask), asConnector(phantomSolana)])
    const bridge = fakeBridge({
      eth_accounts: [EVM_ADDRESS],
      eth_chainId: '0x1',
      'standard:connect': { accounts: [{ address: SOLANA_ADDRESS }] },
    })
    await reconnectStoredWallets(store, { bridge }, { graceMs: 0 })
    expect(store.get(connectedNamespacesAtom)).toEqual(['eip155', 'solana'])
    expect(store.get(activeNamespaceAtom)).toBe('eip155')
  })

  test('behavior: the stored active namespace wins whichever wallet answers last', async () => {
    for (const [active, slow] of [
      ['solana', 'eth_accounts'],
      ['eip155', 'standard:connect'],
      ['solana', 'standard:connect'],
    ] as const) {
      const { store } = stored({ eip155: 'io.metamask', solana: 'phantom-solana' }, active)
      store.set(connectorsAtom, [asConnector(metamask), asConnector(phantomSolana)])
      let answerSlow = () => {}
      const slowAnswered = new Promise<void>((resolve) => {
        answerSlow = resolve
      })
      const answers: Record<string, unknown> = {
        eth_accounts: [EVM_ADDRESS],
        eth_chainId: '0x1',
        'standard:connect': { accounts: [{ address: SOLANA_ADDRESS }] },
      }
      const bridge = fakeBridge({
        ...answers,
        [slow]: async () => {
          await slowAnswered
          return answers[slow]
        },
      })
      const done = reconnectStoredWallets(store, { bridge }, { graceMs: 0 })
      // The fast namespace connects first; then the slow one answers.
      await vi.waitFor(() => expect(store.get(connectedNamespacesAtom)).toHaveLength(1))
      answerSlow()
      await done
      expect([active, slow, store.get(activeNamespaceAtom)]).toEqual([active, slow, active])
    }
  })

  test('behavior: a wallet gone for good leaves a clean disconnected state after the grace', async () => {
    vi.useFakeTimers()
    const { store, saved } = stored({ eip155: 'io.metamask' })
    const bridge = fakeBridge({ eth_accounts: [EVM_ADDRESS], eth_chainId: '0x1' })
    const done = reconnectStoredWallets(store, { bridge }, { graceMs: 1500 })
    expect(store.get(accountsAtom).eip155.status).toBe('reconnecting')
    await vi.advanceTimersByTimeAsync(1499)
    expect(store.get(accountsAtom).eip155.status).toBe('reconnecting')
    await vi.advanceTimersByTimeAsync(1)
    expect(await done).toEqual({ eip155: 'gone' })
    expect(bridge.calls).toEqual([])
    expect(store.get(accountsAtom).eip155.status).toBe('disconnected')
    expect(store.get(connectionAtom).status).toBe('disconnected')
    expect(saved.has(connectorIdKey('eip155'))).toBe(false)
    expect(store.get(activeConnectorIdsAtom).eip155).toBeUndefined()
  })

  test('behavior: a wallet announced during the grace is reconnected', async () => {
    vi.useFakeTimers()
    const { store } = stored({ eip155: 'io.metamask' })
    const bridge = fakeBridge({ eth_accounts: [EVM_ADDRESS], eth_chainId: '0x1' })
    const done = reconnectStoredWallets(store, { bridge }, { graceMs: 1500 })
    await vi.advanceTimersByTimeAsync(200)
    store.set(connectorsAtom, [{ ...asConnector(metamask), id: 'other' }])
    await vi.advanceTimersByTimeAsync(200)
    store.set(connectorsAtom, [asConnector(metamask)])
    expect(await done).toEqual({ eip155: 'connected' })
    expect(vi.getTimerCount()).toBe(0)
  })

  test('args: connectorsAtom can be the host SDK list', async () => {
    const { store } = stored({ eip155: 'io.metamask' })
    const hostList = atom<readonly HostConnector[]>([metamask])
    const bridge = fakeBridge({ eth_accounts: [EVM_ADDRESS], eth_chainId: '0x1' })
    const result = await reconnectStoredWallets(
      store,
      { bridge },
      { graceMs: 0, connectorsAtom: hostList },
    )
    expect(result).toEqual({ eip155: 'connected' })
  })

  test('behavior: a wallet that no longer authorizes the site (eth_accounts empty) is forgotten', async () => {
    const { store, saved } = stored({ eip155: 'io.metamask' })
    store.set(connectorsAtom, [asConnector(metamask)])
    const bridge = fakeBridge({ eth_accounts: [], eth_chainId: '0x1' })
    expect(await reconnectStoredWallets(store, { bridge }, { graceMs: 0 })).toEqual({
      eip155: 'not-authorized',
    })
    expect(bridge.methods()).toEqual(['eth_accounts'])
    expect(saved.has(connectorIdKey('eip155'))).toBe(false)
    expect(store.get(accountsAtom).eip155.status).toBe('disconnected')
  })

  test('behavior: a failing wallet is forgotten, the other namespace still reconnects', async () => {
    const { store, saved } = stored({ eip155: 'io.metamask', solana: 'phantom-solana' })
    store.set(connectorsAtom, [asConnector(metamask), asConnector(phantomSolana)])
    const bridge = fakeBridge({
      eth_accounts: [EVM_ADDRESS],
      eth_chainId: '0x1',
      'standard:connect': () => {
        throw new Error('Wallet crashed')
      },
    })
    expect(await reconnectStoredWallets(store, { bridge }, { graceMs: 0 })).toEqual({
      eip155: 'connected',
      solana: 'failed',
    })
    expect(store.get(connectedNamespacesAtom)).toEqual(['eip155'])
    expect(store.get(connectionAtom).status).toBe('connected')
    expect(saved.has(connectorIdKey('solana'))).toBe(false)
    expect(store.get(activeNamespaceAtom)).toBe('eip155')
  })

  test('behavior: nothing stored, nothing asked', async () => {
    const { store } = setupStore()
    const bridge = fakeBridge({})
    expect(await reconnectStoredWallets(store, { bridge }, { graceMs: 1000 })).toEqual({})
    expect(bridge.calls).toEqual([])
  })
})
