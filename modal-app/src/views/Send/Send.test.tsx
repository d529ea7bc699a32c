// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { initializeChains, setCaipAddress } from '../../state/index.ts'
import { testNetwork } from '../../state/testing.ts'
import { renderView, testStore } from '../renderView.tsx'
import { Send } from './Send.tsx'

afterEach(cleanup)

function setup(network: `${'eip155' | 'polkadot'}:${string}`, address: string) {
  const store = testStore()
  initializeChains(store, [testNetwork(network)])
  setCaipAddress(store, `${network}:${address}`)
  renderView(<Send />, store)
}

const evm = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }))
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe('Send', () => {
  test('default: without an account', () => {
    renderView(<Send />)
    expect(screen.getByText('No account connected')).toBeTruthy()
  })

  test('error: the §8 messages, in order', async () => {
    setup('eip155:1', evm)
    send()
    expect(screen.getByRole('alert').textContent).toBe(
      'An amount and receiver address are required',
    )
    fill('Amount', '1')
    fill('To address', evm)
    send()
    expect(screen.getByRole('alert').textContent).toBe('A token is required')
    fill('Token', 'native')
    fill('To address', '0x123')
    send()
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid EVM address')
    fill('To address', evm)
    send()
    expect((await screen.findByText('No wallet is connected.')).getAttribute('class')).toBe(
      'al-notice-title',
    )
  })

  test('error: Unsupported chain outside EVM and Solana', () => {
    setup(
      'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
    )
    fill('Token', 'native')
    fill('Amount', '1')
    fill('To address', '5Grw')
    send()
    expect(screen.getByRole('alert').textContent).toBe('Unsupported chain')
  })
})
