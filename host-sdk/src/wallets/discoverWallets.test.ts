// @vitest-environment happy-dom
import { assertPayloadBounds } from '@airlock/shared-protocol'
import { afterEach, describe, expect, test, vi } from 'vitest'
import {
  announce,
  fakeProvider,
  fakeSolanaWallet,
  info,
  registerWallet,
} from '../testing/fakeWallets.ts'
import { discoverWallets, type WalletDirectory } from './discoverWallets.ts'
import { MAX_ICON_LENGTH } from './HostWallet.ts'

const cleanups: Array<() => void> = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
  Reflect.deleteProperty(window, 'ethereum')
})

// discoverWallets gathers changes for one microtask; one queued after it runs after it.
const flushed = () => new Promise<void>((resolve) => queueMicrotask(resolve))

async function start() {
  const onChange = vi.fn()
  const onEvent = vi.fn()
  const wallets: WalletDirectory = discoverWallets(window, [], onChange, onEvent)
  cleanups.push(wallets.destroy)
  await flushed()
  const ids = () => wallets.list().map(({ id }) => id)
  return { wallets, onChange, onEvent, ids }
}

/** A wallet that answers `eip6963:requestProvider`, as extensions do. */
function installWallet(rdns: string, provider = fakeProvider()) {
  const detail = { info: info(rdns), provider }
  const onRequest = () => announce(detail)
  window.addEventListener('eip6963:requestProvider', onRequest)
  cleanups.push(() => window.removeEventListener('eip6963:requestProvider', onRequest))
  return detail
}

