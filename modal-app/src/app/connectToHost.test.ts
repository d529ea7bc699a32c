// @vitest-environment happy-dom
import {
  AirlockError,
  acceptChannel,
  callMethod,
  createMethodTable,
  createPortMessenger,
  ErrorCode,
  type HostMethodSchemas,
  hostMethodSchemas,
  type MethodHandlers,
  type ModalState,
  modalMethodSchemas,
  type Remote,
} from '@airlock/shared-protocol'
import { createStore } from 'jotai/vanilla'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { activeAccountAtom } from '../state/account.ts'
import { analyticsConfigAtom } from '../state/analytics.ts'
import { activeNetworkAtom, chainsAtom } from '../state/chain.ts'
import { connectionAtom } from '../state/connection.ts'
import { connectorsAtom } from '../state/connectors.ts'
import { MODAL_VERSION } from '../state/constants.ts'
import { modalOpenAtom } from '../state/modal.ts'
import { effectiveFeaturesAtom, optionsAtom, projectServicesAtom } from '../state/options.ts'
import { viewAtom } from '../state/router/viewStack.ts'
import { connectorIdKey, storageAtom } from '../state/storage.ts'
import { TEST_SCOPE, testNetwork } from '../state/testing.ts'
import { callWallet } from './callWallet.ts'
import { connectToHost, type HostConnection } from './connectToHost.ts'
import { hostLinkAtom } from './hostLinkAtom.ts'
import { loadBalancesDepsAtom } from './loadBalancesDepsAtom.ts'

const cleanups: Array<() => void> = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

type ReadyAnswer = Awaited<ReturnType<MethodHandlers<HostMethodSchemas>['ready']>>

const wallet = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  namespace: 'eip155',
} as const

const mainnet = testNetwork('eip155:1')
const polygon = testNetwork('eip155:137')

type WalletRequest = MethodHandlers<HostMethodSchemas>['walletRequest']

function setup(
  answer: Partial<ReadyAnswer> = {},
  project: Parameters<typeof connectToHost>[0]['project'] = {
    projectId: 'demo',
    networks: [mainnet],
  },
  walletRequest: WalletRequest = () => null,
  store = createStore(),
) {
  // Balances are read after a switch: from here, not from a chain.
  store.set(loadBalancesDepsAtom, { fetchBalances: async () => [] })
  const { port1, port2 } = new MessageChannel()
  const states: ModalState[] = []
  const events: unknown[] = []
  const ready = vi.fn(() => ({
    protocolVersion: 1,
    sdkVersion: '0.1.0',
    options: {},
    open: null,
    connectors: [],
    ...answer,
  }))
  const host = acceptChannel({
    messenger: createPortMessenger(port2),
    channel: 'abcd1234',
    methods: createMethodTable(hostMethodSchemas, {
      ready,
      stateChanged: (state) => {
        states.push(state)
        return null
      },
      event: (event) => {
        events.push(event)
        return null
      },
      openUrl: () => ({ opened: false }),
      walletRequest,
      siwxNonce: () => ({ nonce: 'hostnonce1' }),
    }),
  })
  const root = document.createElement('html')
  const connecting = connectToHost({
    store,
    project,
    root,
    instance: 'abcd1234',
    scope: TEST_SCOPE,
    messenger: createPortMessenger(port1),
    timeoutMs: 2000,
    reconnectGraceMs: 0,
  })
  let connection: HostConnection | undefined
  connecting.then(
    (value) => {
      connection = value
    },
    () => {},
  )
  cleanups.push(
    () => connection?.destroy(),
    host.destroy,
    () => port1.close(),
    () => port2.close(),
  )
  return { connecting, events, host, hostPort: port2, ready, root, states, store }
}

async function call(remote: Remote, method: keyof typeof modalMethodSchemas, params: object) {
  return callMethod(remote, modalMethodSchemas, method, params as never, { timeoutMs: 2000 })
}

