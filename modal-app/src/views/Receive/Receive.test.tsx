// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { setCaipAddress } from '../../state/account.ts'
import { initializeChains } from '../../state/chain.ts'
import { snackbarAtom } from '../../state/snackbar.ts'
import { testNetwork } from '../../state/testing.ts'
import { renderView, testStore } from '../renderView.tsx'
import { Receive } from './Receive.tsx'

afterEach(cleanup)

const address = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'

describe('Receive', () => {
  test('default: without an account', () => {
    renderView(<Receive />)
    expect(screen.getByText('No account connected')).toBeTruthy()
  })

  test('behavior: the address as code and text, copied on request, with its networks', async () => {
    const store = testStore()
    initializeChains(store, [testNetwork('eip155:1'), testNetwork('eip155:10')])
    setCaipAddress(store, `eip155:1:${address}`)
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    renderView(<Receive />, store)
    // The large code of WalletConnect's pairing (296 px), with the network's logo in its centre.
    const code = screen.getByRole('img', { name: `Address ${address}` })
    expect(code.getAttribute('class')).toBe('al-qr al-qr-large')
    expect(code.querySelector('[data-testid="qr-logo"]')).toBeTruthy()
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'eip155:1',
      'eip155:10',
    ])
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }))
    expect(writeText).toHaveBeenCalledWith(address)
    // Said in the toast (the snackbar), which goes by itself.
    await waitFor(() =>
      expect(store.get(snackbarAtom)).toMatchObject({ open: true, message: 'Address copied' }),
    )
  })

  test('behavior: warns to send only on its networks when several kinds of chain are connected (regression: it said "EVM assets", a word first-time visitors do not know)', () => {
    const store = testStore()
    initializeChains(store, [testNetwork('eip155:1'), testNetwork('solana:abc')])
    setCaipAddress(store, `eip155:1:${address}`)
    renderView(<Receive />, store)
    expect(screen.queryByText(/only on the networks above/)).toBeNull()
    cleanup()
    setCaipAddress(store, 'solana:abc:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')
    renderView(<Receive />, store)
    expect(screen.getByText('Send here only on the networks above.')).toBeTruthy()
  })

  test('behavior: a blocked clipboard leaves the address selected in a field to copy by hand', async () => {
    const store = testStore()
    initializeChains(store, [testNetwork('eip155:1')])
    setCaipAddress(store, `eip155:1:${address}`)
    const writeText = vi.fn(async () => {
      throw new DOMException('blocked', 'NotAllowedError')
    })
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    renderView(<Receive />, store)
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }))
    const field = (await screen.findByRole('textbox', { name: 'Address' })) as HTMLInputElement
    expect(field.value).toBe(address)
    expect(field.readOnly).toBe(true)
  })

  test('behavior: turned off by the host, it says so', () => {
    renderView(<Receive />, testStore({ features: { receive: false } }))
    expect(screen.getByText('This project has not enabled Receive.')).toBeTruthy()
  })
})
