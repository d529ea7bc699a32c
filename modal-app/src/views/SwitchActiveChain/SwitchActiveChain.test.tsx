// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { publicStateAtom } from '../../app/publicStateAtom.ts'
import { setCaipAddress } from '../../state/account.ts'
import { activeNamespaceAtom, initializeChains } from '../../state/chain.ts'
import { setConnection } from '../../state/connection.ts'
import { modalOpenAtom } from '../../state/modal.ts'
import { openModal } from '../../state/router/openModal.ts'
import { pushView, viewAtom, viewDataAtom } from '../../state/router/viewStack.ts'
import { testNetwork } from '../../state/testing.ts'
import { ModalShell } from '../../ui/ModalShell.tsx'
import { renderView, testStore } from '../renderView.tsx'
import { SwitchActiveChain } from './SwitchActiveChain.tsx'

afterEach(cleanup)

const evm = testNetwork('eip155:1')
const bitcoin = testNetwork('bip122:000000000933ea01ad0ee984209779ba')

/**
 * The phone audit's path: connected with an EVM wallet, Networks → Bitcoin → SwitchActiveChain →
 * Switch. Returns the store on Connect for Bitcoin.
 */
async function switchToBitcoin() {
  const store = testStore()
  initializeChains(store, [evm, bitcoin])
  setCaipAddress(store, 'eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')
  setConnection(store, { status: 'connected' })
  openModal(store, { view: 'Networks' })
  renderView(<ModalShell />, store)
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(bitcoin.name) }))
  fireEvent.click(await screen.findByRole('button', { name: 'Switch to Bitcoin' }))
  await screen.findByText('Choose a Bitcoin wallet.')
  return store
}

/** The host's view of the connection: status, network and account namespace. */
function hostSees(store: ReturnType<typeof testStore>) {
  const state = store.get(publicStateAtom)
  return {
    status: state.status,
    network: state.network?.caipNetworkId,
    account: state.account?.namespace,
  }
}

describe('SwitchActiveChain → Connect for an unconnected namespace (phone audit: stranded)', () => {
  test('behavior: Connect has Back, which returns to Networks on the connected EVM network', async () => {
    const store = await switchToBitcoin()
    expect(hostSees(store)).toEqual({ status: 'connected', network: bitcoin.caipNetworkId })
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(store.get(viewAtom)).toBe('Networks')
    const current = await screen.findByRole('button', { current: true })
    expect(current.textContent).toContain(evm.name)
    expect(hostSees(store)).toEqual({
      status: 'connected',
      network: evm.caipNetworkId,
      account: 'eip155',
    })
  })

  test('behavior: closing without a Bitcoin wallet returns to the EVM network, Account on reopening', async () => {
    const store = await switchToBitcoin()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(store.get(modalOpenAtom)).toBe(false)
    expect(hostSees(store)).toEqual({
      status: 'connected',
      network: evm.caipNetworkId,
      account: 'eip155',
    })
    act(() => {
      openModal(store)
    })
    expect(store.get(viewAtom)).toBe('Account')
  })

  test('behavior: connecting a Bitcoin wallet there keeps Bitcoin', async () => {
    const store = await switchToBitcoin()
    act(() => {
      setCaipAddress(store, `${bitcoin.caipNetworkId}:tb1qexampleaddress`)
    })
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(hostSees(store)).toEqual({
      status: 'connected',
      network: bitcoin.caipNetworkId,
      account: 'bip122',
    })
  })
})

describe('SwitchActiveChain', () => {
  test('behavior: switching makes the target namespace active and goes to Connect for its wallets', () => {
    const store = testStore()
    const solana = testNetwork('solana:abc')
    initializeChains(store, [testNetwork('eip155:1'), solana])
    pushView(store, 'SwitchActiveChain', { network: solana })
    renderView(<SwitchActiveChain />, store)
    expect(screen.getByText(/needs a Solana wallet$/)).toBeTruthy()
    expect(screen.getByText('Your EVM wallet stays connected.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Switch to Solana' }))
    expect(store.get(activeNamespaceAtom)).toBe('solana')
    expect(store.get(viewAtom)).toBe('Connect')
    expect(store.get(viewDataAtom)).toEqual({ namespace: 'solana', returnTo: 'eip155' })
  })

  test('default: "an EVM wallet", not "a EVM wallet"', () => {
    const store = testStore()
    const evm = testNetwork('eip155:1')
    initializeChains(store, [testNetwork('solana:abc'), evm])
    pushView(store, 'SwitchActiveChain', { network: evm })
    renderView(<SwitchActiveChain />, store)
    expect(screen.getByText(/needs an EVM wallet$/)).toBeTruthy()
    expect(screen.getByText('Your Solana wallet stays connected.')).toBeTruthy()
  })
})
