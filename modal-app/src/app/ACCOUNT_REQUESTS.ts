import type { Namespace } from '@airlock/shared-protocol'

/**
 * The request a dapp's provider makes for accounts, per namespace: what an injected wallet
 * answers by asking the visitor to connect.
 */
export const ACCOUNT_REQUESTS: Readonly<Partial<Record<Namespace, string>>> = {
  eip155: 'eth_requestAccounts',
  solana: 'standard:connect',
}
