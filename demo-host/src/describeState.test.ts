import type { HostModalState } from '@airlock/host-sdk'
import { expect, it } from 'vitest'
import { describeState, NO_ACCOUNT_HERE } from './describeState.ts'

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
    otherAccounts: [],
    hint: null,
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
    otherAccounts: [],
    hint: null,
    error: null,
  })
})

const evm = {
  address: '0x7b20f388eEb8f846838d6240a9d5C1C3e0E00554',
  caipAddress: 'eip155:31337:0x7b20f388eEb8f846838d6240a9d5C1C3e0E00554',
  namespace: 'eip155',
} as const
const solana = {
  address: 'AZXDQFMkNhaRZdiz1HgsnuQbqiJ5P6VoYdAFcN7e1kqW',
  caipAddress:
    'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1:AZXDQFMkNhaRZdiz1HgsnuQbqiJ5P6VoYdAFcN7e1kqW',
  namespace: 'solana',
} as const

it('behavior: the accounts of the other connected namespaces are listed beside the active one', () => {
  const described = describeState({
    ...initial,
    ready: true,
    status: 'connected',
    account: evm,
    accounts: [evm, solana],
    network: { caipNetworkId: 'eip155:31337', name: 'Anvil Local' },
  })
  expect(described.address).toBe(evm.address)
  expect(described.otherAccounts).toEqual([{ label: 'Solana address', address: solana.address }])
  expect(described.hint).toBeNull()
})

it('behavior: connected without an account on the active network says so and lists the accounts that stay connected (regression: Bitcoin showed "connected" with the address "—")', () => {
  // What the modal reports after "Switch to Bitcoin" with only EVM and Solana accounts: the
  // network is active, no wallet has an account on it, the others stay connected.
  const described = describeState({
    ...initial,
    ready: true,
    status: 'connected',
    account: null,
    accounts: [evm, solana],
    network: { caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba', name: 'Bitcoin Testnet' },
  })
  expect(described).toEqual({
    status: 'connected',
    network: 'Bitcoin Testnet (bip122:000000000933ea01ad0ee984209779ba)',
    address: NO_ACCOUNT_HERE,
    otherAccounts: [
      { label: 'EVM address', address: evm.address },
      { label: 'Solana address', address: solana.address },
    ],
    hint: expect.any(String),
    error: null,
  })
  expect(described.hint).toMatchInlineSnapshot(
    `"No connected wallet has an account on Bitcoin Testnet: open the modal to connect a Bitcoin wallet, or to switch back to another network."`,
  )
})

it('behavior: an EVM network without an account asks for an EVM wallet', () => {
  const described = describeState({
    ...initial,
    ready: true,
    status: 'connected',
    account: null,
    accounts: [solana],
    network: { caipNetworkId: 'eip155:31337', name: 'Anvil Local' },
  })
  expect(described.address).toBe(NO_ACCOUNT_HERE)
  expect(described.hint).toContain('connect an EVM wallet')
})

it('behavior: disconnected has no address and no hint, whatever network is active', () => {
  const described = describeState({
    ...initial,
    ready: true,
    network: { caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba', name: 'Bitcoin Testnet' },
  })
  expect(described.address).toBe('—')
  expect(described.hint).toBeNull()
})

it('error: a connection error makes the modal unavailable and says why', () => {
  const described = describeState({
    ...initial,
    error: { code: 'HANDSHAKE_TIMEOUT', message: 'The modal did not answer' },
  })
  expect(described.status).toBe('unavailable')
  expect(described.error).toBe('HANDSHAKE_TIMEOUT: The modal did not answer')
})
