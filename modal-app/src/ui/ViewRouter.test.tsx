// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { pushView, resetView } from '../state/router/viewStack.ts'
import { renderView } from '../views/renderView.tsx'
import { ViewRouter } from './ViewRouter.tsx'

// Account's chunk: its module is evaluated when its load starts.
const accountLoads = vi.hoisted(() => vi.fn())
vi.mock('../views/Account/Account.tsx', () => {
  accountLoads()
  return { Account: () => <p>Account view</p> }
})
vi.mock('../views/Connect/Connect.tsx', () => ({ Connect: () => <p>Connect view</p> }))
vi.mock('../views/ConnectingExternal/ConnectingExternal.tsx', () => ({
  ConnectingExternal: () => <p>Connecting view</p>,
}))

/** The idle callbacks asked for, run when the test says the page is idle. */
let idle: (() => void)[] = []
const runIdle = () =>
  act(async () => {
    for (const run of idle.splice(0)) run()
  })

beforeEach(() => {
  idle = []
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run))
  vi.stubGlobal('cancelIdleCallback', () => {})
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

test('behavior: Account loads once a connection begins, not at Connect\'s idle time (regression: "Loading" right after a connect)', async () => {
  const store = renderView(<ViewRouter />)
  expect(screen.getByText('Connect view')).toBeTruthy()
  await runIdle()
  expect(accountLoads).not.toHaveBeenCalled()
  // The visitor picked a wallet: the connecting view shows, and Account loads at its idle time.
  act(() => pushView(store, 'ConnectingExternal', { connectorId: 'io.metamask' }))
  await screen.findByText('Connecting view')
  await runIdle()
  await vi.waitFor(() => expect(accountLoads).toHaveBeenCalledOnce())
  // The wallet answered: Account paints at once, without the router's spinner.
  act(() => resetView(store, 'Account'))
  expect(screen.getByText('Account view')).toBeTruthy()
  expect(screen.queryByText('Loading')).toBeNull()
})