describe('EIP-6963', () => {
  test('default: wallets announced before and after start', async () => {
    const early = installWallet('io.metamask')
    const { wallets, onChange, ids } = await start()
    expect(wallets.list()).toEqual([
      {
        id: 'io.metamask',
        name: 'io.metamask',
        type: 'ANNOUNCED',
        namespace: 'eip155',
        rdns: 'io.metamask',
        icon: 'data:image/svg+xml;base64,PHN2Zy8+',
      },
    ])
    expect(wallets.get('io.metamask')?.provider).toBe(early.provider)
    expect(onChange).toHaveBeenCalledTimes(1)

    const late = fakeProvider()
    announce({ info: info('com.example.late', 'Late'), provider: late })
    await flushed()
    expect(ids()).toEqual(['io.metamask', 'com.example.late'])
    expect(onChange).toHaveBeenCalledTimes(2)
    expect(onChange).toHaveBeenLastCalledWith(wallets.list())
    expect(wallets.get('com.example.late')?.provider).toBe(late)
  })

  test('behavior: a second announcement of an rdns is ignored, and changes nothing', async () => {
    const first = installWallet('io.metamask')
    const { wallets, onChange, ids } = await start()
    announce({ info: info('io.metamask', 'Impostor'), provider: fakeProvider() })
    announce(first)
    await flushed()
    expect(ids()).toEqual(['io.metamask'])
    expect(wallets.get('io.metamask')?.provider).toBe(first.provider)
    expect(wallets.list()[0]?.name).toBe('io.metamask')
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  test('behavior: an empty rdns falls back to the uuid', async () => {
    const { wallets } = await start()
    announce({ info: { ...info(''), uuid: 'b0f4', name: 'No rdns' }, provider: fakeProvider() })
    await flushed()
    expect(wallets.list()).toEqual([
      {
        id: 'b0f4',
        name: 'No rdns',
        type: 'ANNOUNCED',
        namespace: 'eip155',
        icon: 'data:image/svg+xml;base64,PHN2Zy8+',
      },
    ])
  })

  test('error: malformed announcements are ignored', async () => {
    const { wallets, onChange } = await start()
    const provider = fakeProvider()
    const throwing = {
      get info(): never {
        throw new Error('getter')
      },
      provider,
    }
    for (const detail of [
      undefined,
      null,
      'io.metamask',
      {},
      { info: null, provider },
      { info: info('a.missing.provider') },
      { info: info('a.null.provider'), provider: null },
      { info: info('a.string.request'), provider: { request: 'eth_accounts' } },
      { info: { ...info('a.no.uuid'), uuid: undefined }, provider },
      { info: { ...info('a.no.name'), name: '' }, provider },
      { info: { ...info('a.number.name'), name: 7 }, provider },
      { info: { ...info('a.long.name'), name: 'x'.repeat(201) }, provider },
      { info: { ...info('a.no.icon'), icon: undefined }, provider },
      { info: { ...info('x'), rdns: 42 }, provider },
      { info: { ...info('x'), rdns: 'r'.repeat(201) }, provider },
      { info: { ...info(''), uuid: '' }, provider },
      throwing,
    ]) {
      announce(detail)
    }
    await flushed()
    expect(wallets.list()).toEqual([])
    expect(onChange).not.toHaveBeenCalled()
  })

  test('behavior: an icon that is not a data:image or https URL, or too long, is left out', async () => {
    const { wallets } = await start()
    const icons = {
      'a.javascript': 'javascript:alert(1)',
      'a.http': 'http://icons.example/a.png',
      'a.html': 'data:text/html;base64,PHNjcmlwdD4=',
      'a.huge': `data:image/png;base64,${'A'.repeat(MAX_ICON_LENGTH)}`,
      'a.https': 'https://icons.example/a.png',
      'a.png': 'data:image/png;base64,iVBORw0KGgo=',
    }
    for (const [rdns, icon] of Object.entries(icons)) {
      announce({ info: info(rdns, rdns, { icon }), provider: fakeProvider() })
    }
    await flushed()
    expect(wallets.list().map(({ id, icon }) => [id, icon])).toEqual([
      ['a.javascript', undefined],
      ['a.http', undefined],
      ['a.html', undefined],
      ['a.huge', undefined],
      ['a.https', 'https://icons.example/a.png'],
      ['a.png', 'data:image/png;base64,iVBORw0KGgo='],
    ])
  })

  test('behavior: at most 100 wallets, icons within a total that crosses the iframe', async () => {
    const { wallets } = await start()
    const icon = `data:image/png;base64,${'A'.repeat(MAX_ICON_LENGTH - 30)}`
    for (let index = 0; index < 150; index += 1) {
      announce({ info: info(`w${index}.example`, `W${index}`, { icon }), provider: fakeProvider() })
    }
    await flushed()
    const list = wallets.list()
    expect(list).toHaveLength(100)
    expect(list.filter((connector) => connector.icon).length).toBe(6)
    expect(() => assertPayloadBounds({ connectors: list })).not.toThrow()
  })
})

describe('window.ethereum', () => {
  test('default: listed as the injected wallet', async () => {
    const legacy = fakeProvider()
    Object.assign(window, { ethereum: legacy })
    const { wallets } = await start()
    expect(wallets.list()).toEqual([
      { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', namespace: 'eip155' },
    ])
    expect(wallets.get('injected')?.provider).toBe(legacy)
  })

  test('behavior: left out when it is also announced', async () => {
    const { provider } = installWallet('io.metamask')
    Object.assign(window, { ethereum: provider })
    const { ids } = await start()
    expect(ids()).toEqual(['io.metamask'])
  })

  test('behavior: left out when its flag names an announced rdns; kept when it does not', async () => {
    installWallet('io.metamask')
    Object.assign(window, { ethereum: fakeProvider({ isMetaMask: true }) })
    expect((await start()).ids()).toEqual(['io.metamask'])
    Object.assign(window, { ethereum: fakeProvider({ isRabby: true, isMetaMask: true }) })
    expect((await start()).ids()).toEqual(['io.metamask', 'injected'])
    Object.assign(window, { ethereum: fakeProvider() })
    expect((await start()).ids()).toEqual(['io.metamask', 'injected'])
  })

  test('behavior: a provider injected later is found on ethereum#initialized', async () => {
    const { ids, onChange } = await start()
    expect(ids()).toEqual([])
    Object.assign(window, { ethereum: fakeProvider() })
    window.dispatchEvent(new Event('ethereum#initialized'))
    await flushed()
    expect(ids()).toEqual(['injected'])
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  test('behavior: replaced by the announced wallet once it announces itself', async () => {
    const provider = fakeProvider()
    Object.assign(window, { ethereum: provider })
    const { ids, wallets } = await start()
    expect(ids()).toEqual(['injected'])
    announce({ info: info('io.metamask'), provider })
    await flushed()
    expect(ids()).toEqual(['io.metamask'])
    expect(wallets.get('injected')).toBeUndefined()
  })
})

describe('wallet-standard', () => {
  test('behavior: without an adapter, Solana wallet-standard wallets are not listed (see solana/)', async () => {
    const early = fakeSolanaWallet('Early')
    cleanups.push(registerWallet(early.wallet))
    installWallet('io.metamask')
    const { ids, onChange } = await start()
    cleanups.push(registerWallet(fakeSolanaWallet('Late').wallet))
    await flushed()
    expect(ids()).toEqual(['io.metamask'])
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(early.changeListenerCount()).toBe(0)
  })
})

describe('events', () => {
  test('default: EIP-1193 events are forwarded as plain data', async () => {
    const { provider } = installWallet('io.metamask')
    const { onEvent } = await start()
    provider.emit('accountsChanged', ['0xabc', 7])
    provider.emit('chainChanged', '0x2105')
    provider.emit('connect', { chainId: '0x1', extra: () => {} })
    provider.emit('disconnect', Object.assign(new Error('Disconnected'), { code: 4900 }))
    provider.emit('message', { type: 'eth_subscription' })
    expect(onEvent.mock.calls).toEqual([
      ['io.metamask', 'accountsChanged', ['0xabc']],
      ['io.metamask', 'chainChanged', '0x2105'],
      ['io.metamask', 'connect', { chainId: '0x1' }],
      ['io.metamask', 'disconnect', { code: 4900, message: 'Disconnected' }],
    ])
    for (const [, , data] of onEvent.mock.calls)
      expect(() => assertPayloadBounds(data)).not.toThrow()
  })

  test('behavior: destroy() removes every listener and stops listening', async () => {
    const { provider } = installWallet('io.metamask')
    const { wallets, onChange, onEvent } = await start()
    expect(provider.listenerCount()).toBe(4)
    wallets.destroy()
    expect(provider.listenerCount()).toBe(0)
    announce({ info: info('com.example.late'), provider: fakeProvider() })
    provider.emit('accountsChanged', [])
    await flushed()
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onEvent).not.toHaveBeenCalled()
  })

  test('behavior: a wallet that leaves the list is no longer listened to', async () => {
    const provider = fakeProvider()
    Object.assign(window, { ethereum: provider })
    await start()
    expect(provider.listenerCount()).toBe(4)
    announce({ info: info('io.metamask'), provider: fakeProvider({ isMetaMask: true }) })
    Object.assign(provider, { isMetaMask: true })
    await flushed()
    expect(provider.listenerCount()).toBe(0)
  })
})
