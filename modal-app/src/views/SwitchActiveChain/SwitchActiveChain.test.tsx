// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { activeNamespaceAtom, initializeChains } from '../../state/chain.ts'
import { pushView, viewAtom, viewDataAtom } from '../../state/router/viewStack.ts'
import { testNetwork } from '../../state/testing.ts'
import { renderView, testStore } from '../renderView.tsx'
import { SwitchActiveChain } from './SwitchActiveChain.tsx'

afterEach(cleanup)

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
    expect(store.get(viewDataAtom)).toEqual({ namespace: 'solana' })
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
