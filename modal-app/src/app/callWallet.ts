import { AirlockError, ErrorCode, type Namespace, type Network } from '@airlock/shared-protocol'
import { loadBalances } from '../chains/loadBalances.ts'
import { switchNetwork } from '../chains/switchNetwork.ts'
import {
  activeConnectorIdsAtom,
  chainsAtom,
  connectorsAtom,
  type Store,
  switchActiveNetwork,
} from '../state/index.ts'
import { connectHostWallet } from '../wallets/connectHostWallet.ts'
import { failureError } from './failureError.ts'
import { hostLinkAtom } from './hostLinkAtom.ts'
import { loadBalancesDepsAtom } from './loadBalancesDepsAtom.ts'

/** A request the modal makes of the visitor's wallet. */
export type WalletCall =
  | { kind: 'switchNetwork'; network: Network }
  | {
      kind: 'connect'
      connectorId: string
      /** The wallet's namespace, when the same id is listed on several. */
      namespace?: Namespace | undefined
    }
  | { kind: 'signMessage'; purpose: 'siwx' | 'registerName'; message: string }
  | { kind: 'sendTransaction'; purpose: 'send' | 'swap' | 'approve' | 'pay' }

/**
 * The one place where views ask the wallet for something.
 *
 * - `connect` connects a host-window wallet of the connectors area (`connectHostWallet`).
 * - `switchNetwork` asks the connected host-window wallet of the network's namespace
 *   (`switchNetwork`: `wallet_switchEthereumChain`, adding the chain when the wallet does not know
 *   it), then refreshes the balances; with no wallet connected there only the modal's network
 *   changes, unless another connector gave the namespace a network client, which is then asked.
 * - signing and sending are not wired to host-window wallets yet.
 *
 * A wallet that says no rejects with `USER_REJECTED` (a prompt already open: `REQUEST_PENDING`),
 * and nothing in the modal's state changes.
 *
 * @throws {AirlockError} `CONNECTOR_NOT_FOUND` "No wallet is connected." without a wallet (or an
 *   unknown connector); `USER_REJECTED`, `REQUEST_PENDING`, `INTERNAL` for a failed wallet call;
 *   the chain area's errors otherwise.
 * @example
 * ```ts
 * await callWallet(store, { kind: 'switchNetwork', network })
 * ```
 */
export async function callWallet(store: Store, call: WalletCall): Promise<void> {
  const link = store.get(hostLinkAtom)
  if (call.kind === 'connect' && link) {
    const connector = store
      .get(connectorsAtom)
      .find(
        (each) =>
          each.id === call.connectorId &&
          (call.namespace === undefined || each.chain === call.namespace),
      )
    if (connector) {
      const result = await connectHostWallet(store, link, connector)
      if (result.kind !== 'connected') throw failureError(result)
      return
    }
  }
  if (call.kind === 'switchNetwork') {
    const namespace = call.network.chainNamespace
    const chain = store.get(chainsAtom)[namespace]
    const connected = store.get(activeConnectorIdsAtom)[namespace] !== undefined
    if (link && (connected || !chain?.networkClient)) {
      const result = await switchNetwork(store, link, call.network)
      if (result.kind !== 'switched') throw failureError(result)
      void loadBalances(store, store.get(loadBalancesDepsAtom))
      return
    }
    if (chain?.networkClient) return switchActiveNetwork(store, call.network)
  }
  throw new AirlockError(ErrorCode.CONNECTOR_NOT_FOUND, 'No wallet is connected.', {
    details: `${describe(call)} needs a connected wallet.`,
  })
}

function describe(call: WalletCall): string {
  switch (call.kind) {
    case 'switchNetwork':
      return `Switching to ${call.network.name}`
    case 'connect':
      return `Connecting ${call.connectorId}`
    case 'signMessage':
      return call.purpose === 'siwx' ? 'Signing in' : 'Registering a name'
    case 'sendTransaction':
      return `Sending a transaction (${call.purpose})`
  }
}
