// @vitest-environment happy-dom

import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { hostLinkAtom } from '../../app/hostLinkAtom.ts'
import { setHostConnectors } from '../../app/setHostConnectors.ts'
import { fakeWalletFrame } from '../../embedded/testing.ts'
import type { RegistryWallet } from '../../registry/registryWalletSchema.ts'
import { setAccount } from '../../state/account.ts'
import { initializeChains } from '../../state/chain.ts'
import { addRecentWallet } from '../../state/connection.ts'
import { type Connector, connectorsAtom } from '../../state/connectors.ts'
import { projectCustomWalletsAtom } from '../../state/customWallets.ts'
import { sentEmailCodeAtom } from '../../state/emailLogin.ts'
import { hostOriginAtom } from '../../state/hostOrigin.ts'
import { closeModal } from '../../state/modal.ts'
import { projectServicesAtom } from '../../state/options.ts'
import { platformAtom } from '../../state/platform.ts'
import { goBack } from '../../state/router/goBack.ts'
import { pushView, resetView, viewAtom, viewDataAtom } from '../../state/router/viewStack.ts'
import { testNetwork } from '../../state/testing.ts'
import { renderView, testStore } from '../renderView.tsx'
import { Connect } from './Connect.tsx'

/** A registry entry as the build writes it. */
function registryWallet(id: string, name: string): RegistryWallet {
  return {
    id,
    name,
    rdns: id,
    chains: [],
    mobile: { native: null, universal: null },
    desktop: { native: null, universal: null },
    app: { ios: null, android: null, browser: null },
    homepage: null,
    image: `/wallets/img/${id}.webp`,
    colors: { primary: null, secondary: null },
  }
}
// The registry is fetched once per page (cached by loadRegistry): every test here shares one.
const REGISTRY = [
  registryWallet('io.metamask', 'MetaMask'),
  registryWallet('app.phantom', 'Phantom'),
  registryWallet('io.rabby', 'Rabby'),
  registryWallet('me.rainbow', 'Rainbow'),
  registryWallet('org.uniswap', 'Uniswap Wallet'),
]

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(REGISTRY), { status: 200 })),
  )
})
// Connect's lazy parts load from the frame after its first paint. Their first import here is also
// their first transform, which under load outlasts a findBy's wait; done once up front, the views
// get them as fast as a browser gets a cached chunk.
beforeAll(async () => {
  await Promise.all([import('./ConnectMore.tsx'), import('./SocialLogins.tsx')])
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** A row's text as a screen reader has it: without the decorative monogram. */
function spokenText(row: HTMLElement): string {
  const copy = row.cloneNode(true) as HTMLElement
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
  return copy.textContent ?? ''
}

describe('Connect', () => {
  test('default: names the verified host; no wallet found: Get a wallet first, then the others', async () => {
    const store = testStore()
    store.set(hostOriginAtom, 'http://127.0.0.1:4300')
    renderView(<Connect />, store)
    expect(screen.getByText('http://127.0.0.1:4300')).toBeTruthy()
    expect(screen.getByText('No wallets detected yet')).toBeTruthy()
    const wallets = within(screen.getByRole('region', { name: 'Wallets' }))
    const getWallet = await wallets.findByRole('button', { name: /Get a wallet/ })
    await wallets.findByText(String(REGISTRY.length))
    expect(wallets.getAllByRole('listitem').map(spokenText)).toEqual([
      'WalletConnectScan with your phone',
      'Get a walletStart here',
      `All Wallets${REGISTRY.length}`,
    ])
    fireEvent.click(getWallet)
    expect(store.get(viewAtom)).toBe('GetWallet')
  })

  test('behavior: WalletConnect with its logo; All Wallets as a tile of four logos and the count', async () => {
    renderView(<Connect />, testStore())
    const walletConnect = screen.getByRole('button', { name: /WalletConnect/ })
    expect(walletConnect.querySelector('img')?.getAttribute('src')).toBe(
      '/wallets/img/walletconnect.svg',
    )
    const allWallets = await screen.findByRole('button', { name: /All Wallets/ })
    expect(await within(allWallets).findByText(String(REGISTRY.length))).toBeTruthy()
    const tile = [...allWallets.querySelectorAll('.al-wallet-tile img')]
    expect(tile.map((image) => image.getAttribute('src'))).toEqual(
      REGISTRY.slice(0, 4).map((wallet) => wallet.image),
    )
    fireEvent.click(allWallets)
  })

  test('behavior: shown again (Back), Connect has All Wallets and Get a wallet in its first render: no row moves under a tap', async () => {
    renderView(<Connect />, testStore())
    await screen.findByRole('button', { name: /All Wallets/ })
    cleanup()
    renderView(<Connect />, testStore())
    expect(screen.getByRole('button', { name: /All Wallets/ })).toBeTruthy()
    expect(screen.getByRole('button', { name: /I don’t have a wallet|Get a wallet/ })).toBeTruthy()
  })

  test("behavior: on a phone, the host's and the project's wallet apps are listed and open their pairing", async () => {
    const store = testStore({
      customWallets: [
        { id: 'desk', name: 'Desktop Only', desktopLink: 'desk://' },
        { id: 'acme', name: 'Acme', mobileLink: 'acme://' },
        { id: 'gone', name: 'Gone', mobileLink: 'gone://' },
      ],
      excludeWalletIds: ['gone'],
    })
    store.set(projectCustomWalletsAtom, [
      { id: 'demo', name: 'Demo Mobile', mobileLink: 'http://localhost:4340/?' },
    ])
    store.set(platformAtom, {
      isMobile: true,
      isIosSafari: false,
      isTelegram: false,
      os: 'android',
    })
    addRecentWallet(store, { id: 'acme', name: 'Acme' })
    renderView(<Connect />, store)
    const wallets = within(screen.getByRole('region', { name: 'Wallets' }))
    // No "nothing detected" on a phone that has apps to offer.
    expect(wallets.queryByText('No wallets detected yet')).toBeNull()
    expect(wallets.getByText('Wallet apps')).toBeTruthy()
    // All Wallets counts the registry and the three custom wallets left after the exclusion.
    const count = String(REGISTRY.length + 3)
    await wallets.findByText(count)
    expect(wallets.getAllByRole('listitem').map(spokenText)).toEqual([
      // A phone does not scan its own screen.
      'WalletConnectOpen a wallet app',
      'AcmeAppRecent',
      'Demo MobileApp',
      `All Wallets${count}`,
      'I don’t have a wallet',
    ])
    fireEvent.click(wallets.getByRole('button', { name: /Demo Mobile/ }))
    expect(store.get(viewAtom)).toBe('ConnectingWalletConnect')
    expect(store.get(viewDataAtom)).toEqual({ walletId: 'demo', name: 'Demo Mobile' })
  })

  test('behavior: All Wallets shows no count before the registry is in, not the custom wallets alone', async () => {
    // Connect loads the registry at its idle time: held here until the tile has been read.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    vi.stubGlobal('requestIdleCallback', (run: () => void) => held.then(run))
    vi.stubGlobal('cancelIdleCallback', () => undefined)
    renderView(<Connect />, testStore({ customWallets: [{ id: 'acme', name: 'Acme' }] }))
    const allWallets = await screen.findByRole('button', { name: /All Wallets/ })
    expect(within(allWallets).queryByTestId('all-wallets-count')).toBeNull()
    release()
    expect(await within(allWallets).findByText(String(REGISTRY.length + 1))).toBeTruthy()
  })

  test('behavior: on a desktop, or without WalletConnect, the wallet apps are not listed', () => {
    const customWallets = [{ id: 'demo', name: 'Demo Mobile', mobileLink: 'demo://' }]
    renderView(<Connect />, testStore({ customWallets }))
    expect(screen.queryByText('Wallet apps')).toBeNull()
    expect(screen.getByText('No wallets detected yet')).toBeTruthy()
    cleanup()
    const store = testStore({ customWallets, enableWalletConnect: false })
    store.set(platformAtom, { isMobile: true, isIosSafari: false, isTelegram: false, os: 'ios' })
    renderView(<Connect />, store)
    expect(screen.queryByRole('button', { name: /Demo Mobile/ })).toBeNull()
  })

  test('behavior: email and social logins are hidden, flagged on or not (no auth service)', () => {
    renderView(<Connect />, testStore({ features: { email: true, socials: true } }))
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull()
    expect(screen.queryByRole('list', { name: 'Social logins' })).toBeNull()
    for (const name of ['Continue with Google', 'Continue with X', 'More social logins']) {
      expect(screen.queryByRole('button', { name })).toBeNull()
    }
  })

  test('behavior: socials are Google wide, then a row of icon buttons and More; each opens its login', async () => {
    const store = testStore({ features: { email: true, socials: true } })
    store.set(projectServicesAtom, {
      apiUrl: undefined,
      embeddedWallet: { frameUrl: 'https://wallet.test/', authUrl: 'https://auth.test/' },
    })
    renderView(<Connect />, store)
    const socials = await screen.findByRole('list', { name: 'Social logins' })
    expect(
      within(socials)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual([
      'Continue with Google',
      'Continue with X',
      'Continue with Discord',
      // Not Farcaster, in spec §9's default list: the login service has no sign-in for it.
      'Continue with GitHub',
      'More social logins',
    ])
    fireEvent.click(within(socials).getByRole('button', { name: 'Continue with X' }))
    expect(store.get(viewAtom)).toBe('Socials')
    expect(store.get(viewDataAtom)).toEqual({ provider: 'x' })
  })

  test('behavior: email is a field in Connect: a malformed address keeps its arrow disabled, and Enter says why', () => {
    const store = testStore()
    const { calls } = fakeWalletFrame(store, {})
    renderView(<Connect />, store)
    const field = screen.getByRole('textbox', { name: 'Email' })
    const arrow = screen.getByRole('button', { name: 'Continue with email' })
    expect(arrow).toHaveProperty('disabled', true)
    // No spellcheck squiggles under an address (Preact writes nothing for spellCheck={false}).
    expect(field.getAttribute('spellcheck')).toBe('false')
    fireEvent.input(field, { target: { value: 'ada@example' } })
    expect(arrow).toHaveProperty('disabled', true)
    fireEvent.keyDown(field, { key: 'Enter' })
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid email address')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    // Typing on takes the complaint away and, once the address looks right, enables the arrow.
    fireEvent.input(field, { target: { value: 'ada@example.com' } })
    expect(screen.queryByRole('alert')).toBeNull()
    expect(arrow).toHaveProperty('disabled', false)
    expect(calls.filter((call) => call.method === 'emailStart')).toEqual([])
  })

  test('default: Enter on a valid address mails the code and opens the code step', async () => {
    const store = testStore()
    const { calls } = fakeWalletFrame(store, { emailStart: () => ({ expiresInSeconds: 600 }) })
    renderView(<Connect />, store)
    const field = screen.getByRole('textbox', { name: 'Email' })
    fireEvent.input(field, { target: { value: ' ada@example.com ' } })
    fireEvent.keyDown(field, { key: 'Enter' })
    await waitFor(() => expect(store.get(viewAtom)).toBe('EmailLogin'))
    expect(store.get(viewDataAtom)).toEqual({ email: 'ada@example.com' })
    expect(calls.filter((call) => call.method === 'emailStart')).toEqual([
      { method: 'emailStart', params: { email: 'ada@example.com' } },
    ])
  })

  test('behavior: a code mailed before a reload is offered under the field and opens its code step; not once it expired', () => {
    const store = testStore()
    fakeWalletFrame(store, {})
    // What the modal's storage kept from before the reload.
    store.set(sentEmailCodeAtom, {
      email: 'ada@example.com',
      at: Date.now() - 5_000,
      expiresAt: Date.now() + 595_000,
    })
    renderView(<Connect />, store)
    const entry = screen.getByRole('button', { name: 'Enter the code we sent to ada@example.com' })
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('')
    fireEvent.click(entry)
    expect(store.get(viewAtom)).toBe('EmailLogin')
    expect(store.get(viewDataAtom)).toEqual({ email: 'ada@example.com' })

    cleanup()
    resetView(store, 'Connect')
    store.set(sentEmailCodeAtom, {
      email: 'ada@example.com',
      at: Date.now() - 600_000,
      expiresAt: Date.now() - 1,
    })
    renderView(<Connect />, store)
    expect(screen.queryByRole('button', { name: /Enter the code we sent/ })).toBeNull()
    expect(store.get(sentEmailCodeAtom)).toBeUndefined()
  })

  test('behavior: with an account connected (Connect for the other namespace) no mailed code is offered', () => {
    const store = testStore()
    fakeWalletFrame(store, {})
    setAccount(store, 'eip155', {
      caipAddress: 'eip155:1:0x0000000000000000000000000000000000000001',
    })
    store.set(sentEmailCodeAtom, {
      email: 'ada@example.com',
      at: Date.now(),
      expiresAt: Date.now() + 600_000,
    })
    renderView(<Connect />, store)
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Enter the code we sent/ })).toBeNull()
  })

  test('error: the login service down shows under the field, which keeps the address', async () => {
    const store = testStore()
    fakeWalletFrame(store, {
      emailStart: () => {
        throw new AirlockError(
          ErrorCode.HTTP_ERROR,
          'The login service could not be reached. Try again in a moment.',
        )
      },
    })
    renderView(<Connect />, store)
    const field = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement
    fireEvent.input(field, { target: { value: 'ada@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continue with email' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe(
      'The login service could not be reached. Try again in a moment. Nothing was lost.',
    )
    expect(field.getAttribute('aria-describedby')).toBe(alert.id)
    // The address is not what is wrong: the field is not marked invalid.
    expect(field.getAttribute('aria-invalid')).toBe('false')
    expect(field.value).toBe('ada@example.com')
    expect(store.get(viewAtom)).toBe('Connect')
  })

  test('behavior: the auth service’s block shows under the field as "try again after N seconds"', async () => {
    const store = testStore()
    fakeWalletFrame(store, {
      emailStart: () => {
        throw new AirlockError(ErrorCode.AUTH_REFUSED, 'Refused: RATE_LIMITED', {
          data: { reason: 'RATE_LIMITED', retryAfterSeconds: 17 },
        })
      },
    })
    renderView(<Connect />, store)
    const field = screen.getByRole('textbox', { name: 'Email' })
    fireEvent.input(field, { target: { value: 'ada@example.com' } })
    fireEvent.keyDown(field, { key: 'Enter' })
    expect((await screen.findByRole('alert')).textContent).toBe('Please try again after 17 seconds')
    expect((field as HTMLInputElement).value).toBe('ada@example.com')
  })

  test('behavior: an address typed but not sent is kept when the visitor leaves and comes back (a phone visitor in their mail app)', async () => {
    const store = testStore()
    const { calls } = fakeWalletFrame(store, { emailStart: () => ({ expiresInSeconds: 600 }) })
    renderView(<Connect />, store)
    fireEvent.input(screen.getByRole('textbox', { name: 'Email' }), {
      target: { value: 'ada@example.com' },
    })
    // Away to a wallet and back, then the modal closed and opened again.
    pushView(store, 'ConnectingWalletConnect')
    cleanup()
    goBack(store)
    closeModal(store)
    renderView(<Connect />, store)
    const field = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement
    expect(field.value).toBe('ada@example.com')
    expect(screen.getByRole('button', { name: 'Continue with email' })).toHaveProperty(
      'disabled',
      false,
    )
    // Once the code is mailed the draft is done with: Connect opens on an empty field again.
    fireEvent.keyDown(field, { key: 'Enter' })
    await waitFor(() => expect(store.get(viewAtom)).toBe('EmailLogin'))
    expect(calls.filter((call) => call.method === 'emailStart')).toHaveLength(1)
    cleanup()
    closeModal(store)
    renderView(<Connect />, store)
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('')
  })

  test('behavior: after a reload, the same address again opens the code step: the code already mailed is still valid (EMAIL_COOLDOWN was a dead end)', async () => {
    const store = testStore()
    fakeWalletFrame(store, {
      emailStart: () => {
        throw new AirlockError(ErrorCode.AUTH_REFUSED, 'Refused: EMAIL_COOLDOWN', {
          data: { reason: 'EMAIL_COOLDOWN', retryAfterSeconds: 17 },
        })
      },
    })
    renderView(<Connect />, store)
    const field = screen.getByRole('textbox', { name: 'Email' })
    fireEvent.input(field, { target: { value: 'ada@example.com' } })
    fireEvent.keyDown(field, { key: 'Enter' })
    await waitFor(() => expect(store.get(viewAtom)).toBe('EmailLogin'))
    expect(store.get(viewDataAtom)).toEqual({ email: 'ada@example.com' })
    expect(screen.queryByRole('alert')).toBeNull()
  })

  test('behavior: a long wallet name keeps its whole text (it wraps, the end is not cut)', () => {
    const store = testStore()
    setHostConnectors(store, [
      {
        id: 'dev.airlock.demo-polkadot',
        name: 'Airlock Demo Wallet (Polkadot)',
        type: 'ANNOUNCED',
        namespace: 'eip155',
      },
    ])
    renderView(<Connect />, store)
    expect(screen.getByRole('button', { name: /^Airlock Demo Wallet \(Polkadot\)/ })).toBeTruthy()
  })

  test('behavior: installed wallets are listed first and open ConnectingExternal', () => {
    const store = testStore()
    setHostConnectors(store, [
      { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', namespace: 'eip155' },
    ])
    renderView(<Connect />, store)
    const wallets = screen.getByRole('region', { name: 'Wallets' })
    const buttons = screen.getAllByRole('button')
    expect(wallets.contains(buttons[0] ?? null)).toBe(true)
    fireEvent.click(within(wallets).getByRole('button', { name: /MetaMask/ }))
    expect(store.get(viewAtom)).toBe('ConnectingExternal')
    expect(store.get(viewDataAtom)).toEqual({
      connectorId: 'io.metamask',
      namespace: 'eip155',
      name: 'MetaMask',
    })
  })

  test('behavior: icons from data: URLs, else the registry logo by rdns; the recent wallet first with its tag', async () => {
    const store = testStore()
    const icon = 'data:image/svg+xml;base64,PHN2Zy8+'
    setHostConnectors(store, [
      { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', namespace: 'eip155', icon },
      { id: 'io.rabby', name: 'Rabby', type: 'ANNOUNCED', namespace: 'eip155' },
    ])
    addRecentWallet(store, { id: 'io.rabby', name: 'Rabby' })
    renderView(<Connect />, store)
    const rows = within(screen.getByRole('region', { name: 'Wallets' }))
      .getAllByRole('listitem')
      .map(spokenText)
    expect(rows.slice(1, 3)).toEqual(['RabbyEVMRecent', 'MetaMaskEVM'])
    const icons = () =>
      [...document.querySelectorAll('.al-wallet-list img.al-wallet-icon')].map((image) =>
        image.getAttribute('src'),
      )
    // Rabby announced no icon: its monogram, until the registry has loaded.
    expect(icons()).toEqual([icon])
    await waitFor(() => expect(icons()).toEqual(['/wallets/img/io.rabby.webp', icon]))
  })

  test('behavior: a wallet on two chains is one entry that connects on the active namespace', () => {
    const store = testStore()
    initializeChains(store, [testNetwork('solana:abc'), testNetwork('eip155:1')])
    setHostConnectors(store, [
      { id: 'app.phantom', name: 'Phantom', type: 'ANNOUNCED', namespace: 'eip155' },
      { id: 'app.phantom.sol', name: 'Phantom', type: 'INJECTED', namespace: 'solana' },
    ])
    renderView(<Connect />, store)
    fireEvent.click(screen.getByRole('button', { name: /Phantom.*Multi-chain/ }))
    expect(store.get(viewDataAtom)).toMatchObject({
      connectorId: 'app.phantom.sol',
      namespace: 'solana',
    })
  })

  test('behavior: reached from "Switch to EVM", only wallets that connect on EVM are offered', () => {
    const store = testStore()
    initializeChains(store, [testNetwork('solana:abc'), testNetwork('eip155:1')])
    setHostConnectors(store, [
      { id: 'dev.demo.sol', name: 'Demo Solana', type: 'ANNOUNCED', namespace: 'solana' },
      { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', namespace: 'eip155' },
      { id: 'app.phantom', name: 'Phantom', type: 'ANNOUNCED', namespace: 'eip155' },
      { id: 'app.phantom.sol', name: 'Phantom', type: 'INJECTED', namespace: 'solana' },
    ])
    // The Solana wallet the visitor is connected with is the recent one.
    addRecentWallet(store, { id: 'dev.demo.sol', name: 'Demo Solana' })
    resetView(store, 'Connect', { namespace: 'eip155' })
    renderView(<Connect />, store)
    expect(screen.getByText('Choose an EVM wallet.')).toBeTruthy()
    const rows = within(screen.getByRole('region', { name: 'Wallets' }))
      .getAllByRole('listitem')
      .map(spokenText)
    expect(rows.filter((row) => row.includes('Demo Solana'))).toEqual([])
    expect(rows).toContain('MetaMaskEVM')
    expect(rows).toContain('PhantomMulti-chain')
    cleanup()
    // Without the namespace (the usual Connect) every wallet is offered.
    const plain = testStore()
    setHostConnectors(plain, [
      { id: 'dev.demo.sol', name: 'Demo Solana', type: 'ANNOUNCED', namespace: 'solana' },
    ])
    renderView(<Connect />, plain)
    expect(screen.queryByText(/Choose an? /)).toBeNull()
    expect(screen.getByRole('button', { name: /Demo Solana/ })).toBeTruthy()
  })

  test('behavior: no wallet of the wanted namespace says which kind is missing', () => {
    const store = testStore()
    setHostConnectors(store, [
      { id: 'dev.demo.sol', name: 'Demo Solana', type: 'ANNOUNCED', namespace: 'solana' },
    ])
    resetView(store, 'Connect', { namespace: 'eip155' })
    renderView(<Connect />, store)
    expect(screen.getByText('No EVM wallets detected yet')).toBeTruthy()
  })

  test('behavior: for a namespace the embedded wallet has no account on, no email or social logins (phone audit)', async () => {
    const store = testStore({ features: { email: true, socials: true } })
    store.set(projectServicesAtom, {
      apiUrl: undefined,
      embeddedWallet: { frameUrl: 'https://wallet.test/', authUrl: 'https://auth.test/' },
    })
    resetView(store, 'Connect', { namespace: 'bip122' })
    renderView(<Connect />, store)
    expect(screen.getByText('Choose a Bitcoin wallet.')).toBeTruthy()
    // The rows that load after the first paint are in, the socials' would be too.
    await screen.findByRole('button', { name: /All Wallets/ })
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull()
    expect(screen.queryByRole('list', { name: 'Social logins' })).toBeNull()
    cleanup()
    resetView(store, 'Connect', { namespace: 'solana' })
    renderView(<Connect />, store)
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeTruthy()
    expect(await screen.findByRole('list', { name: 'Social logins' })).toBeTruthy()
  })

  test('behavior: connector order of spec §9: WalletConnect, recent, injected, featured, external', () => {
    const store = testStore({ featuredWalletIds: ['safe'] })
    // External connectors (a wallet SDK in the modal) come before the host's in the store.
    const connector = (id: string, name: string, type: Connector['type']): Connector => ({
      id,
      name,
      type,
      chain: 'eip155',
      installed: type !== 'EXTERNAL',
    })
    store.set(connectorsAtom, [
      connector('coinbaseSdk', 'Coinbase SDK', 'EXTERNAL'),
      connector('safe', 'Safe', 'EXTERNAL'),
      connector('io.metamask', 'MetaMask', 'ANNOUNCED'),
      connector('io.rabby', 'Rabby', 'ANNOUNCED'),
    ])
    addRecentWallet(store, { id: 'io.rabby', name: 'Rabby' })
    renderView(<Connect />, store)
    const rows = within(screen.getByRole('region', { name: 'Wallets' }))
      .getAllByRole('listitem')
      .map((row) => row.querySelector('.al-list-row-title')?.textContent)
    expect(rows.slice(0, 5)).toEqual(['WalletConnect', 'Rabby', 'MetaMask', 'Safe', 'Coinbase SDK'])
  })

  test('behavior: legalCheckbox: no way to connect until the terms are agreed; links open through the host', async () => {
    const store = testStore({
      features: { legalCheckbox: true },
      termsConditionsUrl: 'https://dapp.example/terms',
      privacyPolicyUrl: 'https://dapp.example/privacy',
    })
    const { calls } = fakeWalletFrame(store, { emailStart: () => ({ expiresInSeconds: 600 }) })
    setHostConnectors(store, [
      { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', namespace: 'eip155' },
    ])
    const openUrl = vi.fn(async () => true)
    store.set(hostLinkAtom, { openUrl } as never)
    renderView(<Connect />, store)
    const wallets = within(screen.getByRole('region', { name: 'Wallets' }))
    const connectRows = async () => [
      wallets.getByRole('button', { name: /MetaMask/ }),
      wallets.getByRole('button', { name: /WalletConnect/ }),
      await wallets.findByRole('button', { name: /All Wallets/ }),
    ]
    for (const row of await connectRows()) expect((row as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(wallets.getByRole('button', { name: /MetaMask/ }))
    expect(store.get(viewAtom)).toBe('Connect')
    // The email field takes an address but mails nothing: its arrow is off, Enter does nothing.
    const email = screen.getByRole('textbox', { name: 'Email' })
    const arrow = screen.getByRole('button', { name: 'Continue with email' })
    fireEvent.input(email, { target: { value: 'ada@example.com' } })
    expect(arrow).toHaveProperty('disabled', true)
    fireEvent.keyDown(email, { key: 'Enter' })
    expect(calls.filter((call) => call.method === 'emailStart')).toEqual([])
    // Nor does a code mailed before a reload log in before the terms are agreed.
    store.set(sentEmailCodeAtom, {
      email: 'ada@example.com',
      at: Date.now(),
      expiresAt: Date.now() + 600_000,
    })
    const entry = await screen.findByRole('button', { name: /Enter the code we sent/ })
    expect(entry).toHaveProperty('disabled', true)
    fireEvent.click(screen.getByRole('link', { name: 'Terms of Service' }))
    expect(openUrl).toHaveBeenCalledWith('https://dapp.example/terms')
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      'https://dapp.example/privacy',
    )
    const checkbox = screen.getByRole('checkbox', { name: /I agree to the/ })
    fireEvent.click(checkbox)
    expect((checkbox as HTMLInputElement).checked).toBe(true)
    for (const row of await connectRows()) expect((row as HTMLButtonElement).disabled).toBe(false)
    expect(arrow).toHaveProperty('disabled', false)
    expect(entry).toHaveProperty('disabled', false)
    fireEvent.click(wallets.getByRole('button', { name: /MetaMask/ }))
    expect(store.get(viewAtom)).toBe('ConnectingExternal')
  })

  test('behavior: collapseWallets shows one "Continue with a wallet" row that opens the list', () => {
    const store = testStore({ features: { collapseWallets: true } })
    setHostConnectors(store, [
      { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', namespace: 'eip155' },
    ])
    renderView(<Connect />, store)
    expect(screen.queryByRole('button', { name: /MetaMask/ })).toBeNull()
    expect(screen.queryByRole('button', { name: /WalletConnect/ })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Continue with a wallet' }))
    expect(screen.getByRole('button', { name: /MetaMask/ })).toBeTruthy()
    expect(screen.getByRole('button', { name: /WalletConnect/ })).toBeTruthy()
  })

  test('behavior: the branding footer shows by default and goes with reownBranding off', () => {
    renderView(<Connect />, testStore())
    expect(screen.getByText('Secured by Airlock')).toBeTruthy()
    cleanup()
    renderView(<Connect />, testStore({ features: { reownBranding: false } }))
    expect(screen.queryByText('Secured by Airlock')).toBeNull()
  })

  test('behavior: features turn methods off', async () => {
    renderView(
      <Connect />,
      testStore({ features: { email: false, socials: false, allWallets: false } }),
    )
    await screen.findByRole('button', { name: /Get a wallet/ })
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull()
    expect(screen.queryByRole('list', { name: 'Social logins' })).toBeNull()
    expect(screen.queryByRole('button', { name: /All Wallets/ })).toBeNull()
  })
})
