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
