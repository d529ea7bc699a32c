// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { setCaipAddress } from '../../state/account.ts'
import { initializeChains } from '../../state/chain.ts'
import { projectServicesAtom } from '../../state/options.ts'
import { testNetwork } from '../../state/testing.ts'
import { renderView, testStore } from '../renderView.tsx'
import { Swap } from './Swap.tsx'

afterEach(cleanup)

function setup(caipNetworkId: `eip155:${string}`) {
  const store = testStore()
  store.set(projectServicesAtom, { apiUrl: 'http://127.0.0.1:4330' })
  const network = {
    ...testNetwork(caipNetworkId),
    id: Number(caipNetworkId.split(':')[1]),
    tokens: [{ address: '0xa0b8', symbol: 'USDC', name: 'USD Coin', decimals: 6 }],
  }
  initializeChains(store, [network])
  setCaipAddress(store, `${caipNetworkId}:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb`)
  renderView(<Swap />, store)
}

describe('Swap', () => {
  test('behavior: without the project API the view only says swaps are not enabled', () => {
    const store = testStore()
    initializeChains(store, [testNetwork('eip155:1')])
    setCaipAddress(store, 'eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')
    renderView(<Swap />, store)
    expect(screen.getByText('This project has not enabled swaps.')).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })

  test('behavior: disabled with the list of swap networks outside them', () => {
    setup('eip155:31337')
    expect(screen.getByText('Swaps are not available on this network')).toBeTruthy()
    expect(screen.getAllByRole('listitem')).toHaveLength(12)
    expect(
      (screen.getByLabelText('Amount') as HTMLInputElement).closest('fieldset')?.disabled,
    ).toBe(true)
  })

  test('error: on a swap network the form works and ends at the wallet', async () => {
    setup('eip155:1')
    expect(screen.queryByText('Swaps are not available on this network')).toBeNull()
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '1.5' } })
    fireEvent.change(screen.getByLabelText('You receive'), { target: { value: '0xa0b8' } })
    fireEvent.click(screen.getByRole('button', { name: 'Review swap' }))
    expect((await screen.findByRole('alert')).textContent).toBe('No wallet is connected.')
  })
})
