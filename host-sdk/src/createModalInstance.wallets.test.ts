// @vitest-environment happy-dom
import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { CreateModalOptions } from './CreateModalOptions.ts'
import { createFakeModalPage } from './testing/createFakeModalPage.ts'
import {
  announce,
  fakeProvider,
  fakeSolanaWallet,
  info,
  registerWallet,
} from './testing/fakeWallets.ts'
import { mountModalOverChannel } from './testing/mountModalOverChannel.ts'

// Wallets, provider routing and the dapp API of an instance, over a MessageChannel to a fake modal
// page (see createModalInstance.test.ts for why).
const cleanups: Array<() => void> = []
let projectCounter = 0

beforeEach(() => {
  document.body.innerHTML = ''
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

async function setup(options: Partial<CreateModalOptions> = {}) {
  projectCounter += 1
  const { modal, port } = await mountModalOverChannel(
    { projectId: `w${projectCounter}`, ...options },
    cleanups,
  )
  return { modal, page: createFakeModalPage(port, modal.instanceId) }
}

async function readyModal(options: Partial<CreateModalOptions> = {}) {
  const context = await setup(options)
  await context.page.ready()
  return context
}

const account = {
  address: '0xAbC0000000000000000000000000000000000001',
  caipAddress: 'eip155:1:0xAbC0000000000000000000000000000000000001' as const,
  namespace: 'eip155' as const,
}
const network = { caipNetworkId: 'eip155:1' as const, name: 'Ethereum' }
const base = { caipNetworkId: 'eip155:8453' as const, name: 'Base' }
const solanaNetwork = {
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const,
  name: 'Solana',
}

const networkConfig = (caipNetworkId: `eip155:${number}`, name: string) => ({
  id: Number(caipNetworkId.split(':')[1]),
  chainNamespace: 'eip155' as const,
  caipNetworkId,
  name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.example'] } },
})

describe('host wallets', () => {
  test('default: the ready() answer lists the wallets; later ones arrive by connectorsChanged', async () => {
    const provider = fakeProvider()
    const onRequest = () => announce({ info: info('io.metamask', 'MetaMask'), provider })
    window.addEventListener('eip6963:requestProvider', onRequest)
    cleanups.push(() => window.removeEventListener('eip6963:requestProvider', onRequest))
    const { page } = await setup()
    const answer = await page.ready()
    expect(answer.connectors.map(({ id }) => id)).toEqual(['io.metamask'])
    expect(page.calls).toEqual([])

    announce({ info: info('com.example.late', 'Late'), provider: fakeProvider() })
    await vi.waitFor(() => expect(page.calls).toHaveLength(1))
    expect(page.calls[0]).toMatchObject({
      method: 'connectorsChanged',
      params: { connectors: [{ id: 'io.metamask' }, { id: 'com.example.late', name: 'Late' }] },
    })
  })

  test('default: walletRequest reaches the wallet; refusals cross as typed errors', async () => {
    const provider = fakeProvider()
    provider.request.mockResolvedValue('0x1')
    const { page } = await readyModal()
    announce({ info: info('io.metamask'), provider })
    await vi.waitFor(() => expect(page.calls).toHaveLength(1))
    await expect(
      page.call('walletRequest', { connectorId: 'io.metamask', method: 'eth_chainId' }),
    ).resolves.toBe('0x1')
    await expect(
      page.call('walletRequest', { connectorId: 'io.metamask', method: 'eth_sign', params: [] }),
    ).rejects.toMatchObject({ code: ErrorCode.WALLET_REQUEST_NOT_ALLOWED, data: { code: 4200 } })
    provider.request.mockRejectedValueOnce({ code: 4001, message: 'User rejected the request.' })
    await expect(
      page.call('walletRequest', { connectorId: 'io.metamask', method: 'eth_requestAccounts' }),
    ).rejects.toMatchObject({ code: ErrorCode.USER_REJECTED, data: { code: 4001 } })
    await expect(
      page.call('walletRequest', { connectorId: 'io.nope', method: 'eth_chainId' }),
    ).rejects.toMatchObject({ code: ErrorCode.CONNECTOR_NOT_FOUND })
  })

  test('default: wallet events are forwarded to the modal', async () => {
    const provider = fakeProvider()
    const { page } = await readyModal()
    announce({ info: info('io.metamask'), provider })
    await vi.waitFor(() => expect(page.calls).toHaveLength(1))
    provider.emit('accountsChanged', ['0xabc'])
    provider.emit('disconnect', Object.assign(new Error('Bye'), { code: 4900 }))
    await vi.waitFor(() => expect(page.calls).toHaveLength(3))
    expect(page.calls.slice(1)).toEqual([
      {
        method: 'walletEvent',
        params: { connectorId: 'io.metamask', event: 'accountsChanged', data: ['0xabc'] },
      },
      {
        method: 'walletEvent',
        params: {
          connectorId: 'io.metamask',
          event: 'disconnect',
          data: { code: 4900, message: 'Bye' },
        },
      },
    ])
  })

  test('behavior: without adapters, Solana wallet-standard wallets are not listed', async () => {
    const solana = fakeSolanaWallet('Phantom')
    cleanups.push(registerWallet(solana.wallet))
    const { page } = await setup()
    const answer = await page.ready()
    expect(answer.connectors).toEqual([])
    await expect(
      page.call('walletRequest', { connectorId: 'ws:Phantom', method: 'standard:connect' }),
    ).rejects.toMatchObject({ code: ErrorCode.CONNECTOR_NOT_FOUND })
    expect(solana.changeListenerCount()).toBe(0)
  })

  test('behavior: destroy() stops listening to the wallets', async () => {
    const provider = fakeProvider()
    const { modal, page } = await readyModal()
    announce({ info: info('io.metamask'), provider })
    await vi.waitFor(() => expect(provider.listenerCount()).toBe(4))
    modal.destroy()
    expect(provider.listenerCount()).toBe(0)
    expect(page.calls).toHaveLength(1)
  })
})

describe('getProvider', () => {
  test("default: 'eip155' requests go to the modal's providerRequest", async () => {
    const { modal, page } = await readyModal()
    page.answer = ({ params }) =>
      (params as { method: string }).method === 'eth_accounts' ? [account.address] : '0x1'
    const provider = modal.getProvider('eip155')
    expect(modal.getProvider('eip155')).toBe(provider)
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([account.address])
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x68', account.address] }),
    ).resolves.toBe('0x1')
    expect(page.calls).toEqual([
      { method: 'providerRequest', params: { namespace: 'eip155', method: 'eth_accounts' } },
      {
        method: 'providerRequest',
        params: { namespace: 'eip155', method: 'personal_sign', params: ['0x68', account.address] },
      },
    ])
  })

  test('behavior: a request made before the handshake waits for it', async () => {
    const { modal, page } = await setup()
    const pending = modal.getProvider('eip155').request({ method: 'eth_chainId' })
    page.answer = () => '0x2105'
    await page.ready()
    await expect(pending).resolves.toBe('0x2105')
  })

  test('error: EIP-1193 errors carry a numeric code and the AirlockError as cause', async () => {
    const { modal, page } = await readyModal()
    const provider = modal.getProvider('eip155')
    const cases: Array<[AirlockError, number]> = [
      [new AirlockError(ErrorCode.USER_REJECTED, 'Declined', { data: { code: 4001 } }), 4001],
      [new AirlockError(ErrorCode.USER_REJECTED, 'Declined'), 4001],
      [new AirlockError(ErrorCode.INTERNAL, 'Unknown chain', { data: { code: 4902 } }), 4902],
      [new AirlockError(ErrorCode.CONNECTOR_NOT_FOUND, 'No wallet is connected.'), 4100],
      [new AirlockError(ErrorCode.HTTP_ERROR, 'RPC down'), -32603],
    ]
    for (const [thrown, code] of cases) {
      page.answer = () => {
        throw thrown
      }
      const error = (await provider
        .request({ method: 'eth_sendTransaction', params: [{}] })
        .catch((e: unknown) => e)) as Error & { cause: AirlockError }
      expect(error).toBeInstanceOf(Error)
      expect(error).toMatchObject({ name: 'ProviderRpcError', code, message: thrown.shortMessage })
      expect(error.cause).toBeInstanceOf(AirlockError)
      expect(error.cause.code).toBe(thrown.code)
    }
  })

  test("behavior: 'eip155' events (EIP-1193's four) follow the state's eip155 account and network", async () => {
    const { modal, page } = await readyModal()
    const provider = modal.getProvider('eip155')
    const events: unknown[][] = []
    const onAccounts = (accounts: string[]) => events.push(['accountsChanged', accounts])
    provider.on('accountsChanged', onAccounts)
    provider.on('chainChanged', (chainId: string) => events.push(['chainChanged', chainId]))
    provider.on('connect', (info: { chainId: string }) => events.push(['connect', info]))
    provider.on('disconnect', (error: Error & { code: number }) =>
      events.push(['disconnect', error.code, error.message]),
    )
    await page.push({ seq: 1, status: 'connected', account, network })
    await page.push({ seq: 2, status: 'connected', account, network, open: true })
    // The account moves with the network, as in the modal.
    const onBase = { ...account, caipAddress: `eip155:8453:${account.address}` as const }
    await page.push({ seq: 3, status: 'connected', account: onBase, network: base })
    // A Solana network and back to the same EVM one: eth_chainId never changed.
    await page.push({ seq: 4, status: 'connected', account: onBase, network: solanaNetwork })
    await page.push({ seq: 5, status: 'connected', account: onBase, network: base })
    provider.removeListener('accountsChanged', onAccounts)
    await page.push({ seq: 6, status: 'disconnected', account: null, network: base })
    // The chain first known is no change (an injected wallet emits none at load either).
    expect(events).toEqual([
      ['accountsChanged', [account.address]],
      ['connect', { chainId: '0x1' }],
      ['chainChanged', '0x2105'],
      ['disconnect', 4900, 'The wallet disconnected.'],
    ])
  })

  test('behavior: a Solana account made active leaves the eip155 events alone while the EVM wallet stays connected (it emitted accountsChanged [] and disconnect)', async () => {
    const { modal, page } = await readyModal()
    const provider = modal.getProvider('eip155')
    const events: unknown[][] = []
    provider.on('accountsChanged', (accounts: string[]) =>
      events.push(['accountsChanged', accounts]),
    )
    provider.on('connect', (info: { chainId: string }) => events.push(['connect', info]))
    provider.on('disconnect', (error: Error & { code: number }) =>
      events.push(['disconnect', error.code]),
    )
    const solanaAccount = {
      address: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      caipAddress:
        `${solanaNetwork.caipNetworkId}:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv` as const,
      namespace: 'solana' as const,
    }
    await page.push({ seq: 1, status: 'connected', account, accounts: [account], network })
    await page.push({
      seq: 2,
      status: 'connected',
      account: solanaAccount,
      accounts: [account, solanaAccount],
      network: solanaNetwork,
    })
    await page.push({
      seq: 3,
      status: 'connected',
      account,
      accounts: [account, solanaAccount],
      network,
    })
    // The EVM wallet goes while Solana is active: now the dapp hears it.
    await page.push({
      seq: 4,
      status: 'connected',
      account: solanaAccount,
      accounts: [solanaAccount],
      network: solanaNetwork,
    })
    expect(events).toEqual([
      ['accountsChanged', [account.address]],
      ['connect', { chainId: '0x1' }],
      ['accountsChanged', []],
      ['disconnect', 4900],
    ])
  })

  test('behavior: the EVM wallet moving to another chain while Solana is active emits chainChanged (eth_chainId changed without one)', async () => {
    const { modal, page } = await readyModal()
    const provider = modal.getProvider('eip155')
    const changes: string[] = []
    provider.on('chainChanged', (chainId: string) => changes.push(chainId))
    const solanaAccount = {
      address: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      caipAddress:
        `${solanaNetwork.caipNetworkId}:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv` as const,
      namespace: 'solana' as const,
    }
    const onBase = { ...account, caipAddress: `eip155:8453:${account.address}` as const }
    await page.push({ seq: 1, status: 'connected', account, accounts: [account], network })
    await page.push({
      seq: 2,
      status: 'connected',
      account: solanaAccount,
      accounts: [account, solanaAccount],
      network: solanaNetwork,
    })
    await page.push({
      seq: 3,
      status: 'connected',
      account: solanaAccount,
      accounts: [onBase, solanaAccount],
      network: solanaNetwork,
    })
    expect(changes).toEqual(['0x2105'])
    // Back on eip155, on the chain already announced: no second event.
    await page.push({
      seq: 4,
      status: 'connected',
      account: onBase,
      accounts: [onBase, solanaAccount],
      network: base,
    })
    expect(changes).toEqual(['0x2105'])
  })

  test('error: a namespace without its adapter says what to add', async () => {
    const { modal } = await setup()
    expect(() => modal.getProvider('solana')).toThrowErrorMatchingInlineSnapshot(
      `[AirlockError: getProvider("solana") needs solanaAdapter() from @airlock/host-sdk/solana in createModal()'s adapters.]`,
    )
    expect(() => modal.getProvider('tron' as 'solana')).toThrowErrorMatchingInlineSnapshot(
      `[AirlockError: getProvider("tron"): not a namespace. Expected eip155, solana, polkadot, bip122, cosmos.]`,
    )
    expect(() => modal.getProvider('bip122')).toThrow(
      expect.objectContaining({
        code: ErrorCode.UNKNOWN_NETWORK,
        message: expect.stringContaining('getProvider("bip122")'),
      }),
    )
  })

  test('error: a request waiting for the handshake fails with it, or with destroy()', async () => {
    const first = await setup({ handshakeTimeoutMs: 50 })
    await expect(
      first.modal.getProvider('eip155').request({ method: 'eth_chainId' }),
    ).rejects.toMatchObject({
      code: 4900 - 4900 - 32603,
      cause: { code: ErrorCode.HANDSHAKE_TIMEOUT },
    })
    const second = await setup()
    const pending = second.modal.disconnect()
    second.modal.destroy()
    await expect(pending).rejects.toMatchObject({ code: ErrorCode.DESTROYED })
  })
})

describe('account and network', () => {
  test('default: subscribeAccount and subscribeNetwork hear real changes only', async () => {
    const { modal, page } = await readyModal()
    const accounts: unknown[] = []
    const networks: unknown[] = []
    modal.subscribeAccount((value) => accounts.push(value))
    const stop = modal.subscribeNetwork((value) => networks.push(value))
    await page.push({ seq: 1, status: 'connected', account, network })
    const { account: first } = modal.getState()
    await page.push({
      seq: 2,
      status: 'connected',
      account: { ...account },
      network: { ...network },
      open: true,
    })
    expect(modal.getState().account).toBe(first)
    await page.push({ seq: 3, status: 'connected', account, network: base })
    stop()
    await page.push({ seq: 4, status: 'disconnected', account: null, network })
    expect(accounts).toEqual([account, null])
    expect(networks).toEqual([network, base])
  })

  test('default: switchNetwork() and disconnect() call the modal', async () => {
    const { modal, page } = await readyModal({
      networks: [networkConfig('eip155:1', 'Ethereum'), networkConfig('eip155:8453', 'Base')],
    })
    await modal.switchNetwork('eip155:8453')
    await modal.disconnect()
    expect(page.calls).toEqual([
      { method: 'switchNetwork', params: { caipNetworkId: 'eip155:8453' } },
      { method: 'disconnect', params: {} },
    ])
    page.answer = () => {
      throw new AirlockError(ErrorCode.USER_REJECTED, 'Declined')
    }
    await expect(modal.switchNetwork('eip155:1')).rejects.toMatchObject({
      code: ErrorCode.USER_REJECTED,
    })
  })

  test('error: a malformed id is refused by the modal, which names the parameter', async () => {
    const { modal, page } = await readyModal({ networks: [networkConfig('eip155:1', 'Ethereum')] })
    for (const caipNetworkId of ['eip155', 'eip155:', 7]) {
      await expect(modal.switchNetwork(caipNetworkId as string)).rejects.toMatchObject({
        code: ErrorCode.INVALID_PARAMS,
        details: expect.stringContaining('caipNetworkId: '),
      })
    }
    expect(page.calls).toEqual([])
  })

  test('behavior: a well-formed id goes to the modal, which knows the networks it runs with', async () => {
    const { modal, page } = await readyModal()
    await modal.switchNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(page.calls).toEqual([
      {
        method: 'switchNetwork',
        params: { caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
      },
    ])
  })
})
