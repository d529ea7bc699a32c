// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Provider } from 'jotai/react'
import { createStore } from 'jotai/vanilla'
import { afterEach, expect, test, vi } from 'vitest'
import { hostLinkAtom } from '../../app/hostLinkAtom.ts'
import type { RegistryWallet } from '../../registry/registryWalletSchema.ts'
import { platformAtom } from '../../state/platform.ts'
import { InstallLinks } from './InstallLinks.tsx'

const CHROME =
  'https://chromewebstore.google.com/detail/unisat-wallet/ppbibelpcjmhbdihakflkdcoccbgbkpo'
const UNISAT: RegistryWallet = {
  id: 'io.unisat',
  name: 'UniSat',
  rdns: null,
  chains: ['bip122:000000000019d6689c085ae165831e93'],
  mobile: { native: null, universal: null },
  desktop: { native: null, universal: null },
  app: { ios: null, android: null, browser: null },
  extensions: { chrome: CHROME, firefox: null, edge: null, safari: null, opera: null },
  homepage: 'https://unisat.io/',
  connectorIds: ['bip122:unisat'],
  image: null,
  colors: { primary: null, secondary: null },
}

afterEach(() => {
  cleanup()
})

test('default: on a desktop, the chosen wallet’s extension stores, opened through the host', async () => {
  const store = createStore()
  const openUrl = vi.fn(async () => true)
  store.set(hostLinkAtom, { bridge: {} as never, openUrl })
  const { rerender } = render(
    <Provider store={store}>
      <InstallLinks walletId="io.unisat" name="UniSat" registry={[UNISAT]} />
    </Provider>,
  )
  const link = screen.getByRole('link', { name: 'UniSat on Chrome' })
  expect(link.getAttribute('href')).toBe(CHROME)
  expect(screen.getAllByRole('link')).toHaveLength(1)
  fireEvent.click(link)
  expect(openUrl).toHaveBeenCalledWith(CHROME)

  // A phone installs apps, not extensions: nothing here.
  store.set(platformAtom, { isMobile: true, isIosSafari: false, isTelegram: false, os: 'android' })
  rerender(
    <Provider store={store}>
      <InstallLinks walletId="io.unisat" name="UniSat" registry={[UNISAT]} />
    </Provider>,
  )
  expect(screen.queryByTestId('install-links')).toBeNull()
})

test('behavior: nothing while the links load, or for a wallet the registry does not list', () => {
  const store = createStore()
  const { rerender } = render(
    <Provider store={store}>
      <InstallLinks walletId="io.unisat" name="UniSat" registry={undefined} />
    </Provider>,
  )
  expect(screen.queryByTestId('install-links')).toBeNull()
  rerender(
    <Provider store={store}>
      <InstallLinks walletId="io.gone" name="Gone" registry={[UNISAT]} />
    </Provider>,
  )
  expect(screen.queryByTestId('install-links')).toBeNull()
})
