import { type Address, getBase58Decoder, type MaybeEncodedAccount } from '@solana/kit'
import { getMintDecoder } from '@solana-program/token'
import { formatTokenAmount } from './formatTokenAmount.ts'
import { readTokenAccount, TOKEN_PROGRAM_IDS } from './readTokenAccount.ts'
import { SolanaRpcError } from './SolanaRpcError.ts'

/** Options of {@link encodeAccount}, as in the RPC's account config. */
export type EncodeAccountOptions = {
  encoding?: string | undefined
  dataSlice?: { offset: number; length: number } | undefined
}

const U64_MAX = 18_446_744_073_709_551_615n

/**
 * Writes an account the way `getAccountInfo` does: `null` when missing, else `{ data,
 * executable, lamports, owner, rentEpoch, space }` with `data` in the requested encoding
 * (`base58`, `base64`, `jsonParsed` for SPL token accounts and mints, the legacy default when none).
 *
 * @throws SolanaRpcError -32602 for `base64+zstd` and unknown encodings.
 */
export function encodeAccount(
  account: MaybeEncodedAccount,
  { encoding, dataSlice }: EncodeAccountOptions,
  getAccount: (address: Address) => MaybeEncodedAccount,
): Record<string, unknown> | null {
  if (!account.exists) return null
  const full = account.data
  const sliced = dataSlice
    ? full.subarray(dataSlice.offset, dataSlice.offset + dataSlice.length)
    : full
  let data: unknown
  switch (encoding ?? 'binary') {
    case 'binary':
      data = getBase58Decoder().decode(sliced)
      break
    case 'base58':
      data = [getBase58Decoder().decode(sliced), 'base58']
      break
    case 'base64':
      data = [Buffer.from(sliced).toString('base64'), 'base64']
      break
    case 'jsonParsed':
      data = parseTokenData(account, getAccount) ?? [Buffer.from(full).toString('base64'), 'base64']
      break
    default:
      throw new SolanaRpcError(-32602, `Invalid params: unsupported encoding ${encoding}`)
  }
  return {
    data,
    executable: account.executable,
    lamports: account.lamports,
    owner: account.programAddress,
    rentEpoch: U64_MAX,
    space: full.length,
  }
}

function parseTokenData(
  account: MaybeEncodedAccount & { exists: true },
  getAccount: (address: Address) => MaybeEncodedAccount,
): unknown {
  const program = TOKEN_PROGRAM_IDS[account.programAddress]
  if (!program) return undefined
  const token = readTokenAccount(account, getAccount)
  if (token) {
    return {
      program,
      parsed: {
        type: 'account',
        info: {
          isNative: token.isNative,
          mint: token.mint,
          owner: token.owner,
          state: token.state,
          tokenAmount: formatTokenAmount(token.amount, token.decimals),
          ...(token.delegate
            ? {
                delegate: token.delegate,
                delegatedAmount: formatTokenAmount(token.delegatedAmount, token.decimals),
              }
            : {}),
          ...(token.closeAuthority ? { closeAuthority: token.closeAuthority } : {}),
        },
      },
      space: account.data.length,
    }
  }
  if (account.data.length === 82) {
    const mint = getMintDecoder().decode(account.data)
    return {
      program,
      parsed: {
        type: 'mint',
        info: {
          decimals: mint.decimals,
          freezeAuthority:
            mint.freezeAuthority.__option === 'Some' ? mint.freezeAuthority.value : null,
          isInitialized: mint.isInitialized,
          mintAuthority: mint.mintAuthority.__option === 'Some' ? mint.mintAuthority.value : null,
          supply: mint.supply.toString(),
        },
      },
      space: account.data.length,
    }
  }
  return undefined
}
