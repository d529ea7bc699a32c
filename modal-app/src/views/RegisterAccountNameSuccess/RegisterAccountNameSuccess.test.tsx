// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { historyAtom, pushView } from '../../state/router/viewStack.ts'
import { renderView, testStore } from '../renderView.tsx'
import { RegisterAccountNameSuccess } from './RegisterAccountNameSuccess.tsx'

afterEach(cleanup)

describe('RegisterAccountNameSuccess', () => {
  test('default: the name, and back to Account with a fresh history', () => {
    const store = testStore()
    pushView(store, 'RegisterAccountNameSuccess', { name: 'alice.airlock' })
    renderView(<RegisterAccountNameSuccess />, store)
    expect(screen.getByText('alice.airlock')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Back to account' }))
    expect(store.get(historyAtom)).toEqual([{ view: 'Account', data: undefined }])
  })

  test('default: without a name it says so', () => {
    renderView(<RegisterAccountNameSuccess />)
    expect(screen.getByText('No name was registered')).toBeTruthy()
  })
})
