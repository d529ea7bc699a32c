// @vitest-environment happy-dom
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

    // Nothing connected in the modal: a silent connect answers no account and asks nothing.
    await expect(
      feature(airlock, 'standard:connect').connect({ silent: true } as never),
    ).resolves.toEqual({
      accounts: [],
    })
    expect(page.calls).toEqual([])

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
        chains: expect.arrayContaining(['solana:mainnet', 'solana:localnet', CHAIN]),
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
        chain: 'solana:localnet',
      } as never),
    ).resolves.toEqual([{ signedTransaction: new Uint8Array([1, 2, 3]) }])
    await expect(
      feature(airlock, 'solana:signAndSendTransaction').signAndSendTransaction(
        { account, transaction: new Uint8Array([1]), chain: 'solana:localnet' } as never,
        { account, transaction: new Uint8Array([2]), chain: 'solana:localnet' } as never,
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

test('default: fromBase58 decodes a Solana address into its 32-byte public key', () => {
  expect(fromBase58('11111111111111111111111111111111')).toEqual(new Uint8Array(32))
  expect(Array.from(fromBase58('1112'))).toEqual([0, 0, 0, 1])
  expect(fromBase58(ADDRESS)).toHaveLength(32)
  expect(() => fromBase58('0OIl')).toThrow('Expected a base58 address, not "0OIl".')
})
