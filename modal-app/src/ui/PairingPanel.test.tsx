// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { setConnection, setPairing } from '../state/connection.ts'
import { snackbarAtom } from '../state/snackbar.ts'
import { renderView, testStore } from '../views/renderView.tsx'
import { PairingPanel } from './PairingPanel.tsx'

afterEach(cleanup)

const URI = 'wc:abc@2?relay-protocol=irn&symKey=123'

describe('PairingPanel', () => {
  test('default: spinner without a URI', () => {
    renderView(<PairingPanel walletName="WalletConnect" onRetry={() => undefined} />)
    expect(screen.getByRole('status').textContent).toBe('Preparing a pairing code')
  })

  test('behavior: Copy link writes the URI and says so', async () => {
    const store = testStore()
    setPairing(store, URI)
    const writeText = vi.fn(async () => undefined)
    renderView(
      <PairingPanel walletName="X" onRetry={() => undefined} writeText={writeText} />,
      store,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    // Said in the toast (the snackbar), which goes by itself.
    await waitFor(() =>
      expect(store.get(snackbarAtom)).toMatchObject({ open: true, message: 'Link copied' }),
    )
    expect(writeText).toHaveBeenCalledWith(URI)
  })

  test('error: a blocked clipboard shows the link selected in a read-only field', async () => {
    const store = testStore()
    setPairing(store, URI)
    const writeText = vi.fn(async () => {
      throw new Error('denied')
    })
    renderView(
      <PairingPanel walletName="X" onRetry={() => undefined} writeText={writeText} />,
      store,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    const field = (await screen.findByLabelText('Pairing link')) as HTMLInputElement
    expect(field.value).toBe(URI)
    expect(field.readOnly).toBe(true)
    await waitFor(() => expect(document.activeElement).toBe(field))
  })

  test('error: wcDeclined shows the declined state; Try again calls back', () => {
    const store = testStore()
    setConnection(store, { wcError: true, wcDeclined: true })
    const onRetry = vi.fn()
    renderView(<PairingPanel walletName="Rainbow" onRetry={onRetry} />, store)
    expect(screen.getByRole('alert').textContent).toBe(
      'Connection declinedThe connection was declined in Rainbow.',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  test('error: a pairing that failed on the way does not say the visitor declined', () => {
    const store = testStore()
    setConnection(store, { wcError: true })
    renderView(<PairingPanel walletName="WalletConnect" onRetry={vi.fn()} />, store)
    expect(screen.getByRole('alert').textContent).toBe(
      'Connection failedThe pairing with your wallet did not complete. Check your connection, then try again for a new code.',
    )
  })

  test('error: wcRelayUnreachable names the relay host; Try again calls back', () => {
    const store = testStore()
    setConnection(store, { wcError: true, wcRelayUnreachable: 'ws://127.0.0.1:4399' })
    const onRetry = vi.fn()
    renderView(<PairingPanel walletName="Rainbow" onRetry={onRetry} />, store)
    expect(screen.getByRole('alert').textContent).toMatchInlineSnapshot(
      `"WalletConnect relay unreachableThe WalletConnect relay at 127.0.0.1:4399 cannot be reached. Check your connection, then try again."`,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  test('error: wcRelaySilent says the relay did not answer; Try again calls back', () => {
    const store = testStore()
    setConnection(store, {
      wcError: true,
      wcRelayUnreachable: 'ws://127.0.0.1:4399',
      wcRelaySilent: true,
    })
    const onRetry = vi.fn()
    renderView(<PairingPanel walletName="Rainbow" onRetry={onRetry} />, store)
    expect(screen.getByRole('alert').textContent).toMatchInlineSnapshot(
      `"WalletConnect relay not answeringThe WalletConnect relay at 127.0.0.1:4399 did not answer. Check your connection, then try again."`,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  test('behavior: wallet buttons call onOpenWallet with the wallet', () => {
    const store = testStore()
    setPairing(store, URI)
    const onOpenWallet = vi.fn()
    const wallets = [
      { id: 'rainbow', name: 'Rainbow' },
      { id: 'trust', name: 'Trust Wallet' },
    ]
    renderView(
      <PairingPanel
        walletName="WalletConnect"
        onRetry={() => undefined}
        wallets={wallets}
        onOpenWallet={onOpenWallet}
      />,
      store,
    )
    const list = screen.getByRole('list', { name: 'Open a wallet app' })
    expect(list.textContent).toBe('Open RainbowOpen Trust Wallet')
    fireEvent.click(screen.getByRole('button', { name: 'Open Trust Wallet' }))
    expect(onOpenWallet).toHaveBeenCalledWith(wallets[1])
    // A phone cannot scan its own screen: the apps come first, the code is for another device.
    const code = screen.getByRole('img', { name: 'Pairing code for WalletConnect' })
    expect(list.compareDocumentPosition(code) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(screen.getByText('Wallet on another device? Scan this code with it')).toBeTruthy()
    expect(screen.queryByText("Scan this code with your phone's wallet")).toBeNull()
  })

  test("default: on a computer (no wallet apps) the code comes first, for the phone's wallet", () => {
    const store = testStore()
    setPairing(store, URI)
    renderView(<PairingPanel walletName="WalletConnect" onRetry={() => undefined} />, store)
    expect(
      screen.getByRole('img', { name: 'Pairing code for WalletConnect' }).getAttribute('class'),
    ).toBe('al-qr al-qr-large')
    expect(screen.getByText("Scan this code with your phone's wallet")).toBeTruthy()
  })

  test('behavior: one wallet app, no QR code (a phone, the app picked): its Open button first', () => {
    const store = testStore()
    setPairing(store, URI)
    const onOpenWallet = vi.fn()
    const wallet = { id: 'demo', name: 'Demo Mobile' }
    renderView(
      <PairingPanel
        walletName="Demo Mobile"
        onRetry={() => undefined}
        wallets={[wallet]}
        onOpenWallet={onOpenWallet}
        qrCode={false}
      />,
      store,
    )
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.queryByRole('list')).toBeNull()
    const buttons = screen.getAllByRole('button').map((button) => button.textContent)
    expect(buttons).toEqual(['Open Demo Mobile', 'Copy link'])
    expect(screen.getByText(/^Approve the connection in Demo Mobile/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Open Demo Mobile' }))
    expect(onOpenWallet).toHaveBeenCalledWith(wallet)
    expect(document.querySelector('[data-pairing-uri]')?.getAttribute('data-pairing-uri')).toBe(URI)
  })
})
