import type { ModalState } from '@airlock/shared-protocol'
import { createStore } from 'jotai/vanilla'
import { describe, expect, test, vi } from 'vitest'
import { initializeChains } from '../state/chain.ts'
import { hostOriginAtom } from '../state/hostOrigin.ts'
import { closeModal } from '../state/modal.ts'
import { openModal } from '../state/router/openModal.ts'
import type { Store } from '../state/Store.ts'
import { signInWithSiwx } from '../state/siwx/signInWithSiwx.ts'
import { testNetwork } from '../state/testing.ts'
import { connectHostWallet } from '../wallets/connectHostWallet.ts'
import { disconnectWallet } from '../wallets/disconnectWallet.ts'
import { handleWalletEvent } from '../wallets/handleWalletEvent.ts'
import { EVM_ADDRESS, EVM_ADDRESS_2, fakeBridge, metamask, setupStore } from '../wallets/testing.ts'
import { createStateReporter } from './createStateReporter.ts'
import { wireSiwx } from './wireSiwx.ts'

/** Resolves once every microtask queued so far has run: a change's snapshot is pushed by then. */
const reported = () => new Promise<void>((resolve) => setTimeout(resolve))

function openShell(store: Store, options: Parameters<typeof openModal>[1]) {
  openModal(store, options)
}

function closeShell(store: Store) {
  closeModal(store)
}

