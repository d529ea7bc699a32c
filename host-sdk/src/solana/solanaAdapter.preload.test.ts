// @vitest-environment happy-dom
import { createPortMessenger } from '@airlock/shared-protocol'
import type { Wallet } from '@wallet-standard/base'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createModalWith } from '../createModal.ts'
import { createFakeModalPage } from '../testing/createFakeModalPage.ts'
import { TEST_MODAL_URL } from '../testing/mountModalOverChannel.ts'
import { solanaAdapter } from './solanaAdapter.ts'

// A wallet-standard app's autoConnect on page load (a silent connect of the Airlock wallet) with
// a modal that loads its iframe late: a real instance over a MessageChannel to a fake modal page.
const ADDRESS = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'
const CHAIN = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const cleanups: Array<() => void> = []

beforeEach(() => {
  document.body.innerHTML = '<button data-airlock-connect>Connect</button>'
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

/** The Airlock wallet as an app in the page finds it once registered. */
function airlockWallet(): Wallet {
  let found: Wallet | undefined
  const register = (...wallets: Wallet[]) => {
    found ??= wallets.find(({ name }) => name === 'Airlock')
    return () => {}
  }
  const onRegister = (event: Event) => (event as CustomEvent).detail({ register })
  window.addEventListener('wallet-standard:register-wallet', onRegister)
  cleanups.push(() => window.removeEventListener('wallet-standard:register-wallet', onRegister))
  return new Proxy({} as Wallet, {
    get: (_, key) => {
      if (!found) throw new Error('Airlock is not registered')
      return found[key as keyof Wallet]
    },
  })
}

test('behavior: with preload interaction, a silent connect on page load loads the modal and answers the restored account (regression: autoConnect waited for a hover and answered none)', async () => {
  const wallet = airlockWallet()
  const { port1, port2 } = new MessageChannel()
  const modal = createModalWith(
    {
      projectId: 'solana-preload',
      modalUrl: TEST_MODAL_URL,
      preload: 'interaction',
      adapters: [solanaAdapter()],
    },
    () => createPortMessenger(port2),
  )
  cleanups.push(() => {
    modal.destroy()
    port1.close()
    port2.close()
  })
  const connect = wallet.features['standard:connect'] as {
    connect: (input: { silent: boolean }) => Promise<{ accounts: Wallet['accounts'] }>
  }
  const connecting = connect.connect({ silent: true })
  await vi.waitFor(() => expect(document.querySelectorAll('iframe')).toHaveLength(1))

  const page = createFakeModalPage(port1, modal.instanceId)
  await page.ready()
  await page.push({
    seq: 1,
    status: 'connected',
    account: { address: ADDRESS, caipAddress: `${CHAIN}:${ADDRESS}`, namespace: 'solana' },
    network: { caipNetworkId: CHAIN, name: 'Solana' },
  })
  const { accounts } = await connecting
  expect(accounts.map(({ address }) => address)).toEqual([ADDRESS])
  expect(page.received).toEqual([])
})