describe('connectToHost', () => {
  test('default: calls ready() with the versions it speaks, then reports its state', async () => {
    const { connecting, ready, states, store } = setup()
    await connecting
    expect(ready).toHaveBeenCalledWith({ protocolVersions: [1], modalVersion: MODAL_VERSION })
    await vi.waitFor(() => expect(states).toHaveLength(1))
    expect(states[0]).toEqual({
      seq: 1,
      open: false,
      openings: 0,
      closable: true,
      view: 'Connect',
      status: 'disconnected',
      account: null,
      network: { caipNetworkId: 'eip155:1', name: 'eip155:1' },
      siwx: null,
      accounts: [],
      walletInfo: null,
    })
    expect(store.get(modalOpenAtom)).toBe(false)
  })

  test("behavior: the link's siwxNonce asks the host's siwxNonce method", async () => {
    const { connecting, store } = setup({ options: { siwx: { required: true, hostNonce: true } } })
    await connecting
    expect(store.get(optionsAtom).siwx).toEqual({ required: true, hostNonce: true })
    const siwxNonce = store.get(hostLinkAtom)?.siwxNonce
    expect(
      await siwxNonce?.({
        address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        caipNetworkId: 'eip155:1',
      }),
    ).toBe('hostnonce1')
  })

  test("behavior: the link's openUrl refuses, before asking the host, a scheme no wallet declares", async () => {
    const { connecting, store } = setup()
    await connecting
    const link = store.get(hostLinkAtom)
    // The fake host answers { opened: false }: a resolved false means the host was asked.
    await expect(link?.openUrl('https://explorer.example/tx/1')).resolves.toBe(false)
    await expect(link?.openUrl('rainbow://wc?uri=x', ['rainbow:'])).resolves.toBe(false)
    await expect(link?.openUrl('rainbow://wc?uri=x')).rejects.toMatchObject({
      code: ErrorCode.URL_NOT_ALLOWED,
      shortMessage: 'URLs with the scheme rainbow: are not opened: no wallet declares it.',
    })
    await expect(link?.openUrl('ms-msdt:/id x', ['ms-msdt:'])).rejects.toMatchObject({
      shortMessage: 'URLs with the scheme ms-msdt: are never opened.',
    })
  })

  test('behavior: applies the theme and stores the host wallets from the answer', async () => {
    const { connecting, root, store } = setup({
      options: { themeMode: 'light', themeVariables: { '--al-accent': '#ff6600' } },
      connectors: [wallet],
    })
    await connecting
    expect(root.dataset.theme).toBe('light')
    expect(root.style.getPropertyValue('--al-accent')).toBe('#ff6600')
    expect(store.get(connectorsAtom)).toMatchObject([
      { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' },
    ])
  })

  test('behavior: setTheme applies the mode and merges the variables; a wrong value is named', async () => {
    const { connecting, host, root, store } = setup({
      options: { themeVariables: { '--al-accent': '#ff6600' } },
    })
    await connecting
    const remote = await host.remote
    await call(remote, 'setTheme', { themeMode: 'light' })
    await call(remote, 'setTheme', { themeVariables: { '--al-font-family': 'serif' } })
    expect(root.dataset.theme).toBe('light')
    expect(root.style.getPropertyValue('--al-accent')).toBe('#ff6600')
    expect(root.style.getPropertyValue('--al-font-family')).toBe('serif')
    expect(store.get(optionsAtom).themeMode).toBe('light')
    await expect(call(remote, 'setTheme', { themeMode: 'blue' })).rejects.toMatchObject({
      code: ErrorCode.INVALID_PARAMS,
      shortMessage: 'Invalid option "themeMode": Expected one of "dark", "light", not "blue".',
    })
    await expect(
      call(remote, 'setTheme', { themeVariables: { color: 'red' } }),
    ).rejects.toMatchObject({ code: ErrorCode.INVALID_PARAMS })
    expect(root.dataset.theme).toBe('light')
  })

  test('behavior: tracked events reach the host with analytics off', async () => {
    const { connecting, events, host } = setup()
    await connecting
    await call(await host.remote, 'open', {})
    await vi.waitFor(() =>
      expect(events).toEqual([
        { event: 'MODAL_OPEN', properties: { connected: false }, timestamp: expect.any(Number) },
      ]),
    )
  })

  test('behavior: options go to the options area, networks to the chain area', async () => {
    const project = { projectId: 'demo', networks: [mainnet], features: { swaps: false } }
    const fromProject = setup({}, project)
    await fromProject.connecting
    expect(Object.keys(fromProject.store.get(chainsAtom))).toEqual(['eip155'])
    expect(fromProject.store.get(optionsAtom)).toMatchObject({ projectId: 'demo' })
    expect(fromProject.store.get(optionsAtom).features.swaps).toBe(false)
    const fromHost = setup(
      { options: { networks: [mainnet, polygon], defaultNetwork: 'eip155:137' } },
      project,
    )
    await fromHost.connecting
    expect(fromHost.store.get(chainsAtom).eip155?.networks).toEqual([mainnet, polygon])
    expect(fromHost.store.get(activeNetworkAtom)).toEqual(polygon)
  })

  test('behavior: the project API turns on the features that need one', async () => {
    const withoutApi = setup({}, { projectId: 'demo', networks: [mainnet], features: {} })
    await withoutApi.connecting
    expect(withoutApi.store.get(effectiveFeaturesAtom).activity).toBe(false)
    const withApi = setup(
      {},
      { projectId: 'demo', networks: [mainnet], features: {}, apiUrl: 'https://api.example.com' },
    )
    await withApi.connecting
    expect(withApi.store.get(projectServicesAtom)).toEqual({ apiUrl: 'https://api.example.com' })
    expect(withApi.store.get(effectiveFeaturesAtom).activity).toBe(true)
  })

  test("behavior: analytics events name the host SDK's version from the ready() answer", async () => {
    const { connecting, store } = setup({ sdkVersion: '9.8.7' })
    expect(store.get(analyticsConfigAtom).sdkVersion).toBe('airlock-modal-0.1.0')
    await connecting
    expect(store.get(analyticsConfigAtom)).toMatchObject({
      sdkType: 'airlock',
      sdkVersion: '9.8.7',
    })
  })

  test('behavior: opens on first paint when the host asked for it', async () => {
    const { connecting, states, store } = setup({ open: { view: 'Connect' } })
    await connecting
    expect(store.get(modalOpenAtom)).toBe(true)
    expect(store.get(viewAtom)).toBe('Connect')
    await vi.waitFor(() => expect(states.at(-1)).toMatchObject({ seq: 1, open: true }))
  })

  test('error: a view it does not have, asked for before the handshake, opens the default view', async () => {
    // It drew an empty card reading "[object Object]": open({ view: 'WalletSend' }), AppKit's name.
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { connecting, states, store } = setup({ open: { view: 'WalletSend' as 'Send' } })
    await connecting
    expect(store.get(modalOpenAtom)).toBe(true)
    expect(store.get(viewAtom)).toBe('Connect')
    await vi.waitFor(() => expect(states.at(-1)).toMatchObject({ open: true, view: 'Connect' }))
    expect(error).toHaveBeenCalledWith(expect.stringContaining('there is no view "WalletSend"'))
    error.mockRestore()
  })

  test('behavior: embedded, it opens on first paint by itself; closing goes back to Connect, still open', async () => {
    const { connecting, host, states, store } = setup({ options: { embedded: true } })
    await connecting
    expect(store.get(modalOpenAtom)).toBe(true)
    const remote = await host.remote
    await call(remote, 'open', { view: 'Networks' })
    await call(remote, 'close', {})
    expect(store.get(modalOpenAtom)).toBe(true)
    expect(store.get(viewAtom)).toBe('Connect')
    await vi.waitFor(() => expect(states.at(-1)).toMatchObject({ open: true, view: 'Connect' }))
  })

  test('behavior: open, close and getState from the host; every change is pushed with seq + 1', async () => {
    const { connecting, host, states, store } = setup()
    await connecting
    const remote = await host.remote
    await call(remote, 'open', { view: 'Connect' })
    expect(store.get(modalOpenAtom)).toBe(true)
    await expect(call(remote, 'getState', {})).resolves.toMatchObject({ seq: 2, open: true })
    await call(remote, 'close', {})
    expect(store.get(modalOpenAtom)).toBe(false)
    await vi.waitFor(() =>
      expect(states.map((state) => [state.seq, state.open])).toEqual([
        [1, false],
        [2, true],
        [3, false],
      ]),
    )
  })

  test('behavior: open follows the opening rules: an explicit view, else Connect', async () => {
    const { connecting, host, states, store } = setup()
    await connecting
    const remote = await host.remote
    await call(remote, 'open', { view: 'Networks' })
    expect(store.get(viewAtom)).toBe('Networks')
    await vi.waitFor(() => expect(states.at(-1)).toMatchObject({ open: true, view: 'Networks' }))
    await call(remote, 'close', {})
    await call(remote, 'open', {})
    expect(store.get(viewAtom)).toBe('Connect')
  })

  test('behavior: without networks there is no chain adapter, so open shows WalletConnect pairing', async () => {
    const { connecting, host, store } = setup({}, { projectId: 'demo' })
    await connecting
    await call(await host.remote, 'open', {})
    expect(store.get(viewAtom)).toBe('ConnectingWalletConnectBasic')
  })

  test('behavior: connectorsChanged replaces the host wallets', async () => {
    const { connecting, host, store } = setup({ connectors: [wallet] })
    await connecting
    await call(await host.remote, 'connectorsChanged', { connectors: [] })
    expect(store.get(connectorsAtom)).toEqual([])
  })

  test('error: provider requests fail while no wallet is connected; a switch only moves the modal', async () => {
    const { connecting, host, store } = setup(
      {},
      { projectId: 'demo', networks: [mainnet, polygon] },
    )
    await connecting
    const remote = await host.remote
    await expect(
      call(remote, 'providerRequest', { namespace: 'eip155', method: 'eth_sendTransaction' }),
    ).rejects.toMatchObject({
      code: ErrorCode.CONNECTOR_NOT_FOUND,
      shortMessage: 'No wallet is connected',
    })
    await expect(call(remote, 'switchNetwork', { caipNetworkId: 'eip155:137' })).resolves.toBeNull()
    expect(store.get(activeNetworkAtom)?.caipNetworkId).toBe('eip155:137')
    await expect(
      call(remote, 'switchNetwork', { caipNetworkId: 'eip155:10' }),
    ).rejects.toMatchObject({
      code: ErrorCode.UNKNOWN_NETWORK,
      shortMessage: "eip155:10 is not one of this app's networks (eip155:1, eip155:137).",
    })
    await expect(call(remote, 'disconnect', {})).resolves.toBeNull()
  })

  test('behavior: a host wallet connects, answers the dapp, follows its events and disconnects', async () => {
    const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const requests: string[] = []
    let chainId = '0x1'
    const walletRequest: WalletRequest = ({ method, params }) => {
      requests.push(method)
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [account]
      if (method === 'eth_chainId') return chainId
      if (method === 'personal_sign') return `signed:${JSON.stringify(params)}`
      if (method === 'wallet_switchEthereumChain') {
        chainId = '0x89'
        return null
      }
      return null
    }
    const { connecting, host, states, store } = setup(
      { connectors: [wallet] },
      { projectId: 'demo', networks: [mainnet, polygon] },
      walletRequest,
    )
    await connecting
    const remote = await host.remote
    await callWallet(store, { kind: 'connect', connectorId: 'io.metamask' })
    expect(store.get(activeAccountAtom).caipAddress).toBe(`eip155:1:${account}`)
    await vi.waitFor(() =>
      expect(states.at(-1)).toMatchObject({
        accounts: [{ address: account, namespace: 'eip155', connectorId: 'io.metamask' }],
        walletInfo: { name: 'MetaMask' },
      }),
    )
    // The dapp's provider: accounts from the modal, signing from the wallet.
    await expect(
      call(remote, 'providerRequest', { namespace: 'eip155', method: 'eth_accounts' }),
    ).resolves.toEqual([account])
    await expect(
      call(remote, 'providerRequest', {
        namespace: 'eip155',
        method: 'personal_sign',
        params: ['0x6869', account],
      }),
    ).resolves.toBe(`signed:["0x6869","${account}"]`)
    // The host's switchNetwork asks the wallet.
    await call(remote, 'switchNetwork', { caipNetworkId: 'eip155:137' })
    expect(requests).toContain('wallet_switchEthereumChain')
    expect(store.get(activeAccountAtom).caipAddress).toBe(`eip155:137:${account}`)
    // A wallet event of the active wallet.
    await call(remote, 'walletEvent', {
      connectorId: 'io.metamask',
      event: 'chainChanged',
      data: '0x1',
    })
    expect(store.get(activeNetworkAtom)?.caipNetworkId).toBe('eip155:1')
    await call(remote, 'disconnect', {})
    expect(store.get(activeAccountAtom).address).toBeUndefined()
    expect(requests).toContain('wallet_revokePermissions')
  })

  for (const closeOnConnect of [undefined, false]) {
    test(`behavior: eth_requestAccounts answered by a connect ${closeOnConnect === false ? 'leaves the modal open with closeOnConnect: false' : 'closes the modal'}`, async () => {
      const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
      const walletRequest: WalletRequest = ({ method }) =>
        method === 'eth_chainId' ? '0x1' : [account]
      const { connecting, host, store } = setup(
        { connectors: [wallet], options: closeOnConnect === false ? { closeOnConnect } : {} },
        undefined,
        walletRequest,
      )
      await connecting
      const requested = call(await host.remote, 'providerRequest', {
        namespace: 'eip155',
        method: 'eth_requestAccounts',
      })
      await vi.waitFor(() => expect(store.get(modalOpenAtom)).toBe(true))
      await callWallet(store, { kind: 'connect', connectorId: 'io.metamask' })
      await expect(requested).resolves.toEqual([account])
      await vi.waitFor(() => expect(store.get(modalOpenAtom)).toBe(closeOnConnect === false))
    })
  }

  test('behavior: the stored wallet reconnects silently once the host answered ready()', async () => {
    const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const store = createStore()
    store.get(storageAtom).set(connectorIdKey('eip155'), 'io.metamask')
    const requests: string[] = []
    const walletRequest: WalletRequest = ({ method }) => {
      requests.push(method)
      if (method === 'eth_accounts') return [account]
      if (method === 'eth_chainId') return '0x1'
      return null
    }
    const { connecting } = setup(
      { connectors: [wallet] },
      { projectId: 'demo', networks: [mainnet] },
      walletRequest,
      store,
    )
    const connection = await connecting
    await expect(connection.reconnected).resolves.toEqual({ eip155: 'connected' })
    expect(requests).toEqual(['eth_accounts', 'eth_chainId'])
    expect(store.get(activeAccountAtom).caipAddress).toBe(`eip155:1:${account}`)
  })

  test('behavior: a stored wallet the host no longer lists leaves a clean disconnected state', async () => {
    const store = createStore()
    store.get(storageAtom).set(connectorIdKey('eip155'), 'io.metamask')
    const { connecting } = setup({ connectors: [] }, undefined, () => null, store)
    const connection = await connecting
    await expect(connection.reconnected).resolves.toEqual({ eip155: 'gone' })
    expect(store.get(connectionAtom).status).toBe('disconnected')
    expect(store.get(storageAtom).get(connectorIdKey('eip155'))).toBeUndefined()
  })

  test('error: options the modal refuses: the host is told why (a refusal naming the option), the channel closes', async () => {
    const { connecting, host, hostPort, store } = setup({
      options: {
        themeMode: 'light',
        networks: [{ ...mainnet, rpcUrls: { default: { http: ['ftp://rpc.example'] } } }],
      },
    })
    const posted: unknown[] = []
    cleanups.push(createPortMessenger(hostPort).listen((data) => posted.push(data)))
    const error = await connecting.catch((failure: unknown) => failure)
    expect(error).toBeInstanceOf(AirlockError)
    expect(error).toMatchObject({ code: ErrorCode.INVALID_OPTIONS })
    const message =
      'Invalid option "networks.0.rpcUrls.default.http.0": Expected an absolute http(s) URL, not "ftp://rpc.example".'
    await vi.waitFor(() =>
      expect(posted).toContainEqual({
        type: 'airlock:refused',
        channel: 'abcd1234',
        code: 'INVALID_OPTIONS',
        message,
      }),
    )
    expect(store.get(hostLinkAtom)).toBeUndefined()
    expect(store.get(optionsAtom).projectId).toBe('')
    await expect(call(await host.remote, 'getState', {})).rejects.toBeInstanceOf(AirlockError)
  })

  test('error: an unknown option name reaches the host as UNKNOWN_OPTION', async () => {
    const { connecting, hostPort } = setup({ options: { thememode: 'light' } })
    const posted: unknown[] = []
    cleanups.push(createPortMessenger(hostPort).listen((data) => posted.push(data)))
    await expect(connecting).rejects.toMatchObject({ code: ErrorCode.UNKNOWN_OPTION })
    await vi.waitFor(() =>
      expect(posted).toContainEqual(
        expect.objectContaining({
          code: 'UNKNOWN_OPTION',
          message: 'createModal() has no option "thememode". Did you mean "themeMode"?',
        }),
      ),
    )
  })

  test('error: a protocol version the modal does not speak closes the channel', async () => {
    const { connecting, host } = setup({ protocolVersion: 7 })
    const error = await connecting.catch((error: unknown) => error)
    expect(error).toBeInstanceOf(AirlockError)
    expect(error).toMatchObject({ code: ErrorCode.PROTOCOL_MISMATCH })
    await expect(call(await host.remote, 'getState', {})).rejects.toBeInstanceOf(AirlockError)
  })
})
