import { describe, expect, test } from 'vitest'
import { activeNamespaceAtom } from '../state/chain.ts'
import { closeModal, modalOpenAtom } from '../state/modal.ts'
import { viewAtom, viewDataAtom } from '../state/router/viewStack.ts'
import { connectHostWallet } from '../wallets/connectHostWallet.ts'
import {
  EVM_ADDRESS,
  fakeBridge,
  metamask,
  phantomSolana,
  SOLANA_ADDRESS,
  setupStore,
} from '../wallets/testing.ts'
import { requestAccountsForDapp } from './requestAccountsForDapp.ts'

const now = (change: () => void) => change()

describe('requestAccountsForDapp', () => {
  test('default: opens Connect and resolves with the address the visitor then connects', async () => {
    const { store } = setupStore()
    const accounts = requestAccountsForDapp(store, 'eip155', now)
    expect(store.get(modalOpenAtom)).toBe(true)
    expect(store.get(viewAtom)).toBe('Connect')
    expect(store.get(viewDataAtom)).toEqual({ namespace: 'eip155' })
    await connectHostWallet(
      store,
      { bridge: fakeBridge({ eth_requestAccounts: [EVM_ADDRESS], eth_chainId: '0x1' }) },
      metamask,
    )
    await expect(accounts).resolves.toEqual([EVM_ADDRESS])
  })

  test('behavior: for solana it opens Connect for Solana and resolves with the Solana address', async () => {
    const { store } = setupStore()
    const accounts = requestAccountsForDapp(store, 'solana', now)
    expect(store.get(activeNamespaceAtom)).toBe('solana')
    expect(store.get(viewDataAtom)).toEqual({ namespace: 'solana' })
    await connectHostWallet(
      store,
      { bridge: fakeBridge({ 'standard:connect': { accounts: [{ address: SOLANA_ADDRESS }] } }) },
      phantomSolana,
    )
    await expect(accounts).resolves.toEqual([SOLANA_ADDRESS])
  })

  test('error: closing the modal without connecting declines, as a wallet would (4001)', async () => {
    const { store } = setupStore()
    const accounts = requestAccountsForDapp(store, 'eip155', now)
    closeModal(store)
    await expect(accounts).rejects.toMatchObject({
      code: 'USER_REJECTED',
      shortMessage: 'The modal was closed without connecting.',
      data: { code: 4001 },
    })
  })
})
