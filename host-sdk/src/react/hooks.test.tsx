// @vitest-environment happy-dom
import { ErrorCode, type ModalEvent } from '@airlock/shared-protocol'
import { act, cleanup, render, renderHook, screen } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { AirlockModal } from '../AirlockModal.ts'
import { createModal } from '../createModal.ts'
import type { HostModalState } from '../HostModalState.ts'
import { TEST_MODAL_URL } from '../testing/mountModalOverChannel.ts'
import {
  useDisconnect,
  useModal,
  useModalAccount,
  useModalEvents,
  useModalNetwork,
  useModalSiwx,
  useModalState,
  useWalletInfo,
} from './hooks.ts'

afterEach(cleanup)

/** An AirlockModal whose state the test drives by hand. */
function fakeModal(): AirlockModal & {
  set: (patch: Partial<HostModalState>) => void
  emit: (event: ModalEvent) => void
} {
  let state: HostModalState = {
    ready: true,
    open: false,
    view: 'Connect',
    status: 'disconnected',
    account: null,
    network: null,
    siwx: null,
    accounts: [],
    walletInfo: null,
    error: null,
  }
  const listeners = new Set<(state: HostModalState) => void>()
  const eventListeners = new Set<(event: ModalEvent) => void>()
  const subscribeState = (listener: (state: HostModalState) => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
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
  return {
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
      return () => eventListeners.delete(listener)
    },
    getWalletInfo: () => state.walletInfo ?? undefined,
    setThemeMode: vi.fn(async () => {}),
    setThemeVariables: vi.fn(async () => {}),
    destroy: () => {},
    set(patch) {
      state = { ...state, ...patch }
      for (const listener of listeners) listener(state)
    },
    emit(event) {
      for (const listener of eventListeners) listener(event)
    },
  }
}

function ConnectButton({ modal }: { modal: AirlockModal }) {
  const { open, isOpen } = useModal(modal)
  return (
    <button type="button" onClick={() => open({ view: 'Connect' })}>
      {isOpen ? 'Open' : 'Connect'}
    </button>
  )
}

describe('useModal', () => {
  test('default: open and close are the instance functions, isOpen follows the state', () => {
    const modal = fakeModal()
    const { result } = renderHook(() => useModal(modal))
    expect(result.current.isOpen).toBe(false)
    expect(result.current.open).toBe(modal.open)
    expect(result.current.close).toBe(modal.close)
    act(() => modal.set({ open: true }))
    expect(result.current.isOpen).toBe(true)
  })

  test('behavior: re-renders only when isOpen changes', () => {
    const modal = fakeModal()
    let renders = 0
    renderHook(() => {
      renders += 1
      return useModal(modal)
    })
    const before = renders
    act(() => modal.set({ view: 'Account', status: 'connecting' }))
    expect(renders).toBe(before)
    act(() => modal.set({ open: true }))
    expect(renders).toBe(before + 1)
  })

  test('behavior: a button wired to open()', () => {
    const modal = fakeModal()
    render(<ConnectButton modal={modal} />)
    act(() => screen.getByRole('button').click())
    expect(modal.open).toHaveBeenCalledWith({ view: 'Connect' })
    act(() => modal.set({ open: true }))
    expect(screen.getByRole('button').textContent).toBe('Open')
  })
})

describe('useModalState', () => {
  test('default: the whole state, updated on change', () => {
    const modal = fakeModal()
    const { result } = renderHook(() => useModalState(modal))
    expect(result.current).toBe(modal.getState())
    const account = {
      address: '0xabc',
      caipAddress: 'eip155:1:0xabc' as const,
      namespace: 'eip155' as const,
    }
    act(() => modal.set({ status: 'connected', account }))
    expect(result.current).toMatchObject({ status: 'connected', account })
  })

  test('behavior: without an argument, the most recently created modal', () => {
    const first = createModal({ projectId: 'react-first', modalUrl: TEST_MODAL_URL })
    const second = createModal({ projectId: 'react-second', modalUrl: TEST_MODAL_URL })
    const { result } = renderHook(() => useModalState())
    expect(result.current).toBe(second.getState())
    const { result: controls } = renderHook(() => useModal())
    expect(controls.current.open).toBe(second.open)
    second.destroy()
    const { result: afterDestroy } = renderHook(() => useModal())
    expect(afterDestroy.current.open).toBe(first.open)
    first.destroy()
  })

  test('error: no modal created and none passed', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderHook(() => useModalState())).toThrow(
      expect.objectContaining({ code: ErrorCode.INVALID_OPTIONS }),
    )
    vi.restoreAllMocks()
  })
})

