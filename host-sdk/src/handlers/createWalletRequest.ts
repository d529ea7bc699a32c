import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { EIP155_WALLET_METHODS } from '../constants.ts'
import type { HostWallet } from '../wallets/HostWallet.ts'
import { toWalletError } from '../wallets/toWalletError.ts'

/** Parameters of the `walletRequest` handler, as the modal sends them. */
export type WalletRequestParameters = { connectorId: string; method: string; params?: unknown }

/**
 * Builds the host's `walletRequest` handler over the wallets `find` knows. A request reaches the
 * wallet only if its method is allowed for the wallet's namespace ({@link EIP155_WALLET_METHODS},
 * or the `methods` of the adapter's source that found it); eip155 goes to the provider's
 * `request`, a wallet an adapter found to its source's `call`.
 * While a prompting method is pending, a second one for the same wallet is refused at once, as
 * EIP-1193 wallets do with -32002. Wallet errors become AirlockErrors ({@link toWalletError}).
 *
 * @throws {AirlockError} `CONNECTOR_NOT_FOUND`, `WALLET_REQUEST_NOT_ALLOWED` (`data.code` 4200),
 * `REQUEST_PENDING` (`data.code` -32002), `USER_REJECTED` (`data.code` 4001), `INVALID_PARAMS`,
 * `INTERNAL` (other wallet errors, their code in `data.code`).
 */
export function createWalletRequest(find: (connectorId: string) => HostWallet | undefined) {
  const prompting = new Set<string>()
  return async ({ connectorId, method, params }: WalletRequestParameters): Promise<unknown> => {
    const found = find(connectorId)
    if (!found) {
      throw new AirlockError(
        ErrorCode.CONNECTOR_NOT_FOUND,
        `The host has no wallet "${connectorId}".`,
      )
    }
    const { source } = found
    const methods = source ? source.methods : EIP155_WALLET_METHODS
    if (!Object.hasOwn(methods, method)) {
      throw new AirlockError(
        ErrorCode.WALLET_REQUEST_NOT_ALLOWED,
        `The host does not pass ${method} to ${found.connector.namespace} wallets.`,
        { data: { code: 4200 } },
      )
    }
    const prompts = methods[method]
    if (prompts) {
      if (prompting.has(connectorId)) {
        throw new AirlockError(
          ErrorCode.REQUEST_PENDING,
          `${found.connector.name} already has a request open; finish it in the wallet first.`,
          { data: { code: -32002 } },
        )
      }
      prompting.add(connectorId)
    }
    try {
      return source
        ? await source.call(found.provider, method, params)
        : await found.provider.request(params === undefined ? { method } : { method, params })
    } catch (error) {
      throw toWalletError(error)
    } finally {
      if (prompts) prompting.delete(connectorId)
    }
  }
}
