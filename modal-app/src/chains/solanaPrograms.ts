import { SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system'
import { ASSOCIATED_TOKEN_PROGRAM_ADDRESS, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'

export { ASSOCIATED_TOKEN_PROGRAM_ADDRESS, SYSTEM_PROGRAM_ADDRESS }

/**
 * The programs whose mints Solana wallets hold tokens of: SPL Token and Token-2022. Taken from
 * the program packages, never typed out (a mistyped copy once hid every SPL send's amount).
 */
export const SOLANA_TOKEN_PROGRAMS: readonly string[] = [
  TOKEN_PROGRAM_ADDRESS,
  // Token-2022 ships in a package of its own; its address is all that is needed here.
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
]