describe('createStateReporter', () => {
  test('default: one push per change, numbered from 1', async () => {
    const store = createStore()
    const pushed: ModalState[] = []
    const reporter = createStateReporter(store, async (state) => pushed.push(state))
    expect(reporter.current().seq).toBe(0)
    openShell(store, {})
    await reported()
    closeShell(store)
    await reported()
    expect(pushed.map((state) => [state.seq, state.open])).toEqual([
      [1, true],
      [2, false],
    ])
    expect(reporter.current()).toMatchObject({ seq: 2, open: false })
  })

  test('behavior: no push when nothing changed', async () => {
    const store = createStore()
    const push = vi.fn(async () => null)
    createStateReporter(store, push)
    closeShell(store)
    await reported()
    openShell(store, {})
    await reported()
    openShell(store, {})
    await reported()
    expect(push).toHaveBeenCalledTimes(1)
  })

  test('behavior: the view and the network are part of the snapshot', async () => {
    const store = createStore()
    initializeChains(store, [testNetwork('eip155:1')])
    const pushed: ModalState[] = []
    createStateReporter(store, async (state) => pushed.push(state))
    openShell(store, { view: 'Networks' })
    await reported()
    expect(pushed).toHaveLength(1)
    expect(pushed.at(-1)).toMatchObject({
      open: true,
      view: 'Networks',
      network: { caipNetworkId: 'eip155:1', name: 'eip155:1' },
      account: null,
    })
  })

  test('behavior: each opening counts once, and closable follows a required sign-in', async () => {
    const store = createStore()
    const pushed: ModalState[] = []
    createStateReporter(store, async (state) => pushed.push(state))
    openShell(store, {})
    await reported()
    openShell(store, { view: 'Networks' })
    await reported()
    closeShell(store)
    await reported()
    openShell(store, {})
    await reported()
    expect(pushed.map(({ open, openings, closable }) => [open, openings, closable])).toEqual([
      [true, 1, true],
      [true, 1, true],
      [false, 1, true],
      [true, 2, true],
    ])
  })

  test("behavior: siwx is the active account's session: set on sign-in, null for another account, back with it, null after disconnect", async () => {
    const { store } = setupStore({ siwx: { required: true } })
    const pushed: ModalState[] = []
    createStateReporter(store, async (state) => pushed.push(state))
    wireSiwx(store)
    const bridge = fakeBridge({
      eth_requestAccounts: [EVM_ADDRESS],
      eth_accounts: [EVM_ADDRESS],
      eth_chainId: '0x1',
    })
    const last = () => pushed.at(-1)
    await connectHostWallet(store, { bridge }, metamask)
    await vi.waitFor(() => expect(last()?.account?.address).toBe(EVM_ADDRESS))
    expect(last()?.siwx).toBeNull()

    // A second of the past: the default expiry (a day) is still ahead when it is read back.
    const issued = Math.floor(Date.now() / 1000) * 1000
    const session = await signInWithSiwx(store, {
      hostOrigin: store.get(hostOriginAtom),
      signMessage: async () => '0xsigned',
      createNonce: () => 'Host0Nonce42',
      now: () => issued,
    })
    await vi.waitFor(() => expect(last()?.siwx).not.toBeNull())
    expect(last()?.siwx).toEqual({
      caipAddress: `eip155:1:${EVM_ADDRESS}`,
      message: session?.message,
      signature: '0xsigned',
      issuedAt: new Date(issued).toISOString(),
      expirationTime: new Date(issued + 86_400_000).toISOString(),
    })
    expect(last()?.siwx?.message).toContain('Nonce: Host0Nonce42')

    handleWalletEvent(store, {
      connectorId: metamask.id,
      event: 'accountsChanged',
      data: [EVM_ADDRESS_2],
    })
    await vi.waitFor(() => expect(last()?.account?.address).toBe(EVM_ADDRESS_2))
    expect(last()?.siwx).toBeNull()
    handleWalletEvent(store, {
      connectorId: metamask.id,
      event: 'accountsChanged',
      data: [EVM_ADDRESS],
    })
    await vi.waitFor(() => expect(last()?.siwx?.caipAddress).toBe(`eip155:1:${EVM_ADDRESS}`))

    await disconnectWallet(store, { bridge })
    await vi.waitFor(() => expect(last()?.status).toBe('disconnected'))
    expect(last()?.siwx).toBeNull()
    // No snapshot ever paired an account with another account's session.
    for (const state of pushed) {
      if (state.siwx) expect(state.siwx.caipAddress).toBe(state.account?.caipAddress)
    }
  })

  test("behavior: a required sign-in reports 'signing-in' until it is done, 'connected' only after", async () => {
    const { store } = setupStore({ siwx: { required: true } })
    const pushed: ModalState[] = []
    createStateReporter(store, async (state) => pushed.push(state))
    wireSiwx(store)
    const bridge = fakeBridge({
      eth_requestAccounts: [EVM_ADDRESS],
      eth_accounts: [EVM_ADDRESS],
      eth_chainId: '0x1',
    })
    const last = () => pushed.at(-1)
    await connectHostWallet(store, { bridge }, metamask)
    await vi.waitFor(() => expect(last()?.account?.address).toBe(EVM_ADDRESS))
    expect(last()?.status).toBe('signing-in')
    await signInWithSiwx(store, {
      hostOrigin: store.get(hostOriginAtom),
      signMessage: async () => '0xsigned',
      createNonce: () => 'Host0Nonce42',
      now: () => Date.now(),
    })
    await vi.waitFor(() => expect(last()?.status).toBe('connected'))
    expect(
      pushed.filter((state) => state.status === 'connected').every((state) => state.siwx),
    ).toBe(true)
  })

  test.each([
    ['optional', {}, true],
    ['required', { required: true }, false],
  ])(
    'behavior: a connect that opens the %s sign-in reaches the host in one snapshot, with its view and closable',
    async (_, siwx, closable) => {
      const { store } = setupStore({ siwx })
      const pushed: ModalState[] = []
      createStateReporter(store, async (state) => pushed.push(state))
      wireSiwx(store)
      openShell(store, {})
      const bridge = fakeBridge({
        eth_requestAccounts: [EVM_ADDRESS],
        eth_accounts: [EVM_ADDRESS],
        eth_chainId: '0x1',
      })
      await connectHostWallet(store, { bridge }, metamask)
      await vi.waitFor(() => expect(pushed.at(-1)?.view).toBe('SIWXSignMessage'))
      // A host (the wagmi connector) that closes the modal once the account shows must see the
      // sign-in with it, else it closes the modal over it.
      expect(pushed.find((state) => state.account)).toMatchObject({
        view: 'SIWXSignMessage',
        closable,
      })
    },
  )

  test("behavior: without siwx.required a connected account is 'connected' at once", async () => {
    const { store } = setupStore({ siwx: {} })
    const pushed: ModalState[] = []
    createStateReporter(store, async (state) => pushed.push(state))
    wireSiwx(store)
    const bridge = fakeBridge({
      eth_requestAccounts: [EVM_ADDRESS],
      eth_accounts: [EVM_ADDRESS],
      eth_chainId: '0x1',
    })
    await connectHostWallet(store, { bridge }, metamask)
    await vi.waitFor(() => expect(pushed.at(-1)?.status).toBe('connected'))
    expect(pushed.some((state) => state.status === 'signing-in')).toBe(false)
  })

  test('behavior: stop() ends the pushes', async () => {
    const store = createStore()
    const push = vi.fn(async () => null)
    createStateReporter(store, push).stop()
    openShell(store, {})
    await reported()
    expect(push).not.toHaveBeenCalled()
  })

  test('error: a failed push is reported to onError, not thrown', async () => {
    const store = createStore()
    const onError = vi.fn()
    createStateReporter(store, async () => Promise.reject(new Error('host gone')), onError)
    openShell(store, {})
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(new Error('host gone')))
  })
})
