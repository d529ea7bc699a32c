/**
 * Genesis hash the local Solana RPC answers `getGenesisHash` with:
 * `base58(sha256('airlock-dev:solana-local-genesis'))`. Its first 32 characters are the CAIP-2
 * reference of the local network (`solana:J8gmQyY2uH9RgiCs2FZPcUuZwM67dvMZ`).
 *
 * @example
 * ```ts
 * const caipNetworkId = `solana:${SOLANA_LOCAL_GENESIS_HASH.slice(0, 32)}`
 * ```
 */
export const SOLANA_LOCAL_GENESIS_HASH = 'J8gmQyY2uH9RgiCs2FZPcUuZwM67dvMZeGWnHHHBDzyw' as const
