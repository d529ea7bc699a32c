// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { setAccount } from '../../state/account.ts'
import { initializeChains } from '../../state/chain.ts'
import { testNetwork } from '../../state/testing.ts'
import { renderView, testStore } from '../renderView.tsx'
import { ConnectingFarcaster } from './ConnectingFarcaster.tsx'

afterEach(cleanup)

describe('ConnectingFarcaster', () => {
  test('default: loading until the URL exists', () => {
    renderView(<ConnectingFarcaster />)
    expect(screen.getByRole('status').textContent).toBe('Preparing Farcaster sign-in')
  })

  test('behavior: the URL as a code and a link', () => {
    const store = testStore()
    initializeChains(store, [testNetwork('eip155:1')])
    setAccount(store, 'eip155', { farcasterUrl: 'https://farcaster.test/connect?x=1' })
    renderView(<ConnectingFarcaster />, store)
    expect(screen.getByRole('img', { name: 'Farcaster sign-in code' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Open Farcaster' }).getAttribute('href')).toBe(
      'https://farcaster.test/connect?x=1',
    )
  })
})
