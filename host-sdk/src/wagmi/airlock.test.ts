import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import {
  connect,
  createConfig,
  createStorage,
  disconnect,
  getConnection,
  reconnect,
  switchChain,
} from '@wagmi/core'
import { http, numberToHex } from 'viem'
import { anvil } from 'viem/chains'
import { describe, expect, test, vi } from 'vitest'
import type { HostModalState } from '../HostModalState.ts'
import type { ModalEip1193Provider } from '../providers/ModalEip1193Provider.ts'
import type { ModalSolanaProvider } from '../solana/ModalSolanaProvider.ts'
import { type AirlockParameters, airlock } from './airlock.ts'
import * as entry from './index.ts'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const anvil2 = { ...anvil, id: 31338, name: 'Anvil 2' } as const

type FakeModal = AirlockParameters['modal'] & { set: (patch: Partial<HostModalState>) => void }

/**
 * An AirlockModal whose state the test drives by hand; its eip155 provider answers `eth_accounts`
 * and `eth_chainId` from that state, as the modal does.
 */
function fakeModal(initial: Partial<HostModalState> = {}): FakeModal {
  let state: HostModalState = {
    ready: true,
    open: false,
    view: 'Connect',
    status: 'disconnected',
    account: null,
    network: { caipNetworkId: 'eip155:31337', name: 'Anvil' },
    siwx: null,
    accounts: [],
    walletInfo: null,
    error: null,
    ...initial,
  }
  const listeners = new Set<(state: HostModalState) => void>()
  const subscribeState = (listener: (state: HostModalState) => void) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }
  const set = (patch: Partial<HostModalState>) => {
    state = { ...state, ...patch }
    for (const listener of [...listeners]) listener(state)
  }
  const eip155: ModalEip1193Provider = {
    request: async ({ method }) => {
      if (method === 'eth_accounts') {
        return state.account?.namespace === 'eip155' ? [state.account.address] : []
      }
      if (method === 'eth_chainId') {
        return numberToHex(Number(state.network?.caipNetworkId.split(':')[1]))
      }
      throw new Error(`not faked: ${method}`)
    },
    on: () => {},
    removeListener: () => {},
  }
  function getProvider(namespace: 'eip155'): ModalEip1193Provider
  function getProvider(namespace: 'solana'): ModalSolanaProvider
  function getProvider(namespace: 'polkadot' | 'bip122' | 'cosmos'): never
  function getProvider(namespace: string): ModalEip1193Provider | ModalSolanaProvider {
    if (namespace === 'eip155') return eip155
    throw new Error('not faked')
  }
  return {
    open: vi.fn(async () => set({ open: true, view: 'Connect' })),
    close: vi.fn(async () => set({ open: false })),
    getState: () => state,
    subscribeState,
    getProvider,
    switchNetwork: vi.fn(async (caipNetworkId: string) =>
      set({ network: { caipNetworkId, name: caipNetworkId } }),
    ),
    disconnect: vi.fn(async () => set({ account: null, accounts: [], status: 'disconnected' })),
    set,
  }
}

const evmAccount = (address: string, chainId = 31337) => ({
  address,
  caipAddress: `eip155:${chainId}:${address}`,
  namespace: 'eip155' as const,
})

/** The visitor picks a wallet in the open modal and approves: the modal shows Account. */
function visitorConnects(modal: FakeModal, address = A): void {
  modal.set({ account: evmAccount(address), status: 'connected', view: 'Account' })
}

function memoryStorage(items = new Map<string, string>()) {
  return createStorage({
    storage: {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    },
  })
}

/** A wagmi config with the connector of `modal` (and its storage in `items`: a page's localStorage). */
function setup(modal: FakeModal, items?: Map<string, string>, reconnectTimeoutMs = 1_000) {
  const config = createConfig({
    chains: [anvil, anvil2],
    connectors: [airlock({ modal, reconnectTimeoutMs })],
    transports: { [anvil.id]: http(), [anvil2.id]: http() },
    storage: memoryStorage(items),
    multiInjectedProviderDiscovery: false,
  })
  const [connector] = config.connectors
  if (!connector) throw new Error('wagmi set up no connector')
  return { config, connector }
}

/** Resolves once `predicate` holds for the modal's state. */
function until(modal: FakeModal, predicate: (state: HostModalState) => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (predicate(modal.getState())) return resolve()
    const stop = modal.subscribeState((state) => {
      if (predicate(state)) {
        stop()
        resolve()
      }
    })
  })
}

test('default: the exported names of @airlock/host-sdk/wagmi', () => {
  expect(Object.keys(entry)).toEqual(['airlock'])
})

