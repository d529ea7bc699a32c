// @vitest-environment happy-dom
import { ErrorCode, type ModalEvent } from '@airlock/shared-protocol'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createApp, defineComponent, effectScope, h, nextTick } from 'vue'
import type { AirlockModal } from '../AirlockModal.ts'
import { createModal } from '../createModal.ts'
import type { HostModalState } from '../HostModalState.ts'
import {
  useDisconnect,
  useModal,
  useModalAccount,
  useModalEvents,
  useModalNetwork,
  useModalSiwx,
  useModalState,
  useWalletInfo,
} from './composables.ts'

/** An AirlockModal whose state the test drives by hand, counting its live listeners. */
function fakeModal() {
  let state: HostModalState = {
    ready: true,
    open: false,
    view: 'Connect',
    status: 'disconnected',
    account: null,
    accounts: [],
    network: null,
    walletInfo: null,
    siwx: null,
    error: null,
  }
  const listeners = new Set<(state: HostModalState) => void>()
  const eventListeners = new Set<(event: ModalEvent) => void>()
  const subscribeState = (listener: (state: HostModalState) => void) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }
  const watch =
    (key: 'account' | 'network' | 'siwx') =>
    (listener: (value: never) => void): (() => void) => {
      let last = state[key]
      return subscribeState((next) => {
        if (next[key] === last) return
        last = next[key]
        listener(last as never)
      })
    }
  const modal: AirlockModal = {
    instanceId: 'fake',
    open: vi.fn(async () => {}),
    close: vi.fn(async () => {}),
    getState: () => state,
    subscribeState,
    subscribeAccount: watch('account'),
    subscribeNetwork: watch('network'),
    subscribeSiwx: watch('siwx'),
    getProvider: (() => {
      throw new Error('not used')
    }) as AirlockModal['getProvider'],
    switchNetwork: vi.fn(async () => {}),
    disconnect: vi.fn(async () => {}),
    subscribeEvents: (listener) => {
      eventListeners.add(listener)
      return () => {
        eventListeners.delete(listener)
      }
    },
    getWalletInfo: () => state.walletInfo ?? undefined,
    setThemeMode: vi.fn(async () => {}),
    setThemeVariables: vi.fn(async () => {}),
    destroy: () => {},
  }
  return {
    modal,
    listeners,
    eventListeners,
    emit: (event: ModalEvent) => {
      for (const listener of [...eventListeners]) listener(event)
    },
    set(patch: Partial<HostModalState>) {
      state = { ...state, ...patch }
      for (const listener of [...listeners]) listener(state)
    },
  }
}

const account = {
  address: '0xabc',
  caipAddress: 'eip155:1:0xabc' as const,
  namespace: 'eip155' as const,
}
const network = { caipNetworkId: 'eip155:1' as const, name: 'Ethereum' }

afterEach(() => {
  document.body.innerHTML = ''
})

describe('in a component', () => {
  test('default: the template shows the account and network as they change, and stops listening on unmount', async () => {
    const fake = fakeModal()
    const Account = defineComponent({
      setup() {
        const account = useModalAccount(fake.modal)
        const { network } = useModalNetwork(fake.modal)
        const { isOpen, open } = useModal(fake.modal)
        return () =>
          h('button', { onClick: () => open({ view: 'Connect' }) }, [
            `${account.value?.address ?? 'none'} on ${network.value?.name ?? 'no network'}`,
            isOpen.value ? ' (open)' : '',
          ])
      },
    })
    const root = document.createElement('div')
    document.body.append(root)
    const app = createApp(Account)
    app.mount(root)
    expect(root.textContent).toBe('none on no network')
    expect(fake.listeners.size).toBe(3)

    fake.set({ status: 'connected', account, network, open: true })
    await nextTick()
    expect(root.textContent).toBe('0xabc on Ethereum (open)')
    root.querySelector('button')?.click()
    expect(fake.modal.open).toHaveBeenCalledWith({ view: 'Connect' })

    app.unmount()
    expect(fake.listeners.size).toBe(0)
  })
})

describe('the refs', () => {
  test('behavior: each ref changes only with its part of the state', () => {
    const fake = fakeModal()
    const scope = effectScope()
    const refs = scope.run(() => ({
      state: useModalState(fake.modal),
      account: useModalAccount(fake.modal),
      network: useModalNetwork(fake.modal).network,
      siwx: useModalSiwx(fake.modal),
    }))
    if (!refs) throw new Error('no refs')
    const network0 = refs.network.value
    fake.set({ account })
    expect(refs.account.value).toBe(account)
    expect(refs.network.value).toBe(network0)
    expect(refs.state.value).toBe(fake.modal.getState())
    const session = {
      caipAddress: 'eip155:1:0xabc' as const,
      message: 'm',
      signature: '0x12',
      issuedAt: '2025-01-02T03:04:05.000Z',
    }
    fake.set({ siwx: session })
    expect(refs.siwx.value).toBe(session)
    scope.stop()
    expect(fake.listeners.size).toBe(0)
  })

  test('behavior: without an argument, the most recently created modal; useDisconnect is its disconnect', () => {
    const modal = createModal({ projectId: 'vue-default', modalUrl: 'https://modal.example/' })
    const scope = effectScope()
    const result = scope.run(() => ({ ...useModal(), ...useDisconnect() }))
    expect(result?.open).toBe(modal.open)
    expect(result?.disconnect).toBe(modal.disconnect)
    expect(result?.isOpen.value).toBe(false)
    scope.stop()
    modal.destroy()
  })

  test('behavior: the account of a namespace, the chain id, the wallet and the latest event', () => {
    const fake = fakeModal()
    const scope = effectScope()
    const refs = scope.run(() => ({
      solana: useModalAccount({ namespace: 'solana', modal: fake.modal }),
      network: useModalNetwork(fake.modal),
      wallet: useWalletInfo(fake.modal),
      event: useModalEvents(fake.modal),
    }))
    if (!refs) throw new Error('no refs')
    const solana = {
      address: 'So1',
      caipAddress: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:So1' as const,
      namespace: 'solana' as const,
    }
    fake.set({ account, accounts: [account, solana], network, walletInfo: { name: 'MetaMask' } })
    expect(refs.solana.value).toBe(solana)
    expect(refs.network.chainId.value).toBe(1)
    expect(refs.network.caipNetworkId.value).toBe('eip155:1')
    expect(refs.network.switchNetwork).toBe(fake.modal.switchNetwork)
    expect(refs.wallet.value).toEqual({ name: 'MetaMask' })
    expect(refs.event.value).toBeNull()
    const opened = { event: 'MODAL_OPEN', properties: {}, timestamp: 1 } as unknown as ModalEvent
    fake.emit(opened)
    expect(refs.event.value).toBe(opened)
    scope.stop()
    expect(fake.listeners.size + fake.eventListeners.size).toBe(0)
  })

  test('error: no modal created and none passed', () => {
    expect(() => useModalState()).toThrow(
      expect.objectContaining({
        code: ErrorCode.INVALID_OPTIONS,
        message:
          'No modal: call createModal() before setup() runs, or pass the instance to the composable.',
      }),
    )
  })
})
