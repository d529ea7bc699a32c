import type { HostConnector } from '@airlock/shared-protocol'
import type { Connector } from '../state/connectors.ts'

/**
 * How the modal reaches a wallet that lives in the host window. The app passes the real channel
 * call (`callMethod(remote, hostMethodSchemas, 'walletRequest', …)`, see
 * {@link createHostBridge}); tests pass a fake.
 *
 * Errors are {@link AirlockError}s: `USER_REJECTED` (EIP-1193 4001), `REQUEST_PENDING` (-32002),
 * `WALLET_REQUEST_NOT_ALLOWED`, `CONNECTOR_NOT_FOUND`, and others with the wallet's EIP-1193 code
 * in `data.code` (for example 4902 for an unknown chain).
 */
export type HostBridge = {
  walletRequest(connectorId: string, method: string, params?: unknown): Promise<unknown>
}

/**
 * A host-window wallet as the wallet flows need it: the host SDK's {@link HostConnector}
 * (`namespace`, `icon`) or the connectors area's {@link Connector} (`chain`, `imageUrl`) for one
 * chain.
 */
export type HostWallet = HostConnector | Connector

/**
 * What the wallet flows need from the app.
 */
export type WalletDeps = {
  /** The way to the host-window wallets. */
  bridge: HostBridge
}
