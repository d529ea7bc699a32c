// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { platformAtom } from '../../state/index.ts'
import { renderView, testStore } from '../renderView.tsx'
import { Socials } from './Socials.tsx'

afterEach(cleanup)

describe('Socials', () => {
  test('default: the remote socials; a choice reports the missing wallet', async () => {
    renderView(<Socials />)
    expect(screen.getAllByRole('listitem')).toHaveLength(7)
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }))
    expect((await screen.findByRole('alert')).textContent).toBe('No wallet is connected.')
  })

  test('behavior: Telegram on Android drops facebook and x', () => {
    const store = testStore()
    store.set(platformAtom, { isMobile: true, isIosSafari: false, isTelegram: true, os: 'android' })
    renderView(<Socials />, store)
    expect(screen.queryByRole('button', { name: 'Continue with X' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Continue with Facebook' })).toBeNull()
  })

  test('default: none offered', () => {
    renderView(<Socials />, testStore({ features: { socials: false } }))
    expect(screen.getByText('No social logins are offered by this app')).toBeTruthy()
  })
})
