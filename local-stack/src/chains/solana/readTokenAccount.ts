import type { Address, EncodedAccount, MaybeEncodedAccount } from '@solana/kit'
import { getMintDecoder, getTokenDecoder } from '@solana-program/token'

/** The SPL Token and Token-2022 program ids, the owners whose accounts are token accounts. */
export const TOKEN_PROGRAM_IDS = {
  TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA: 'spl-token',
  TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb: 'spl-token-2022',
} as Record<string, 'spl-token' | 'spl-token-2022'>

const TOKEN_ACCOUNT_SIZE = 165
const MINT_SIZE = 82

/** A decoded token account with its mint's decimals. */
export type TokenAccountView = {
  mint: Address
  owner: Address
  programId: Address
  program: 'spl-token' | 'spl-token-2022'
  amount: bigint
  decimals: number
  state: 'uninitialized' | 'initialized' | 'frozen'
  isNative: boolean
  delegate: Address | null
  delegatedAmount: bigint
  closeAuthority: Address | null
}

/**
 * Decodes `account` as an SPL token account (either token program; Token-2022 extensions are
 * ignored) and reads its mint's decimals through `getAccount`. Returns null for anything else.
 */
export function readTokenAccount(
  account: MaybeEncodedAccount | EncodedAccount,
  getAccount: (address: Address) => MaybeEncodedAccount,
): TokenAccountView | null {
  if ('exists' in account && !account.exists) return null
  const program = TOKEN_PROGRAM_IDS[account.programAddress]
  if (!program || account.data.length < TOKEN_ACCOUNT_SIZE) return null
  if (program === 'spl-token' && account.data.length !== TOKEN_ACCOUNT_SIZE) return null
  const token = getTokenDecoder().decode(account.data.subarray(0, TOKEN_ACCOUNT_SIZE))
  const mintAccount = getAccount(token.mint)
  if (!mintAccount.exists || mintAccount.data.length < MINT_SIZE) return null
  const mint = getMintDecoder().decode(mintAccount.data.subarray(0, MINT_SIZE))
  const states = ['uninitialized', 'initialized', 'frozen'] as const
  return {
    mint: token.mint,
    owner: token.owner,
    programId: account.programAddress,
    program,
    amount: token.amount,
    decimals: mint.decimals,
    state: states[token.state] ?? 'uninitialized',
    isNative: token.isNative.__option === 'Some',
    delegate: token.delegate.__option === 'Some' ? token.delegate.value : null,
    delegatedAmount: token.delegatedAmount,
    closeAuthority: token.closeAuthority.__option === 'Some' ? token.closeAuthority.value : null,
  }
}
