// @vitest-environment happy-dom
import { createPortMessenger } from '@airlock/shared-protocol'
import { createConfig, createStorage, getConnection, reconnect } from '@wagmi/core'
import { http } from 'viem'
import { anvil } from 'viem/chains'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createModalWith } from '../createModal.ts'
import { createFakeModalPage, type FakePageCall } from '../testing/createFakeModalPage.ts'
import { TEST_MODAL_URL } from '../testing/mountModalOverChannel.ts'
import { airlock } from './airlock.ts'

// wagmi's reconnect on page load with a modal that loads its iframe late (preload 'interaction'):
// a real instance over a MessageChannel to a fake modal page.
const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const cleanups: Array<() => void> = []
let projectCounter = 0

beforeEach(() => {
  document.body.innerHTML = '<button data-airlock-connect>Connect</button>'
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

/** A page whose modal preloads at the first interaction, and wagmi over it with `items` stored. */
function setup(items: Map<string, string>) {
  projectCounter += 1
  const { port1, port2 } = new MessageChannel()
  const modal = createModalWith(
    {
      projectId: `wagmi-preload${projectCounter}`,
      modalUrl: TEST_MODAL_URL,
      preload: 'interaction',
    },
    () => createPortMessenger(port2),
  )
  cleanups.push(() => {
    modal.destroy()
    port1.close()
    port2.close()
  })
  const config = createConfig({
    chains: [anvil],
    connectors: [airlock({ modal })],
    transports: { [anvil.id]: http() },
    storage: createStorage({
      storage: {
        getItem: (key) => items.get(key) ?? null,
        setItem: (key, value) => void items.set(key, value),
        removeItem: (key) => void items.delete(key),
      },
    }),
    multiInjectedProviderDiscovery: false,
  })
  return { modal, config, port: port1 }
}

const iframes = () => document.querySelectorAll('iframe').length

test('behavior: with preload interaction, a returning visitor is reconnected on page load without an interaction (regression: reconnect waited for a hover and timed out)', async () => {
  // What wagmi stored when the visitor connected on an earlier visit.
  const { modal, config, port } = setup(new Map([['wagmi.airlock.connected', 'true']]))
  const reconnecting = reconnect(config)
  await vi.waitFor(() => expect(iframes()).toBe(1))

  const page = createFakeModalPage(port, modal.instanceId)
  page.answer = ({ params }: FakePageCall) => {
    const { method } = params as { method: string }
    if (method === 'eth_accounts') return [A]
    if (method === 'eth_chainId') return '0x7a69'
    throw new Error(`not faked: ${method}`)
  }
  await page.ready()
  // The modal reconnects its stored wallet after its handshake.
  await page.push({
    seq: 1,
    status: 'connected',
    account: { address: A, caipAddress: `eip155:31337:${A}`, namespace: 'eip155' },
    network: { caipNetworkId: 'eip155:31337', name: 'Anvil' },
  })
  expect(await reconnecting).toMatchObject([{ accounts: [A], chainId: 31337 }])
  expect(getConnection(config)).toMatchObject({ status: 'connected', address: A })
  expect(page.received).toEqual([])
})

test('behavior: with preload interaction, a visitor who never connected through wagmi loads no iframe on page load', async () => {
  const { config } = setup(new Map())
  expect(await reconnect(config)).toEqual([])
  expect(iframes()).toBe(0)
})
