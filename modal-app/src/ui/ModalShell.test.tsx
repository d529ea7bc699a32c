// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Provider } from 'jotai/react'
import { createStore } from 'jotai/vanilla'
import { act } from 'react'
import { afterEach, describe, expect, test } from 'vitest'
import { openShell } from '../app/openShell.ts'
import { shellDialogAtom } from '../app/shellDialogAtom.ts'
import { ModalShell } from './ModalShell.tsx'

afterEach(cleanup)

function setup() {
  const store = createStore()
  render(
    <Provider store={store}>
      <ModalShell hostOrigin="http://127.0.0.1:4300" />
    </Provider>,
  )
  return store
}

describe('ModalShell', () => {
  test('default: mounted closed, opened by the store', () => {
    const store = setup()
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => openShell(store, {}))
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
    expect(screen.getByText('No wallets detected yet')).toBeTruthy()
  })

  test('behavior: closing in the dialog closes the shell state', () => {
    const store = setup()
    act(() => openShell(store, {}))
    fireEvent.click(screen.getByTestId('backdrop'))
    expect(store.get(shellDialogAtom)).toEqual({ open: false, view: 'Connect' })
  })
})
