// @vitest-environment happy-dom
import { ErrorCode } from '@airlock/shared-protocol'
import type { Wallet } from '@wallet-standard/base'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createFakeModalPage } from '../testing/createFakeModalPage.ts'
import { fakeSolanaWallet, registerWallet } from '../testing/fakeWallets.ts'
import { mountModalOverChannel } from '../testing/mountModalOverChannel.ts'
import { fromBase58 } from './encoding.ts'
import { solanaAdapter } from './solanaAdapter.ts'

// Airlock as a wallet-standard wallet, as a dapp in the page finds it: an instance made with
// adapters: [solanaAdapter()] over a MessageChannel to a fake modal page.
const cleanups: Array<() => void> = []
let projectCounter = 0

beforeEach(() => {
  document.body.innerHTML = ''
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

const ADDRESS = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'
const CHAIN = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const connectedSnapshot = {
  status: 'connected' as const,
  account: { address: ADDRESS, caipAddress: `${CHAIN}:${ADDRESS}` as const, namespace: 'solana' },
  network: { caipNetworkId: CHAIN, name: 'Solana' },
} as const

/** The wallets a wallet-standard app in the page sees, registered and unregistered. */
function appWallets() {
  const wallets = new Set<Wallet>()
  const register = (...added: Wallet[]) => {
    for (const wallet of added) wallets.add(wallet)
    return () => {
      for (const wallet of added) wallets.delete(wallet)
    }
  }
  const onRegister = (event: Event) => (event as CustomEvent).detail({ register })
  window.addEventListener('wallet-standard:register-wallet', onRegister)
  window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: { register } }))
  cleanups.push(() => window.removeEventListener('wallet-standard:register-wallet', onRegister))
  return {
    names: () => [...wallets].map(({ name }) => name),
    airlock: () => {
      const found = [...wallets].find(({ name }) => name === 'Airlock')
      if (!found) throw new Error('Airlock is not registered')
      return found
    },
  }
}

async function readyModal() {
  projectCounter += 1
  const { modal, port } = await mountModalOverChannel(
    { projectId: `w${projectCounter}`, adapters: [solanaAdapter()] },
    cleanups,
  )
  const page = createFakeModalPage(port, modal.instanceId)
  const answer = await page.ready()
  return { modal, page, answer }
}

type Fn = (...args: never[]) => Promise<unknown>
type Feature = Record<string, Fn>
type Methods = Record<
  'connect' | 'disconnect' | 'signMessage' | 'signTransaction' | 'signAndSendTransaction',
  Fn
>
/** The function `method` of the wallet's feature `name`; throws if it has none. */
const feature = (wallet: Wallet, name: string) =>
  new Proxy(wallet.features[name as `a:b`] as Feature, {
    get(target, method: string) {
      const fn = target[method]
      if (!fn) throw new Error(`${name} has no ${method}`)
      return fn.bind(target)
    },
  }) as Methods

