// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { testNetwork } from '../state/testing.ts'
import { NetworkList } from './NetworkList.tsx'

afterEach(cleanup)

test('behavior: every row says its kind; the current one is tagged as well, and picking calls back', () => {
  const local = { ...testNetwork('eip155:31337'), name: 'Local', testnet: true }
  const mainnet = { ...testNetwork('eip155:1'), name: 'Mainnet' }
  const solana = { ...testNetwork('solana:abc'), name: 'Solana Local', testnet: true }
  const onSelect = vi.fn()
  render(
    <NetworkList
      networks={[local, mainnet, solana]}
      currentId="eip155:31337"
      onSelect={onSelect}
      label="Networks"
    />,
  )
  const rows = screen.getAllByRole('button')
  expect(rows.map((row) => row.textContent)).toEqual([
    'LocalCurrentEVM testnet',
    'MainnetEVM',
    'Solana LocalSolana testnet',
  ])
  expect(rows.map((row) => row.getAttribute('aria-current'))).toEqual(['true', null, null])
  fireEvent.click(rows[2] as HTMLElement)
  expect(onSelect).toHaveBeenCalledWith(solana)
})
