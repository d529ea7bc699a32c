// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { renderView, testStore } from '../views/renderView.tsx'
import { EmbeddedAccount } from './EmbeddedAccount.tsx'
import { embeddedStateAtom } from './embeddedSession.ts'
import { frameState } from './testing.ts'

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
})
