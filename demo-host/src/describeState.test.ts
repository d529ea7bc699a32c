import type { HostModalState } from '@airlock/host-sdk'
import { expect, it } from 'vitest'
import { describeState } from './describeState.ts'

const initial: HostModalState = {
  ready: false,
  open: false,
  view: 'Connect',
  status: 'disconnected',
  account: null,
  network: null,
  siwx: null,
  accounts: [],
  walletInfo: null,
  error: null,
}

it('default: before the handshake the modal is loading', () => {
  expect(describeState(initial)).toEqual({
    status: 'loading modal',
    network: '—',
    address: '—',
    error: null,
  })
})

it('behavior: a connected account shows its address and network', () => {
  expect(
    describeState({
      ...initial,
      ready: true,
      status: 'connected',
      account: {
        address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        caipAddress: 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        namespace: 'eip155',
      },
      network: { caipNetworkId: 'eip155:31337', name: 'Anvil' },
    }),
  ).toEqual({
    status: 'connected',
    network: 'Anvil (eip155:31337)',
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    error: null,
  })
})

it('error: a connection error makes the modal unavailable and says why', () => {
  const described = describeState({
    ...initial,
    error: { code: 'HANDSHAKE_TIMEOUT', message: 'The modal did not answer' },
  })
  expect(described.status).toBe('unavailable')
  expect(described.error).toBe('HANDSHAKE_TIMEOUT: The modal did not answer')
})
