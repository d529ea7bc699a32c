import { AirlockError, ErrorCode } from '@airlock/shared-protocol'

/** Parameters of {@link walletRequest}, as the modal sends them. */
export type WalletRequestParameters = { connectorId: string; method: string; params?: unknown }

/**
 * The host's `walletRequest` handler. Wallets in the host window (EIP-6963, `window.ethereum`,
 * wallet-standard) are not discovered yet, so no connector id is known and every request is
 * refused; wallet discovery replaces this function.
 *
 * @throws {AirlockError} `CONNECTOR_NOT_FOUND`.
 * @example
 * ```ts
 * await walletRequest({ connectorId: 'io.metamask', method: 'eth_accounts' }) // rejects
 * ```
 */
export async function walletRequest({ connectorId }: WalletRequestParameters): Promise<unknown> {
  throw new AirlockError(
    ErrorCode.CONNECTOR_NOT_FOUND,
    `The host has no wallet "${connectorId.slice(0, 100)}".`,
  )
}
