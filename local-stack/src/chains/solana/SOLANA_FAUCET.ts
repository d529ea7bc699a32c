import type { Address } from '@solana/kit'

/**
 * The local Solana RPC's faucet: created at genesis with 500 000 000 SOL, it pays
 * `requestAirdrop`, the demo funding and is the demo mint's authority.
 * Seed `sha256('airlock-dev:solana-faucet')`. DEVELOPMENT ONLY.
 */
export const SOLANA_FAUCET = {
  address: 'CBKNRcNEyNpxBZctjXmggtgpVJDd2XTWuRg2DBTkcPHh' as Address,
  secretKey:
    '6b1390219965213c3f55990512d983b5de9037039f01cab9365d7037c39797ffa6152275cd0b604538e1eb9fed36ed3a5ef7bb61b466080c528ad3d9116d1fc8',
} as const
