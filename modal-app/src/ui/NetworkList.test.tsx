// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { testNetwork } from '../state/testing.ts'
import { NetworkList } from './NetworkList.tsx'

afterEach(cleanup)

test('behavior: rows grouped by kind, each with its logo; the current one is marked, picking calls back', () => {
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
  expect(screen.getAllByRole('list').map((list) => list.getAttribute('aria-label'))).toEqual([
    'EVM networks',
    'Solana networks',
  ])
  const rows = screen.getAllByRole('button')
  expect(rows.map((row) => row.textContent)).toEqual([
    'LocalTestnet',
    'Mainnet',
    'Solana LocalTestnet',
  ])
  expect(rows.map((row) => row.getAttribute('aria-current'))).toEqual(['true', null, null])
  expect(screen.queryByRole('searchbox')).toBeNull()
  fireEvent.click(rows[2] as HTMLElement)
  expect(onSelect).toHaveBeenCalledWith(solana)
})

test('behavior: one kind is one list under the given name', () => {
  render(
    <NetworkList
      networks={[testNetwork('eip155:1'), testNetwork('eip155:10')]}
      currentId={undefined}
      onSelect={() => {}}
      label="Supported networks"
    />,
  )
  expect(screen.getByRole('list', { name: 'Supported networks' })).toBeTruthy()
})

test('behavior: a long list has a search that filters by name, kind or chain id, and says when nothing matches', () => {
  const networks = [1, 10, 56, 137, 8453, 42161].map((id) => testNetwork(`eip155:${id}`))
  render(
    <NetworkList
      networks={[...networks, { ...testNetwork('solana:abc'), name: 'Solana' }]}
      currentId={undefined}
      onSelect={() => {}}
      label="Networks"
    />,
  )
  const search = screen.getByRole('searchbox', { name: 'Search networks' })
  fireEvent.input(search, { target: { value: 'sol' } })
  expect(screen.getAllByRole('button').map((row) => row.textContent)).toEqual(['Solana'])
  fireEvent.input(search, { target: { value: 'eip155:84' } })
  expect(screen.getAllByRole('button').map((row) => row.textContent)).toEqual(['eip155:8453'])
  fireEvent.input(search, { target: { value: 'nowhere' } })
  expect(screen.queryAllByRole('button')).toEqual([])
  expect(screen.getByTestId('networks-empty').textContent).toBe('Nothing matches “nowhere”.')
})

test('behavior: a test network whose name says Testnet is marked once (regression: "Westend Testnet Testnet")', () => {
  const westend = {
    ...testNetwork('polkadot:e143f23803ac50e8f6f8e62695d1ce9e'),
    name: 'Westend Testnet',
    testnet: true,
  }
  const sepolia = { ...testNetwork('eip155:11155111'), name: 'Sepolia', testnet: true }
  render(
    <NetworkList
      networks={[westend, sepolia]}
      currentId={undefined}
      onSelect={() => {}}
      label="Networks"
    />,
  )
  expect(screen.getAllByRole('button').map((row) => row.textContent)).toEqual([
    'Westend Testnet',
    'SepoliaTestnet',
  ])
})
