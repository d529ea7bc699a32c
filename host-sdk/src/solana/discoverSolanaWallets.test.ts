// @vitest-environment happy-dom
import { assertPayloadBounds } from '@airlock/shared-protocol'
import { afterEach, describe, expect, test, vi } from 'vitest'
import {
  announce,
  fakeProvider,
  fakeSolanaWallet,
  info,
  registerWallet,
  SOLANA_MAINNET,
} from '../testing/fakeWallets.ts'
import { discoverWallets, type WalletDirectory } from '../wallets/discoverWallets.ts'
import { solanaAdapter } from './solanaAdapter.ts'

// Solana wallet-standard wallets as the host's wallet directory finds them with solanaAdapter().
const cleanups: Array<() => void> = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

// discoverWallets gathers changes for one microtask; one queued after it runs after it.
const flushed = () => new Promise<void>((resolve) => queueMicrotask(resolve))

async function start() {
  const onChange = vi.fn()
  const onEvent = vi.fn()
  const wallets: WalletDirectory = discoverWallets(window, [solanaAdapter()], onChange, onEvent)
  cleanups.push(wallets.destroy)
  await flushed()
  const ids = () => wallets.list().map(({ id }) => id)
  return { wallets, onChange, onEvent, ids }
}

describe('wallet-standard', () => {
  test('default: Solana wallets registered before and after start', async () => {
    const early = fakeSolanaWallet('Early')
    cleanups.push(registerWallet(early.wallet))
    const { wallets, ids, onChange } = await start()
    expect(wallets.list()).toEqual([
      {
        id: 'ws:Early',
        name: 'Early',
        type: 'ANNOUNCED',
        namespace: 'solana',
        icon: 'data:image/svg+xml;base64,PHN2Zy8+',
      },
    ])
    expect(wallets.get('ws:Early')?.provider).toBe(early.wallet)

    const late = fakeSolanaWallet('Late')
    const unregister = registerWallet(late.wallet)
    await flushed()
    expect(ids()).toEqual(['ws:Early', 'ws:Late'])
    unregister()
    await flushed()
    expect(ids()).toEqual(['ws:Early'])
    expect(onChange).toHaveBeenCalledTimes(3)
  })

  test('behavior: listed after the EVM wallets', async () => {
    cleanups.push(registerWallet(fakeSolanaWallet('Phantom').wallet))
    const { ids } = await start()
    announce({ info: info('io.metamask'), provider: fakeProvider() })
    await flushed()
    expect(ids()).toEqual(['io.metamask', 'ws:Phantom'])
  })

  test('behavior: only wallets with a solana chain and standard:connect, one per name', async () => {
    const { ids } = await start()
    for (const { wallet } of [
      fakeSolanaWallet('Sui only', { chains: ['sui:mainnet'] }),
      fakeSolanaWallet('No connect', { connect: false }),
      fakeSolanaWallet('Twice'),
      fakeSolanaWallet('Twice'),
      fakeSolanaWallet('Devnet', { chains: ['solana:devnet'] }),
      fakeSolanaWallet(''),
      fakeSolanaWallet('n'.repeat(198)),
    ]) {
      cleanups.push(registerWallet(wallet))
    }
    await flushed()
    expect(ids()).toEqual(['ws:Twice', 'ws:Devnet'])
  })

  test('behavior: a wallet whose properties throw is left out', async () => {
    const { ids } = await start()
    const broken = {
      name: 'Broken',
      get chains(): never {
        throw new Error('getter')
      },
    }
    cleanups.push(registerWallet(broken as never))
    cleanups.push(registerWallet(fakeSolanaWallet('Fine').wallet))
    await flushed()
    expect(ids()).toEqual(['ws:Fine'])
  })
})

describe('events', () => {
  test('default: a wallet-standard change is forwarded with the accounts and chains', async () => {
    const solana = fakeSolanaWallet('Phantom')
    cleanups.push(registerWallet(solana.wallet))
    const { onEvent } = await start()
    await (solana.features['standard:connect'] as { connect: () => Promise<unknown> }).connect()
    solana.emitChange()
    expect(onEvent).toHaveBeenCalledWith('ws:Phantom', 'change', {
      accounts: [
        {
          address: solana.account.address,
          chains: [SOLANA_MAINNET],
          features: ['solana:signMessage', 'solana:signTransaction'],
        },
      ],
      chains: [SOLANA_MAINNET],
    })
    expect(() => assertPayloadBounds(onEvent.mock.calls[0]?.[2])).not.toThrow()
  })

  test('behavior: destroy() removes every listener and stops listening', async () => {
    const solana = fakeSolanaWallet('Phantom')
    cleanups.push(registerWallet(solana.wallet))
    const { wallets, onChange, onEvent } = await start()
    expect(solana.changeListenerCount()).toBe(1)
    wallets.destroy()
    expect(solana.changeListenerCount()).toBe(0)
    cleanups.push(registerWallet(fakeSolanaWallet('Late').wallet))
    solana.emitChange()
    await flushed()
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onEvent).not.toHaveBeenCalled()
  })
})