describe('airlock()', () => {
  test('default: connect opens Connect, resolves with the account the visitor connected and closes the modal', async () => {
    const modal = fakeModal()
    const { config, connector } = setup(modal)
    const connecting = connect(config, { connector })
    await until(modal, (state) => state.open)
    expect(modal.open).toHaveBeenCalledWith({ view: 'Connect' })
    visitorConnects(modal)
    expect(await connecting).toEqual({ accounts: [A], chainId: 31337 })
    expect(modal.close).toHaveBeenCalledOnce()
    expect(modal.getState().open).toBe(false)
    expect(getConnection(config)).toMatchObject({ status: 'connected', address: A })
  })

  test('behavior: keepOpen leaves the modal on Account', async () => {
    const modal = fakeModal()
    const config = createConfig({
      chains: [anvil],
      connectors: [airlock({ modal, keepOpen: true })],
      transports: { [anvil.id]: http() },
      storage: memoryStorage(),
    })
    const [connector] = config.connectors
    if (!connector) throw new Error('wagmi set up no connector')
    const connecting = connect(config, { connector })
    await until(modal, (state) => state.open)
    visitorConnects(modal)
    await connecting
    expect(modal.close).not.toHaveBeenCalled()
    expect(modal.getState()).toMatchObject({ open: true, view: 'Account' })
  })

  test('behavior: a required sign-in after the connect keeps the modal open for it', async () => {
    const modal = fakeModal()
    const { config, connector } = setup(modal)
    const connecting = connect(config, { connector })
    await until(modal, (state) => state.open)
    modal.set({ account: evmAccount(A), status: 'signing-in', view: 'ConnectingExternal' })
    expect(await connecting).toEqual({ accounts: [A], chainId: 31337 })
    expect(modal.close).not.toHaveBeenCalled()
    expect(modal.getState().open).toBe(true)
  })

  test('behavior: with a wallet already connected in the modal, connect does not open it', async () => {
    const modal = fakeModal({ account: evmAccount(A), status: 'connected' })
    const { config, connector } = setup(modal)
    expect(await connect(config, { connector })).toEqual({
      accounts: [A],
      chainId: 31337,
    })
    expect(modal.open).not.toHaveBeenCalled()
  })

  test('behavior: connect with a chainId switches the modal to it', async () => {
    const modal = fakeModal({ account: evmAccount(A), status: 'connected' })
    const { config, connector } = setup(modal)
    expect(await connect(config, { connector, chainId: 31338 })).toEqual({
      accounts: [A],
      chainId: 31338,
    })
    expect(modal.switchNetwork).toHaveBeenCalledWith('eip155:31338')
  })

  test('error: closing the modal without connecting is a UserRejectedRequestError (4001)', async () => {
    const modal = fakeModal()
    const { config, connector } = setup(modal)
    const connecting = connect(config, { connector })
    await until(modal, (state) => state.open)
    // A Solana account is no answer to an EVM connect.
    modal.set({
      account: {
        address: 'FfbpCjkPoRayuP58v6jdbiALPRvwKXcVKJddaX37FLyj',
        caipAddress:
          'solana:J8gmQyY2uH9RgiCs2FZPcUuZwM67dvMZ:FfbpCjkPoRayuP58v6jdbiALPRvwKXcVKJddaX37FLyj',
        namespace: 'solana',
      },
    })
    modal.set({ open: false })
    await expect(connecting).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      code: 4001,
      details: 'The visitor closed the Airlock modal without connecting an EVM wallet.',
    })
    expect(getConnection(config).status).toBe('disconnected')
  })

  test('behavior: switchChain goes through modal.switchNetwork', async () => {
    const modal = fakeModal({ account: evmAccount(A), status: 'connected' })
    const { config, connector } = setup(modal)
    await connect(config, { connector })
    expect(await switchChain(config, { chainId: 31338 })).toMatchObject({ id: 31338 })
    expect(modal.switchNetwork).toHaveBeenCalledWith('eip155:31338')
    expect(getConnection(config).chainId).toBe(31338)
  })

  test('error: switchChain maps the modal errors to wagmi’s', async () => {
    const modal = fakeModal({ account: evmAccount(A), status: 'connected' })
    const { config, connector } = setup(modal)
    await connect(config, { connector })

    vi.mocked(modal.switchNetwork).mockRejectedValueOnce(
      new AirlockError(ErrorCode.USER_REJECTED, 'The wallet declined the request.'),
    )
    await expect(switchChain(config, { chainId: 31338 })).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      code: 4001,
    })

    vi.mocked(modal.switchNetwork).mockRejectedValueOnce(
      new AirlockError(ErrorCode.UNKNOWN_NETWORK, 'eip155:31338 is not a network of this modal.'),
    )
    await expect(switchChain(config, { chainId: 31338 })).rejects.toMatchObject({
      name: 'SwitchChainError',
      code: 4902,
      details: 'eip155:31338 is not a network of this modal.',
    })

    // A chain outside wagmi's config never reaches the modal.
    vi.mocked(modal.switchNetwork).mockClear()
    await expect(connector.switchChain?.({ chainId: 1 })).rejects.toMatchObject({
      name: 'SwitchChainError',
      cause: { name: 'ChainNotConfiguredError' },
    })
    expect(modal.switchNetwork).not.toHaveBeenCalled()
  })

  test('behavior: what the visitor does in the modal reaches wagmi: account, chain, disconnect, a new connection', async () => {
    const modal = fakeModal({ account: evmAccount(A), status: 'connected' })
    const { config, connector } = setup(modal)
    await connect(config, { connector })

    modal.set({ account: evmAccount(B) })
    expect(getConnection(config).address).toBe(B)
    // The account moves with the network, as in the modal.
    modal.set({
      account: evmAccount(B, 31338),
      network: { caipNetworkId: 'eip155:31338', name: 'Anvil 2' },
    })
    expect(getConnection(config).chainId).toBe(31338)
    // Solana made active: wagmi keeps its EVM account.
    modal.set({ network: { caipNetworkId: 'solana:J8gmQyY2uH9RgiCs2FZPcUuZwM67dvMZ', name: 'S' } })
    expect(getConnection(config)).toMatchObject({ status: 'connected', chainId: 31338 })

    modal.set({ account: null, status: 'disconnected' })
    expect(getConnection(config).status).toBe('disconnected')

    // Connected from the modal's own button, not through wagmi.
    modal.set({ network: { caipNetworkId: 'eip155:31337', name: 'Anvil' } })
    visitorConnects(modal, A)
    expect(getConnection(config)).toMatchObject({ status: 'connected', address: A })
  })

  test('behavior: wagmi disconnect disconnects the EVM wallet in the modal', async () => {
    const modal = fakeModal({ account: evmAccount(A), status: 'connected' })
    const { config, connector } = setup(modal)
    await connect(config, { connector })
    await disconnect(config)
    // The EVM wallet only: a Solana wallet in the same modal stays connected.
    expect(modal.disconnect).toHaveBeenCalledExactlyOnceWith({ namespace: 'eip155' })
    expect(getConnection(config).status).toBe('disconnected')
  })

  test('behavior: after a reload wagmi reconnects once the modal restored the session', async () => {
    const items = new Map<string, string>()
    const before = fakeModal({ account: evmAccount(A), status: 'connected' })
    const first = setup(before, items)
    await connect(first.config, { connector: first.connector })

    // The reloaded page: the modal is still booting and restores the stored wallet later.
    const modal = fakeModal({ ready: false })
    const { config } = setup(modal, items)
    const reconnecting = reconnect(config)
    modal.set({ ready: true })
    modal.set({ account: evmAccount(A), status: 'connected' })
    expect(await reconnecting).toMatchObject([{ accounts: [A], chainId: 31337 }])
    expect(getConnection(config)).toMatchObject({ status: 'connected', address: A })
    expect(modal.open).not.toHaveBeenCalled()
  })

  test('behavior: reconnect does not wait for the modal when wagmi never connected through it', async () => {
    const modal = fakeModal({ ready: false })
    const { config } = setup(modal, new Map(), 60_000)
    expect(await reconnect(config)).toEqual([])
    expect(getConnection(config).status).toBe('disconnected')
  })

  test('behavior: a session the modal does not restore leaves wagmi disconnected after the timeout', async () => {
    const items = new Map<string, string>()
    const before = fakeModal({ account: evmAccount(A), status: 'connected' })
    const first = setup(before, items)
    await connect(first.config, { connector: first.connector })

    const { config } = setup(fakeModal(), items, 50)
    expect(await reconnect(config)).toEqual([])
    expect(getConnection(config).status).toBe('disconnected')
    // Not waited for again on the next load.
    expect([...items.keys()].some((key) => key.includes('airlock.connected'))).toBe(false)
  })

  test('error: airlock() refuses options of the wrong kind, saying which', () => {
    const modal = fakeModal()
    expect(() => airlock({ modal, keepOpen: 'yes' as never })).toThrowErrorMatchingInlineSnapshot(
      `[AirlockError: airlock(): keepOpen is true or false.]`,
    )
    expect(() => airlock({ modal, reconnectTimeoutMs: -1 })).toThrowErrorMatchingInlineSnapshot(
      `[AirlockError: airlock(): reconnectTimeoutMs is a number of milliseconds, 0 or more.]`,
    )
  })

  test('error: airlock() without a modal says what to pass', () => {
    expect(() => airlock({} as never)).toThrowErrorMatchingInlineSnapshot(
      `[AirlockError: airlock() needs the modal to connect through: airlock({ modal: createModal({ projectId, modalUrl }) }).]`,
    )
  })
})
