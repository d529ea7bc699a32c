// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { hostLinkAtom } from '../../app/hostLinkAtom.ts'
import { loadBalancesDepsAtom } from '../../app/loadBalancesDepsAtom.ts'
import { sendChainDepsAtom } from '../../app/sendChain.ts'
import { setCaipAddress } from '../../state/account.ts'
import { initializeChains } from '../../state/chain.ts'
import { setActiveConnector } from '../../state/connectors.ts'
import { resetView } from '../../state/router/viewStack.ts'
import { testNetwork } from '../../state/testing.ts'
import { renderView, testStore } from '../renderView.tsx'
import { Pay } from './Pay.tsx'

afterEach(cleanup)

const network = {
  ...testNetwork('eip155:1'),
  id: 1,
  tokens: [
    {
      address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      symbol: 'USDC',
      name: 'USD Coin',
      decimals: 6,
    },
  ],
}
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function connected(walletRequest = vi.fn(async () => `0x${'ef'.repeat(32)}`)) {
  const store = testStore({ features: { pay: true } })
  store.set(loadBalancesDepsAtom, { fetchBalances: async () => [] })
  store.set(sendChainDepsAtom, { probe: async () => {}, confirm: async () => {} })
  initializeChains(store, [network])
  setCaipAddress(store, 'eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')
  setActiveConnector(store, 'eip155', 'demo.wallet')
  store.set(hostLinkAtom, { bridge: { walletRequest }, openUrl: async () => true })
  return { store, walletRequest }
}

describe('Pay', () => {
  test('default: off by default, it says so', () => {
    renderView(<Pay />)
    expect(screen.getByText('This project has not enabled Pay.')).toBeTruthy()
  })

  test('error: an incomplete request, an unknown token and a bad recipient offer no Pay button', () => {
    const { store } = connected()
    renderView(<Pay />, store)
    expect(screen.getByRole('alert').textContent).toContain('The payment request is incomplete')
    cleanup()
    resetView(store, 'Pay', { amount: 5, token: 'DAI', recipient })
    renderView(<Pay />, store)
    expect(screen.getByRole('alert').textContent).toBe('DAI cannot be paid on eip155:1')
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull()
    cleanup()
    resetView(store, 'Pay', { amount: 5, token: 'USDC', recipient: '0xab16' })
    renderView(<Pay />, store)
    expect(screen.getByRole('alert').textContent).toBe('The recipient is not a valid address')
  })

  test('behavior: a configured token is paid with transfer calldata and the hash shows', async () => {
    const { store, walletRequest } = connected()
    resetView(store, 'Pay', { amount: 5, token: 'USDC', recipient })
    renderView(<Pay />, store)
    expect(screen.getByText('5 USDC')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }))
    expect(await screen.findByText('Paid 5 USDC')).toBeTruthy()
    expect(walletRequest).toHaveBeenCalledWith('demo.wallet', 'eth_sendTransaction', [
      expect.objectContaining({
        to: network.tokens[0]?.address,
        data: expect.stringMatching(/^0xa9059cbb/),
      }),
    ])
  })
})
