import type { HostConnector } from '@airlock/shared-protocol'
import { describe, expect, test } from 'vitest'
import { activeNamespaceAtom, activeNetworkAtom, setActiveNetwork } from '../state/chain.ts'
import { connectorsAtom } from '../state/connectors.ts'
import { modalOpenAtom } from '../state/modal.ts'
import { setOptions } from '../state/options.ts'
import { openModal } from '../state/router/openModal.ts'
import { historyAtom, viewAtom } from '../state/router/viewStack.ts'
import type { Store } from '../state/Store.ts'
import { addSiwxSession } from '../state/siwx/siwxSessions.ts'
import { type SiwxSession, siwxSessionAtom } from '../state/siwx.ts'
import { connectorIdKey, STORAGE_KEYS, storageAtom } from '../state/storage.ts'
import { testSiwxSession } from '../state/testing.ts'
import { startPairing } from '../walletconnect/startPairing.ts'
import * as wc from '../walletconnect/testing.ts'
import { connectHostWallet } from '../wallets/connectHostWallet.ts'
import { disconnectWallet } from '../wallets/disconnectWallet.ts'
import { handleWalletEvent } from '../wallets/handleWalletEvent.ts'
import { reconnectStoredWallets } from '../wallets/reconnectStoredWallets.ts'
import {
  EVM_ADDRESS,
  EVM_ADDRESS_2,
  fakeBridge,
  mainnet,
  metamask,
  phantomSolana,
  polygon,
  SOLANA_ADDRESS,
  setupStore,
  solanaMainnet,
} from '../wallets/testing.ts'
import { wireSiwx } from './wireSiwx.ts'

const required = { siwx: { required: true } }
const signed: SiwxSession = testSiwxSession(mainnet.caipNetworkId, EVM_ADDRESS)
const signedSolana: SiwxSession = testSiwxSession(solanaMainnet.caipNetworkId, SOLANA_ADDRESS)

const asConnector = (host: HostConnector) => ({
  id: host.id,
  name: host.name,
  type: host.type,
  chain: host.namespace,
})

/** Lets the microtask the watcher decides in run. */
const settled = () => new Promise<void>((resolve) => queueMicrotask(resolve))

/** Counts how often the sign view is put on screen (a second reset to it counts again). */
function countSignViews(store: Store): () => number {
  let count = 0
  store.sub(historyAtom, () => {
    if (store.get(historyAtom).at(-1)?.view === 'SIWXSignMessage') count += 1
  })
  return () => count
}

function wired(options: Record<string, unknown> = required) {
  const setup = setupStore(options)
  setup.store.set(connectorsAtom, [asConnector(metamask), asConnector(phantomSolana)])
  const signViews = countSignViews(setup.store)
  const unwire = wireSiwx(setup.store)
  return { ...setup, signViews, unwire }
}

const evmWallet = (address = EVM_ADDRESS) =>
  fakeBridge({ eth_requestAccounts: [address], eth_accounts: [address], eth_chainId: '0x1' })

