import { AirlockError, ErrorCode, type Namespace, type Network } from '@airlock/shared-protocol'
import { loadBalances } from '../chains/loadBalances.ts'
import { switchNetwork } from '../chains/switchNetwork.ts'
import { EMBEDDED_CONNECTOR_ID } from '../embedded/embeddedWallet.ts'
import { activeAccountContext } from '../state/activeAccountContext.ts'
import { chainsAtom, completeNetworkSwitch } from '../state/chain.ts'
import { activeConnectorIdsAtom, connectorsAtom } from '../state/connectors.ts'
import { withErrorReporting } from '../state/errors/withErrorReporting.ts'
import { switchActiveNetwork } from '../state/networkSwitch.ts'
import type { Store } from '../state/Store.ts'
import { switchWalletConnectNetwork } from '../walletconnect/switchWalletConnectNetwork.ts'
import { connectHostWallet } from '../wallets/connectHostWallet.ts'
import { setAccountNetwork } from '../wallets/setAccountNetwork.ts'
import { failureError } from './failureError.ts'
import { hostLinkAtom } from './hostLinkAtom.ts'
import { loadBalancesDepsAtom } from './loadBalancesDepsAtom.ts'
import type { Transfer } from './Transfer.ts'
import { walletConnectWiringAtom } from './walletConnectWiringAtom.ts'

/**
 * What the Send view shows when the visitor declines a send in the wallet (the catalogue of spec
 * §8 has no wording for it).
 */
export const SEND_DECLINED = 'Transaction declined'

/** An eip155 transaction as `eth_sendTransaction` takes it (hex quantities). */
type EvmTransaction = {
  from: string
  to: string
  data: string
  value: string
  chainId: string
  gas?: string | undefined
}

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
  | {
      kind: 'sendTransaction'
      purpose: 'send' | 'swap' | 'approve' | 'pay'
      /** An eip155 transaction for the active account to send; resolves its hash. */
      transaction?: EvmTransaction | undefined
    }
  /** Sends an asset from the connected account; resolves the transaction hash (signature). */
  | { kind: 'send'; transfer: Omit<Transfer, 'from' | 'network'> }

/**
 * The one place where views ask the wallet for something.
 *
 * - `connect` connects a host-window wallet of the connectors area (`connectHostWallet`).
 * - `switchNetwork` asks the connected host-window wallet of the network's namespace
 *   (`switchNetwork`: `wallet_switchEthereumChain`, adding the chain when the wallet does not know
 *   it), then refreshes the balances; with no wallet connected there only the modal's network
 *   changes, unless another connector gave the namespace a network client, which is then asked.
 *   When WalletConnect connected the namespace, the switch stays within the session
 *   (`switchWalletConnectNetwork`: `wallet_switchEthereumChain` through the session on eip155,
 *   the session's account); a network the session did not approve rejects with
 *   `UNKNOWN_NETWORK` (`data.code` 4902) "The connected wallet (<name>) did not approve <network>."
 *   and changes nothing.
 * - `send` sends native coins and ERC20 tokens on eip155 (`eth_sendTransaction`) and SOL on
 *   solana (`solana:signAndSendTransaction`) from the active account of the active network, through
 *   its wallet (host window or WalletConnect) and resolves the hash. The chain code
 *   (`sendTransfer`) loads on first use. Tracking, the draft and the balance refresh are the send
 *   state area's (`sendToken`).
 * - `signMessage` asks the active account's wallet to sign the text (`messageSigner`: EIP-191 on
 *   eip155, ed25519 on solana) and resolves the signature.
 * - `sendTransaction` with a `transaction` sends it from the active eip155 account through its
 *   wallet (`eth_sendTransaction`, host window or WalletConnect) and resolves the hash (the
 *   swap's approval and swap); a decline is `USER_REJECTED` {@link SEND_DECLINED}. Without a
 *   `transaction` it is not wired to wallets yet.
 *
 * A wallet that says no rejects with `USER_REJECTED` (a prompt already open: `REQUEST_PENDING`),
 * and nothing in the modal's state changes.
 *
 * @throws {AirlockError} `CONNECTOR_NOT_FOUND` "No wallet is connected." without a wallet (or an
 *   unknown connector); `USER_REJECTED`, `REQUEST_PENDING`, `INTERNAL` for a failed wallet call;
 *   `UNKNOWN_NETWORK` for a network the WalletConnect session did not approve;
 *   the chain area's errors otherwise. A declined send is `USER_REJECTED` {@link SEND_DECLINED}.
 * @returns the transaction hash (Solana: the signature) of a `send`, the signature of a
 *   `signMessage`; nothing for the other calls.
 * Every failure is reported to the analytics error route and rethrown unchanged (the controller
 * wrapper of spec §8, `withErrorReporting`: at most 5 reports a minute).
 */
export function callWallet(store: Store, call: WalletCall): Promise<string | undefined> {
  return withErrorReporting(store, () => askWallet(store, call))
}

async function askWallet(store: Store, call: WalletCall): Promise<string | undefined> {
  const link = store.get(hostLinkAtom)
  if (call.kind === 'send' || (call.kind === 'sendTransaction' && call.transaction)) {
    // Transactions bring the chain code: loaded on first use, never with the Connect view.
    const { sendFromWallet } = await import('./sendFromWallet.ts')
    return sendFromWallet(store, call, describe(call))
  }
  if (call.kind === 'signMessage' && activeAccountContext(store).address) {
    // The signer brings the Solana codecs: loaded on first use, never with the Connect view.
    const { messageSigner } = await import('./messageSigner.ts')
    return messageSigner(store, call.purpose)(call.message)
  }
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
    if (store.get(activeConnectorIdsAtom)[namespace] === EMBEDDED_CONNECTOR_ID) {
      // The embedded wallet signs on any network the app configured: the modal moves its account.
      completeNetworkSwitch(store, call.network)
      setAccountNetwork(store, namespace, call.network)
      void loadBalances(store, store.get(loadBalancesDepsAtom))
      return
    }
    const walletConnect = store.get(walletConnectWiringAtom)
    if (walletConnect?.handles(namespace)) {
      const result = await switchWalletConnectNetwork(
        store,
        await walletConnect.client(),
        call.network,
      )
      if (result.kind === 'notApproved') {
        throw new AirlockError(ErrorCode.UNKNOWN_NETWORK, result.message, {
          details: `The WalletConnect session approved ${result.approved.join(', ') || 'no network'} on ${namespace}, not ${call.network.caipNetworkId}: disconnect and connect again to approve it.`,
          data: { code: 4902 },
        })
      }
      if (result.kind !== 'switched') throw failureError(result)
      void loadBalances(store, store.get(loadBalancesDepsAtom))
      return
    }
    const chain = store.get(chainsAtom)[namespace]
    const connected = store.get(activeConnectorIdsAtom)[namespace] !== undefined
    if (link && (connected || !chain?.networkClient)) {
      const result = await switchNetwork(store, link, call.network)
      if (result.kind !== 'switched') throw failureError(result)
      void loadBalances(store, store.get(loadBalancesDepsAtom))
      return
    }
    if (chain?.networkClient) {
      await switchActiveNetwork(store, call.network)
      return undefined
    }
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
    case 'send':
      return `Sending ${call.transfer.token.symbol}`
  }
}
