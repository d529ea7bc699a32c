import { DEMO_EVM_ACCOUNTS, DEMO_SOLANA_ACCOUNTS } from '@airlock/testkit/demo'

/**
 * The development keys of the demo mobile wallet: EVM account 1 and Solana account 1 of the local
 * stack (the in-page demo wallet uses account 0, so the two wallets show different addresses).
 *
 * DEVELOPMENT KEYS: public knowledge. This page must never be pointed at a real network.
 */
export const MOBILE_WALLET_KEYS = {
  evm: DEMO_EVM_ACCOUNTS[1],
  solana: DEMO_SOLANA_ACCOUNTS[1],
} as const
