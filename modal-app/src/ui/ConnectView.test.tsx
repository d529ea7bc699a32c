// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { ConnectView } from './ConnectView.tsx'

afterEach(cleanup)

describe('ConnectView', () => {
  test('default: names the verified host and says no wallet was found', () => {
    render(<ConnectView hostOrigin="http://127.0.0.1:4300" connectors={[]} />)
    expect(screen.getByText('http://127.0.0.1:4300')).toBeTruthy()
    expect(screen.getByText('No wallets detected yet')).toBeTruthy()
  })

  test('behavior: lists the wallets the host found', () => {
    render(
      <ConnectView
        hostOrigin="http://127.0.0.1:4300"
        connectors={[
          { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', namespace: 'eip155' },
          { id: 'phantom', name: 'Phantom', type: 'ANNOUNCED', namespace: 'solana' },
        ]}
      />,
    )
    expect(screen.queryByText('No wallets detected yet')).toBeNull()
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'MetaMaskeip155',
      'Phantomsolana',
    ])
  })
})