describe('registration', () => {
  test('default: apps started before and after the modal find Airlock with its features; the modal does not list it; destroy() unregisters it', async () => {
    const before = appWallets()
    const phantom = fakeSolanaWallet('Phantom')
    cleanups.push(registerWallet(phantom.wallet))
    const { modal, answer } = await readyModal()
    const after = appWallets()
    expect(before.names()).toEqual(['Phantom', 'Airlock'])
    expect(after.names().sort()).toEqual(['Airlock', 'Phantom'])
    const airlock = before.airlock()
    expect(after.airlock()).toBe(airlock)
    expect(airlock).toMatchObject({ version: '1.0.0', accounts: [] })
    expect(airlock.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(airlock.chains).toContain('solana:localnet')
    expect(Object.keys(airlock.features).sort()).toEqual([
      'solana:signAndSendTransaction',
      'solana:signMessage',
      'solana:signTransaction',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ])
    expect(answer.connectors.map(({ id }) => id)).toEqual(['ws:Phantom'])
    modal.destroy()
    expect(before.names()).toEqual(['Phantom'])
    expect(after.names()).toEqual(['Phantom'])
  })
})

describe('features', () => {
  test('default: connect asks the modal, then the account, its events and signing go through it', async () => {
    const app = appWallets()
    const { page } = await readyModal()
    const airlock = app.airlock()
    const changes: unknown[] = []
    const events = airlock.features['standard:events'] as {
      on: (event: 'change', listener: (properties: unknown) => void) => () => void
    }
    const stop = events.on('change', (properties) => changes.push(properties))

    expect(airlock.accounts).toEqual([])

    page.answer = async () => {
      await page.push({ seq: 1, ...connectedSnapshot })
      return [ADDRESS]
    }
    const { accounts } = (await feature(airlock, 'standard:connect').connect()) as {
      accounts: Wallet['accounts']
    }
    expect(page.calls.map(({ params }) => params)).toEqual([
      { namespace: 'solana', method: 'standard:connect' },
    ])
    expect(accounts).toEqual([
      {
        address: ADDRESS,
        publicKey: fromBase58(ADDRESS),
        chains: ['solana:mainnet'],
        features: ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'],
      },
    ])
    expect(airlock.accounts).toBe(accounts)
    // The network arrived first (its chain joins the wallet's), then the account.
    expect(changes).toEqual([{ chains: airlock.chains }, { accounts }])
    const [account] = accounts

    page.answer = ({ params }) => {
      const { method } = params as { method: string }
      if (method === 'solana:signMessage') return { signature: btoa('\x05\x06') }
      if (method === 'solana:signTransaction') return { signedTransaction: btoa('\x01\x02\x03') }
      return { signature: btoa('\x07') }
    }
    const message = new Uint8Array([104, 105])
    await expect(
      feature(airlock, 'solana:signMessage').signMessage({ account, message } as never),
    ).resolves.toEqual([{ signedMessage: message, signature: new Uint8Array([5, 6]) }])
    await expect(
      feature(airlock, 'solana:signTransaction').signTransaction({
        account,
        transaction: new Uint8Array([1]),
        chain: 'solana:mainnet',
      } as never),
    ).resolves.toEqual([{ signedTransaction: new Uint8Array([1, 2, 3]) }])
    await expect(
      feature(airlock, 'solana:signAndSendTransaction').signAndSendTransaction(
        { account, transaction: new Uint8Array([1]), chain: 'solana:mainnet' } as never,
        // The modal's CAIP-2 id of the network is understood too.
        { account, transaction: new Uint8Array([2]), chain: CHAIN } as never,
      ),
    ).resolves.toEqual([{ signature: new Uint8Array([7]) }, { signature: new Uint8Array([7]) }])
    expect(page.calls.slice(1).map(({ params }) => (params as { method: string }).method)).toEqual([
      'solana:signMessage',
      'solana:signTransaction',
      'solana:signAndSendTransaction',
      'solana:signAndSendTransaction',
    ])
    await expect(
      feature(airlock, 'solana:signMessage').signMessage({
        account: { ...account, address: 'someoneElse' },
        message,
      } as never),
    ).rejects.toThrow('Airlock has not connected account someoneElse to this app.')

    // The visitor disconnects in the modal: the app hears that the account is gone.
    await page.push({
      seq: 2,
      status: 'disconnected',
      account: null,
      network: connectedSnapshot.network,
    })
    await vi.waitFor(() => expect(changes.slice(2)).toEqual([{ accounts: [] }]))
    expect(airlock.accounts).toEqual([])
    stop()
  })

  test('behavior: a silent connect with an account in the modal answers it without asking; disconnect ends the app’s use of it', async () => {
    const app = appWallets()
    const { page } = await readyModal()
    await page.push({ seq: 1, ...connectedSnapshot })
    const airlock = app.airlock()
    const { accounts } = (await feature(airlock, 'standard:connect').connect({
      silent: true,
    } as never)) as { accounts: Wallet['accounts'] }
    expect(accounts.map(({ address }) => address)).toEqual([ADDRESS])
    expect(page.calls).toEqual([])
    await feature(airlock, 'standard:disconnect').disconnect()
    expect(airlock.accounts).toEqual([])
    expect(page.calls).toEqual([])
  })
})

describe('connect', () => {
  /** The app's `change` events, for as long as the test runs. */
  function changesOf(wallet: Wallet) {
    const changes: unknown[] = []
    const events = wallet.features['standard:events'] as {
      on: (event: 'change', listener: (properties: unknown) => void) => () => void
    }
    cleanups.push(events.on('change', (properties) => changes.push(properties)))
    return changes
  }

  test('behavior: connect resolves with the account the modal answered, in accounts before the state push shows it (regression: wallet-adapter’s WalletAccountError)', async () => {
    const app = appWallets()
    const { modal, page } = await readyModal()
    await page.push({ seq: 1, network: connectedSnapshot.network })
    const airlock = app.airlock()
    const changes = changesOf(airlock)
    // The modal answers before its state push with the account reaches the host.
    page.answer = () => [ADDRESS]
    const { accounts } = (await feature(airlock, 'standard:connect').connect()) as {
      accounts: Wallet['accounts']
    }
    expect(modal.getState().account).toBeNull()
    expect(accounts.map(({ address, chains }) => [address, chains])).toEqual([
      [ADDRESS, ['solana:mainnet']],
    ])
    expect(airlock.accounts).toBe(accounts)
    expect(changes).toEqual([{ accounts }])

    // The push that follows shows the same account: no second event, the same object.
    await page.push({ seq: 2, ...connectedSnapshot })
    expect(modal.getState().account?.address).toBe(ADDRESS)
    expect(changes).toEqual([{ accounts }])
    expect(airlock.accounts).toBe(accounts)
  })

  test('behavior: a silent connect before the modal restored its session waits for it and answers the account, never opening the modal (regression: wallet-adapter forgot the wallet on reload)', async () => {
    const app = appWallets()
    projectCounter += 1
    const { modal, port } = await mountModalOverChannel(
      { projectId: `w${projectCounter}`, adapters: [solanaAdapter()] },
      cleanups,
    )
    const airlock = app.airlock()
    const connecting = feature(airlock, 'standard:connect').connect({ silent: true } as never)
    const page = createFakeModalPage(port, modal.instanceId)
    await page.ready()
    expect(modal.getState().ready).toBe(true)
    // The modal reconnects its stored wallet after its handshake.
    await page.push({ seq: 1, ...connectedSnapshot })
    const { accounts } = (await connecting) as { accounts: Wallet['accounts'] }
    expect(accounts.map(({ address }) => address)).toEqual([ADDRESS])
    expect(airlock.accounts).toBe(accounts)
    expect(page.calls.filter(({ method }) => method === 'providerRequest')).toEqual([])
    expect(page.received).toEqual([])
  })

  test('behavior: a silent connect whose session the modal does not restore answers no account after 10 s', async () => {
    const app = appWallets()
    const { page } = await readyModal()
    const airlock = app.airlock()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    cleanups.push(() => vi.useRealTimers())
    let answer: unknown
    void feature(airlock, 'standard:connect')
      .connect({ silent: true } as never)
      .then((value) => {
        answer = value
      })
    await vi.advanceTimersByTimeAsync(9_999)
    expect(answer).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(answer).toEqual({ accounts: [] })
    expect(airlock.accounts).toEqual([])
    expect(page.calls.filter(({ method }) => method === 'providerRequest')).toEqual([])
    expect(page.received).toEqual([])
  })
})

describe('chains', () => {
  const LOCAL = 'solana:J8gmQyY2uH9RgiCs2FZPcUuZwM67dvMZ'
  const localSnapshot = {
    status: 'connected' as const,
    account: { address: ADDRESS, caipAddress: `${LOCAL}:${ADDRESS}` as const, namespace: 'solana' },
    network: { caipNetworkId: LOCAL, name: 'Solana Local' },
  } as const

  async function connectedAirlock(snapshot: typeof connectedSnapshot | typeof localSnapshot) {
    const app = appWallets()
    const { modal, page } = await readyModal()
    await page.push({ seq: 1, ...snapshot })
    const airlock = app.airlock()
    const { accounts } = (await feature(airlock, 'standard:connect').connect({
      silent: true,
    } as never)) as { accounts: Wallet['accounts'] }
    const [account] = accounts
    if (!account) throw new Error('not connected')
    return { modal, page, airlock, account }
  }

  test('behavior: the demo’s local network is solana:localnet, and send options reach the modal', async () => {
    const { page, airlock, account } = await connectedAirlock(localSnapshot)
    expect(airlock.chains).toEqual(['solana:localnet'])
    expect(account.chains).toEqual(['solana:localnet'])
    page.answer = () => ({ signature: btoa('\x07') })
    await expect(
      feature(airlock, 'solana:signAndSendTransaction').signAndSendTransaction({
        account,
        transaction: new Uint8Array([1]),
        chain: 'solana:localnet',
        options: { preflightCommitment: 'confirmed', skipPreflight: true, maxRetries: undefined },
      } as never),
    ).resolves.toEqual([{ signature: new Uint8Array([7]) }])
    expect(page.calls.map(({ params }) => params)).toEqual([
      {
        namespace: 'solana',
        method: 'solana:signAndSendTransaction',
        params: {
          transaction: 'AQ==',
          address: ADDRESS,
          chain: LOCAL,
          options: { preflightCommitment: 'confirmed', skipPreflight: true },
        },
      },
    ])
  })

  test('error: a transaction for another chain than the modal’s is refused, naming both (regression: it went to the modal’s network)', async () => {
    const { page, airlock, account } = await connectedAirlock(connectedSnapshot)
    const input = { account, transaction: new Uint8Array([1]), chain: 'solana:devnet' }
    await expect(
      feature(airlock, 'solana:signAndSendTransaction').signAndSendTransaction(input as never),
    ).rejects.toThrowErrorMatchingInlineSnapshot(`
      [AirlockError: The transaction is for solana:devnet, but the Airlock modal is on solana:mainnet (solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp).

      Details: Switch the modal to solana:devnet first (modal.switchNetwork() with its CAIP-2 id, if the modal has that network; or the visitor switches in the modal), or make the transaction for solana:mainnet.]
    `)
    await expect(
      feature(airlock, 'solana:signTransaction').signTransaction(input as never),
    ).rejects.toMatchObject({ code: ErrorCode.UNKNOWN_NETWORK })
    // None of a batch is signed when one is refused.
    await expect(
      feature(airlock, 'solana:signAndSendTransaction').signAndSendTransaction(
        { ...input, chain: 'solana:mainnet' } as never,
        input as never,
      ),
    ).rejects.toMatchObject({ code: ErrorCode.UNKNOWN_NETWORK })
    expect(page.calls).toEqual([])
  })
})
