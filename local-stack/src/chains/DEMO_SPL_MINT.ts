import type { Address } from '@solana/kit'

/**
 * The SPL token mint the local Solana RPC creates at start: "Airlock Demo USD" (ADUSD),
 * 6 decimals, SPL Token program. The mint keypair's seed is `sha256('airlock-dev:solana-spl-mint')`
 * and its authority is the local faucet, so the address is the same on every start.
 *
 * @example
 * ```ts
 * const [ata] = await findAssociatedTokenPda({ mint: DEMO_SPL_MINT.address, owner, tokenProgram: TOKEN_PROGRAM_ADDRESS })
 * ```
 */
export const DEMO_SPL_MINT = {
  address: 'DaYb1Yg1t2qNgYUzDgdsVgw72yySuvr2qXWZvnPPCDzW' as Address,
  name: 'Airlock Demo USD',
  symbol: 'ADUSD',
  decimals: 6,
  /** Hex of the mint keypair's 64-byte secret key. DEVELOPMENT ONLY. */
  secretKey:
    '60c62853dba00fbc3b65d6b80cc312b567f13ebc466a1a7c63a7f2ee5b874ed8bae41fe83a1460876731bcaf02163cce3850e27d22eef5f4063bd7dc16f2854f',
} as const
