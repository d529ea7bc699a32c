import { type Address, getAddress } from 'viem'
import { connectedAccountOf } from '../connectedAccountOf.ts'
import type { HostModalState } from '../HostModalState.ts'

/** What wagmi knows of the modal: the connected eip155 address and the active eip155 chain. */
export type Eip155View = { address: Address | undefined; chainId: number | undefined }

/** A wagmi connector event, as {@link connectorEvents} derives it. */
export type ConnectorEvent =
  | { type: 'connect'; accounts: readonly Address[]; chainId: number }
  | { type: 'change'; accounts: readonly Address[] }
  | { type: 'change'; chainId: number }
  | { type: 'disconnect' }

/**
 * The eip155 part of the modal's state. With Solana active, `accounts` (every connected
 * namespace) says whether an EVM wallet is still connected; a modal too old to send `accounts`
 * says nothing about eip155 then, so the previous address stays. With a Solana network active, the
 * chain is the EVM account's (the wallet may move meanwhile), else the previous one.
 */
export function eip155ViewOf(
  state: Pick<HostModalState, 'account' | 'accounts' | 'network'>,
  previous: Eip155View,
): Eip155View {
  const [namespace, reference] = state.network?.caipNetworkId.split(':') ?? []
  const account = connectedAccountOf(state, 'eip155')
  const unknown = account === null && state.account !== null && state.accounts.length === 0
  return {
    address: account ? getAddress(account.address) : unknown ? previous.address : undefined,
    // With Solana active, the EVM wallet's own chain: it may move meanwhile.
    chainId:
      namespace === 'eip155'
        ? Number(reference)
        : account
          ? Number(account.caipAddress.split(':')[1])
          : previous.chainId,
  }
}

/**
 * The events wagmi expects between two views: `connect` when an address appears (with a chain),
 * `disconnect` when it goes, `change` for another address or chain while connected.
 */
export function connectorEvents(previous: Eip155View, next: Eip155View): ConnectorEvent[] {
  const { address, chainId } = next
  const wasConnected = previous.address !== undefined && previous.chainId !== undefined
  if (address === undefined || chainId === undefined) {
    return wasConnected ? [{ type: 'disconnect' }] : []
  }
  if (!wasConnected) return [{ type: 'connect', accounts: [address], chainId }]
  const events: ConnectorEvent[] = []
  if (address !== previous.address) events.push({ type: 'change', accounts: [address] })
  if (chainId !== previous.chainId) events.push({ type: 'change', chainId })
  return events
}