describe('wireSiwx', () => {
  test('default: a host-window connect without a session opens SIWXSignMessage once', async () => {
    const { store, signViews } = wired()
    const result = await connectHostWallet(store, { bridge: evmWallet() }, metamask)
    expect(result.kind).toBe('connected')
    await settled()
    expect(store.get(modalOpenAtom)).toBe(true)
    expect(store.get(viewAtom)).toBe('SIWXSignMessage')
    expect(signViews()).toBe(1)
  })

  test('behavior: a Solana host-window wallet asks for its own sign-in', async () => {
    const { store, signViews } = wired()
    const bridge = fakeBridge({ 'standard:connect': { accounts: [{ address: SOLANA_ADDRESS }] } })
    setActiveNetwork(store, solanaMainnet)
    await connectHostWallet(store, { bridge }, phantomSolana)
    await settled()
    expect(store.get(viewAtom)).toBe('SIWXSignMessage')
    expect(signViews()).toBe(1)
  })

  test('behavior: a connect whose account has a stored session makes it current without a prompt', async () => {
    const { store, signViews } = wired()
    addSiwxSession(store, 'eip155', EVM_ADDRESS, signed)
    store.set(siwxSessionAtom, undefined)
    await connectHostWallet(store, { bridge: evmWallet() }, metamask)
    await settled()
    expect(store.get(siwxSessionAtom)).toEqual(signed)
    expect(store.get(modalOpenAtom)).toBe(false)
    expect(signViews()).toBe(0)
  })

  test('behavior: an approved WalletConnect session (eip155 and solana) prompts once, for the active namespace', async () => {
    const { store } = wc.setupStore()
    setOptions(store, required, { projectId: 'demo' })
    const signViews = countSignViews(store)
    wireSiwx(store)
    const fake = wc.fakeClient()
    const pairing = startPairing(store, { client: fake.client })
    await wc.adoptedPairing(fake)
    fake.approve(
      1,
      wc.session([
        `eip155:31337:${wc.EVM_ADDRESS}`,
        `solana:${wc.SOLANA_REF}:${wc.SOLANA_ADDRESS}`,
      ]),
    )
    await pairing.session
    await settled()
    expect(store.get(viewAtom)).toBe('SIWXSignMessage')
    expect(signViews()).toBe(1)
    pairing.stop()
  })

  test('behavior: a silent reconnect without a stored session (expired) asks to sign in', async () => {
    const { store, signViews } = wired()
    store.get(storageAtom).set(connectorIdKey('eip155'), metamask.id)
    await reconnectStoredWallets(store, { bridge: evmWallet() }, { graceMs: 0 })
    await settled()
    expect(store.get(viewAtom)).toBe('SIWXSignMessage')
    expect(signViews()).toBe(1)
    // The host shows the modal later with open(): the sign view, not Account.
    openModal(store)
    expect(store.get(viewAtom)).toBe('SIWXSignMessage')
  })

  test('behavior: a silent reconnect that restores a stored session does not prompt', async () => {
    const { store, signViews } = wired()
    addSiwxSession(store, 'eip155', EVM_ADDRESS, signed)
    store.set(siwxSessionAtom, undefined)
    store.get(storageAtom).set(connectorIdKey('eip155'), metamask.id)
    await reconnectStoredWallets(store, { bridge: evmWallet() }, { graceMs: 0 })
    await settled()
    expect(store.get(siwxSessionAtom)).toEqual(signed)
    expect(store.get(modalOpenAtom)).toBe(false)
    expect(signViews()).toBe(0)
    openModal(store)
    expect(store.get(viewAtom)).toBe('Account')
  })

  test('behavior: nothing is decided while a silent reconnect runs: two wallets are decided once, for the active one', async () => {
    const { store, signViews } = wired()
    addSiwxSession(store, 'solana', SOLANA_ADDRESS, signedSolana)
    const storage = store.get(storageAtom)
    storage.set(connectorIdKey('eip155'), metamask.id)
    storage.set(connectorIdKey('solana'), phantomSolana.id)
    storage.set(STORAGE_KEYS.activeNamespace, 'solana')
    // The EVM wallet (no session) connects first; the Solana wallet (signed in, active before the
    // reload) answers last. Deciding in between would have prompted the EVM account.
    let answered = () => {}
    const evmAnswered = new Promise<void>((resolve) => {
      answered = resolve
    })
    const bridge = fakeBridge({
      eth_accounts: [EVM_ADDRESS],
      eth_chainId: () => {
        answered()
        return '0x1'
      },
      'standard:connect': () =>
        evmAnswered.then(() => ({ accounts: [{ address: SOLANA_ADDRESS }] })),
    })
    const results = await reconnectStoredWallets(store, { bridge }, { graceMs: 0 })
    await settled()
    expect(results).toEqual({ eip155: 'connected', solana: 'connected' })
    expect(store.get(activeNamespaceAtom)).toBe('solana')
    expect(store.get(siwxSessionAtom)).toEqual(signedSolana)
    expect(signViews()).toBe(0)
  })

  test('behavior: the sign view follows the active account: switching to a signed-in namespace closes it', async () => {
    const { store, signViews } = wired()
    addSiwxSession(store, 'solana', SOLANA_ADDRESS, signedSolana)
    const bridge = fakeBridge({ 'standard:connect': { accounts: [{ address: SOLANA_ADDRESS }] } })
    setActiveNetwork(store, solanaMainnet)
    await connectHostWallet(store, { bridge }, phantomSolana)
    await connectHostWallet(store, { bridge: evmWallet() }, metamask)
    await settled()
    expect(store.get(viewAtom)).toBe('SIWXSignMessage')
    setActiveNetwork(store, solanaMainnet)
    await settled()
    expect(store.get(siwxSessionAtom)).toEqual(signedSolana)
    expect(store.get(modalOpenAtom)).toBe(false)
    expect(signViews()).toBe(1)
  })

  test('behavior: the wallet switching to another account asks that account to sign in; back to the first, its session is current again', async () => {
    const { store, signViews } = wired()
    addSiwxSession(store, 'eip155', EVM_ADDRESS, signed)
    await connectHostWallet(store, { bridge: evmWallet() }, metamask)
    await settled()
    expect(signViews()).toBe(0)
    handleWalletEvent(store, {
      connectorId: metamask.id,
      event: 'accountsChanged',
      data: [EVM_ADDRESS_2],
    })
    await settled()
    expect(store.get(siwxSessionAtom)).toBeUndefined()
    expect(store.get(viewAtom)).toBe('SIWXSignMessage')
    expect(signViews()).toBe(1)
    handleWalletEvent(store, {
      connectorId: metamask.id,
      event: 'accountsChanged',
      data: [EVM_ADDRESS],
    })
    await settled()
    expect(store.get(siwxSessionAtom)).toEqual(signed)
    expect(signViews()).toBe(1)
  })

  test('behavior: a network switch between configured networks does not ask again', async () => {
    const { store, signViews } = wired()
    await connectHostWallet(store, { bridge: evmWallet() }, metamask)
    await settled()
    handleWalletEvent(store, { connectorId: metamask.id, event: 'chainChanged', data: '0x89' })
    await settled()
    expect(store.get(viewAtom)).toBe('SIWXSignMessage')
    expect(store.get(activeNetworkAtom)?.caipNetworkId).toBe(polygon.caipNetworkId)
    expect(signViews()).toBe(1)
  })

  test('behavior: on a network the app did not configure nothing opens; moving to a configured one asks', async () => {
    const { store, signViews } = wired()
    const bridge = fakeBridge({ eth_requestAccounts: [EVM_ADDRESS], eth_chainId: '0x2a' })
    await connectHostWallet(store, { bridge }, metamask)
    await settled()
    expect(store.get(viewAtom)).toBe('UnsupportedChain')
    expect(signViews()).toBe(0)
    handleWalletEvent(store, { connectorId: metamask.id, event: 'chainChanged', data: '0x1' })
    await settled()
    expect(store.get(viewAtom)).toBe('SIWXSignMessage')
    expect(signViews()).toBe(1)
  })

  test('behavior: disconnecting clears the current session', async () => {
    const { store } = wired()
    addSiwxSession(store, 'eip155', EVM_ADDRESS, signed)
    const bridge = evmWallet()
    await connectHostWallet(store, { bridge }, metamask)
    await settled()
    expect(store.get(siwxSessionAtom)).toEqual(signed)
    await disconnectWallet(store, { bridge })
    await settled()
    expect(store.get(siwxSessionAtom)).toBeUndefined()
  })

  test('behavior: without siwx in the options nothing opens', async () => {
    const { store, signViews } = wired({})
    await connectHostWallet(store, { bridge: evmWallet() }, metamask)
    await settled()
    expect(store.get(modalOpenAtom)).toBe(false)
    expect(signViews()).toBe(0)
  })

  test('behavior: once unwired, connections are not looked at', async () => {
    const { store, signViews, unwire } = wired()
    unwire()
    await connectHostWallet(store, { bridge: evmWallet() }, metamask)
    await settled()
    expect(signViews()).toBe(0)
  })
})
