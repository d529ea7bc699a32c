import type { Address } from '@solana/kit'

/** One development Solana account. */
export type DemoSolanaAccount = {
  /** Base58 address (the ed25519 public key). */
  address: Address
  /**
   * 64-byte secret key as hex: the 32-byte seed followed by the public key, the layout of
   * `solana-keygen` files and of kit's `createKeyPairSignerFromBytes`. DEVELOPMENT ONLY.
   */
  secretKey: string
  /** Label the seed was derived from: `sha256('airlock-dev:<label>')`. */
  seedLabel: string
}

/**
 * Two Solana accounts for the demo wallets, funded by the local Solana RPC at start with
 * 100 SOL and 1 000 Airlock Demo USD each. Their seeds are `sha256('airlock-dev:solana-account-N')`.
 *
 * DEVELOPMENT KEYS: published in this repository; never use them on a real cluster.
 *
 * @example
 * ```ts
 * import { createKeyPairSignerFromBytes } from '@solana/kit'
 * const signer = await createKeyPairSignerFromBytes(Buffer.from(DEMO_SOLANA_ACCOUNTS[0].secretKey, 'hex'))
 * ```
 */
export const DEMO_SOLANA_ACCOUNTS = [
  {
    address: 'FfbpCjkPoRayuP58v6jdbiALPRvwKXcVKJddaX37FLyj' as Address,
    secretKey:
      '73b86e57ceb7386ef3b093c9852d082f63f88e434174ce7eadf03d787181c8efd9e70d45770cee0c22f438105787d4e239155a4b51945ea7e2c87d82505d4456',
    seedLabel: 'solana-account-0',
  },
  {
    address: '7jRJduJWfiCbCfNTNZGhCDroqDrjESFLoaunGiwGJnMB' as Address,
    secretKey:
      'eed3dae05c3fcca7f14364ab9d74bb82bfb4d3391f3ec5446485fbd94068c9006403ff09bbe85a0aa86f78c091d26f5d7175ae6e18090ad5d4877255bb289afe',
    seedLabel: 'solana-account-1',
  },
] as const satisfies readonly DemoSolanaAccount[]
