import { callMethod, hostMethodSchemas, type Remote } from '@airlock/shared-protocol'
import type { HostBridge } from './types.ts'

/** Options of {@link createHostBridge}. */
export type CreateHostBridgeOptions = {
  /**
   * How long a wallet request may take. Wallet prompts wait for a person, so the default is
   * generous: 5 minutes.
   */
  timeoutMs?: number | undefined
}

/**
 * The {@link HostBridge} of the app: each request is the host's `walletRequest` method over the
 * channel, with its schema checks and a timeout.
 */
export function createHostBridge(
  remote: Remote,
  options: CreateHostBridgeOptions = {},
): HostBridge {
  const timeoutMs = options.timeoutMs ?? 5 * 60_000
  return {
    walletRequest: (connectorId, method, params) =>
      callMethod(
        remote,
        hostMethodSchemas,
        'walletRequest',
        params === undefined ? { connectorId, method } : { connectorId, method, params },
        { timeoutMs },
      ),
  }
}
