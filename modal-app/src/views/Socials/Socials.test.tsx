// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { hostLinkAtom } from '../../app/hostLinkAtom.ts'
import { EMBEDDED_EVM, fakeWalletFrame, frameState } from '../../embedded/testing.ts'
import { accountsAtom } from '../../state/account.ts'
import { platformAtom } from '../../state/platform.ts'
import { pushView, viewAtom } from '../../state/router/viewStack.ts'
import { STORAGE_KEYS, storageAtom } from '../../state/storage.ts'
import { renderView, testStore } from '../renderView.tsx'
import { Socials } from './Socials.tsx'

afterEach(cleanup)

const github = { id: 'u2', provider: 'github', name: 'Ada' }

function withLink(store: ReturnType<typeof testStore>) {
  const openUrl = vi.fn(async () => true)
  store.set(hostLinkAtom, { bridge: { walletRequest: async () => null }, openUrl })
  return openUrl
}

describe('Socials', () => {
  test('behavior: flagged on but without an embedded-wallet service it says so, with no buttons', () => {
    renderView(<Socials />, testStore({ features: { socials: true } }))
    expect(screen.getByText('This project has not enabled social login.')).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })

  test('default: a provider opens its login through the host, then the frame’s login connects', async () => {
    const store = testStore()
    const openUrl = withLink(store)
    const wait = vi
      .fn()
      .mockResolvedValueOnce({ pending: true, state: frameState('loggedOut') })
      .mockResolvedValueOnce({ pending: false, state: frameState('ready', github) })
    const { calls } = fakeWalletFrame(store, {
      socialStart: () => ({
        url: 'http://127.0.0.1:4360/v1/oauth/authorize?attempt=a1',
        attemptId: 'a1',
      }),
      socialWait: wait,
    })
    pushView(store, 'Socials')
    renderView(<Socials />, store)
    fireEvent.click(screen.getByRole('button', { name: 'Continue with GitHub' }))
    await screen.findByText('Continue in the GitHub window')
    await vi.waitFor(() => expect(store.get(viewAtom)).toBe('Account'))
    expect(openUrl).toHaveBeenCalledWith('http://127.0.0.1:4360/v1/oauth/authorize?attempt=a1')
    expect(calls.filter((call) => call.method === 'socialWait')).toHaveLength(2)
    expect(store.get(accountsAtom).eip155.address).toBe(EMBEDDED_EVM)
    expect(store.get(accountsAtom).eip155.socialProvider).toBe('github')
    expect(store.get(storageAtom).get(STORAGE_KEYS.socialProvider)).toBe('github')
  })

  test('error: a popup the browser blocked is said, and the button opens it again', async () => {
    const store = testStore()
    const openUrl = withLink(store)
    openUrl.mockResolvedValueOnce(false)
    fakeWalletFrame(store, {
      socialStart: () => ({
        url: 'http://127.0.0.1:4360/v1/oauth/authorize?attempt=a1',
        attemptId: 'a1',
      }),
      socialWait: () => new Promise(() => {}),
    })
    pushView(store, 'Socials')
    renderView(<Socials />, store)
    fireEvent.click(screen.getByRole('button', { name: 'Continue with GitHub' }))
    await screen.findByText('Your browser blocked the GitHub window')
    fireEvent.click(screen.getByRole('button', { name: 'Open the GitHub window' }))
    await screen.findByText('Continue in the GitHub window')
    expect(openUrl).toHaveBeenCalledTimes(2)
    expect(openUrl).toHaveBeenLastCalledWith('http://127.0.0.1:4360/v1/oauth/authorize?attempt=a1')
  })

  test('behavior: on Telegram for Android facebook and x are dropped; the stored provider is first; no Farcaster, which the login service cannot do', () => {
    const store = testStore()
    fakeWalletFrame(store, {})
    store.set(platformAtom, { ...store.get(platformAtom), isTelegram: true, os: 'android' })
    store.get(storageAtom).set(STORAGE_KEYS.socialProvider, 'discord')
    renderView(<Socials />, store)
    expect(
      screen.getAllByRole('button').map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Continue with Discord',
      'Continue with Google',
      'Continue with GitHub',
      'Continue with Apple',
    ])
  })
})