describe('useModalAccount and useModalNetwork', () => {
  const account = {
    address: '0xabc',
    caipAddress: 'eip155:1:0xabc' as const,
    namespace: 'eip155' as const,
  }
  const network = { caipNetworkId: 'eip155:1' as const, name: 'Ethereum' }

  test('default: null, then the account and network as the state gets them', () => {
    const modal = fakeModal()
    const { result } = renderHook(() => [useModalAccount(modal), useModalNetwork(modal).network])
    expect(result.current).toEqual([null, null])
    act(() => modal.set({ status: 'connected', account, network }))
    expect(result.current).toEqual([account, network])
    act(() => modal.set({ status: 'disconnected', account: null }))
    expect(result.current).toEqual([null, network])
  })

  test('behavior: { namespace } reads that namespace among the connected ones', () => {
    const modal = fakeModal()
    const solana = {
      address: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      caipAddress:
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv' as const,
      namespace: 'solana' as const,
    }
    const { result } = renderHook(() => [
      useModalAccount({ namespace: 'eip155', modal }),
      useModalAccount({ namespace: 'solana', modal }),
      useModalAccount({ modal }),
    ])
    expect(result.current).toEqual([null, null, null])
    act(() => modal.set({ account: solana, accounts: [account, solana] }))
    expect(result.current).toEqual([account, solana, solana])
    act(() => modal.set({ account, accounts: [account] }))
    expect(result.current).toEqual([account, null, account])
  })

  test('behavior: chainId is a number on eip155, the CAIP-2 reference elsewhere', () => {
    const modal = fakeModal()
    const { result } = renderHook(() => useModalNetwork(modal))
    expect(result.current).toMatchObject({ chainId: undefined, caipNetworkId: undefined })
    expect(result.current.switchNetwork).toBe(modal.switchNetwork)
    act(() => modal.set({ network: { caipNetworkId: 'eip155:8453', name: 'Base' } }))
    expect(result.current).toMatchObject({ chainId: 8453, caipNetworkId: 'eip155:8453' })
    const solanaMainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    act(() => modal.set({ network: { caipNetworkId: solanaMainnet, name: 'Solana' } }))
    expect(result.current.chainId).toBe('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  })

  test('behavior: re-renders only when its part changes', () => {
    const modal = fakeModal()
    let accountRenders = 0
    let networkRenders = 0
    renderHook(() => {
      accountRenders += 1
      return useModalAccount(modal)
    })
    renderHook(() => {
      networkRenders += 1
      return useModalNetwork(modal)
    })
    act(() => modal.set({ open: true, view: 'Account' }))
    expect([accountRenders, networkRenders]).toEqual([1, 1])
    act(() => modal.set({ account }))
    expect([accountRenders, networkRenders]).toEqual([2, 1])
    act(() => modal.set({ network }))
    expect([accountRenders, networkRenders]).toEqual([2, 2])
  })
})

describe('useWalletInfo and useModalEvents', () => {
  test('default: the wallet once connected, undefined again after', () => {
    const modal = fakeModal()
    const { result } = renderHook(() => useWalletInfo(modal))
    expect(result.current).toBeUndefined()
    const walletInfo = { name: 'MetaMask', icon: 'data:image/svg+xml,<svg/>' }
    act(() => modal.set({ walletInfo }))
    expect(result.current).toEqual(walletInfo)
    act(() => modal.set({ walletInfo: null }))
    expect(result.current).toBeUndefined()
  })

  test('default: the latest event, each one re-rendering; none after unmount', () => {
    const modal = fakeModal()
    const { result, unmount } = renderHook(() => useModalEvents(modal))
    expect(result.current).toBeNull()
    const opened: ModalEvent = {
      event: 'MODAL_OPEN',
      properties: { connected: false },
      timestamp: 1,
    }
    act(() => modal.emit(opened))
    expect(result.current).toBe(opened)
    act(() => modal.emit({ ...opened, timestamp: 2 }))
    expect(result.current).toMatchObject({ timestamp: 2 })
    unmount()
    expect(() => modal.emit(opened)).not.toThrow()
  })
})

describe('useModalSiwx', () => {
  const session = {
    caipAddress: 'eip155:1:0xabc' as const,
    message: 'shop.example wants you to sign in with your Ethereum account:\n0xabc\n…',
    signature: '0x12',
    issuedAt: '2025-01-02T03:04:05.000Z',
  }

  test('default: null, then the session once signed in, null again on disconnect', () => {
    const modal = fakeModal()
    const { result } = renderHook(() => useModalSiwx(modal))
    expect(result.current).toBeNull()
    act(() => modal.set({ siwx: session }))
    expect(result.current).toBe(session)
    act(() => modal.set({ siwx: null, account: null }))
    expect(result.current).toBeNull()
  })

  test('behavior: re-renders only when the session changes', () => {
    const modal = fakeModal()
    let renders = 0
    renderHook(() => {
      renders += 1
      return useModalSiwx(modal)
    })
    act(() => modal.set({ open: true, view: 'SIWXSignMessage' }))
    expect(renders).toBe(1)
    act(() => modal.set({ siwx: session, open: false }))
    expect(renders).toBe(2)
  })

  test('behavior: without an argument, the most recently created modal (null on the server render too)', () => {
    const modal = createModal({ projectId: 'react-siwx', modalUrl: TEST_MODAL_URL })
    const { result } = renderHook(() => useModalSiwx())
    expect(result.current).toBeNull()
    modal.destroy()
  })
})

describe('useDisconnect', () => {
  test('default: the instance disconnect', async () => {
    const modal = fakeModal()
    const { result } = renderHook(() => useDisconnect(modal))
    expect(result.current.disconnect).toBe(modal.disconnect)
    await result.current.disconnect()
    expect(modal.disconnect).toHaveBeenCalledOnce()
  })

  test('behavior: without an argument, the most recently created modal', () => {
    const modal = createModal({ projectId: 'react-disconnect', modalUrl: TEST_MODAL_URL })
    const { result } = renderHook(() => useDisconnect())
    expect(result.current.disconnect).toBe(modal.disconnect)
    modal.destroy()
  })
})
