// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { MIN_VISIBLE_MS } from '../ui/useVisibleToVisitor.ts'
import { renderView, testStore } from '../views/renderView.tsx'
import { EmbeddedAccount } from './EmbeddedAccount.tsx'
import { embeddedStateAtom } from './embeddedSession.ts'
import { fakeWalletFrame, frameState } from './testing.ts'

afterEach(cleanup)

describe('EmbeddedAccount', () => {
  test("behavior: Export key is a row like Account's others, not a button of its own (regression: a half-width button out of their line)", () => {
    const store = testStore()
    store.set(embeddedStateAtom, frameState('ready'))
    renderView(<EmbeddedAccount />, store)
    const exportKey = screen.getByRole('button', { name: 'Export key' })
    expect(exportKey.className).toBe('al-list-row')
    expect(exportKey.closest('.al-button-row')).toBeNull()
  })

  test('behavior: a browser that blocks the wallet frame’s storage is told the wallet is not remembered', () => {
    const store = testStore()
    store.set(embeddedStateAtom, { ...frameState('ready'), storage: 'memory' })
    renderView(<EmbeddedAccount />, store)
    expect(screen.getByText('This browser will not remember this wallet')).toBeTruthy()
    cleanup()
    store.set(embeddedStateAtom, frameState('ready'))
    renderView(<EmbeddedAccount />, store)
    expect(screen.queryByText('This browser will not remember this wallet')).toBeNull()
  })

  test('behavior: Copy of an exported key counts only once the keys have been in plain view for a moment', async () => {
    vi.useFakeTimers()
    try {
      const store = testStore()
      fakeWalletFrame(store, {
        exportKey: ({ kind }: { kind: string }) => ({ secret: `${kind}-secret` }),
      })
      store.set(embeddedStateAtom, frameState('ready'))
      renderView(<EmbeddedAccount />, store)
      fireEvent.click(screen.getByRole('button', { name: 'Export key' }))
      await act(() => vi.advanceTimersByTimeAsync(0))
      expect(screen.getByTestId('export-eip155').textContent).toBe('eip155-secret')
      const copy = screen.getByRole('button', { name: 'Copy EVM key' }) as HTMLButtonElement
      // Shown a moment ago: a click now may be one a host steered onto it.
      expect(copy.disabled).toBe(true)
      await act(() => vi.advanceTimersByTimeAsync(MIN_VISIBLE_MS))
      expect(copy.disabled).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })
})
