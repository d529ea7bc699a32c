import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { bytesToBase64 } from '@airlock/shared-protocol/base64'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import { fromBase64, toAccountInfo, toTransactionOptions } from './encoding.ts'
import { toStandardChain } from './solanaNetworks.ts'

// The features are typed loosely here: @solana/wallet-standard-features is not a dependency, and
// every value read from them is checked or encoded before it crosses.
type Feature = Record<string, unknown>
type Outputs = Array<Record<string, Uint8Array> | undefined>

/**
 * Calls a wallet-standard feature of a Solana wallet with parameters that crossed the iframe, and
 * answers in plain data: bytes are base64 both ways, accounts are {@link toAccountInfo}.
 *
 * | method | params | result |
 * |---|---|---|
 * | `standard:connect` | `{ silent? }` | `{ accounts }` |
 * | `standard:disconnect` | — | `null` |
 * | `solana:signMessage` | `{ address?, message }` | `{ signedMessage, signature }` |
 * | `solana:signTransaction` | `{ address?, transaction, chain?, options? }` | `{ signedTransaction }` |
 * | `solana:signAndSendTransaction` | `{ address?, transaction, chain?, options? }` | `{ signature }` |
 *
 * Without an `address`, the wallet's first connected account signs; without a `chain`, the
 * wallet picks (pass it for signAndSendTransaction, which sends to that cluster). A CAIP-2
 * `chain` the account does not list goes as its wallet-standard name (`solana:mainnet`, …): the
 * modal names networks by CAIP-2 id, most wallets know only those names. `options` (preflight,
 * retries) go on as wallet-standard names them.
 *
 * @throws {AirlockError} `INTERNAL` with `data.code` 4200 when the wallet lacks the feature,
 * `INVALID_PARAMS` for an address the wallet has not connected or bytes that are not base64.
 */
export async function callSolanaWallet(
  wallet: Wallet,
  method: string,
  params: unknown,
): Promise<unknown> {
  const feature = wallet.features[method as `${string}:${string}`] as Feature | undefined
  // The function of a feature is named after it: `standard:connect` has `connect`.
  const fn = feature?.[method.split(':')[1] as string]
  if (typeof fn !== 'function') {
    throw new AirlockError(ErrorCode.INTERNAL, `${wallet.name} does not support ${method}.`, {
      data: { code: 4200 },
    })
  }
  const invoke = (input?: unknown): Promise<unknown> => fn.call(feature, input)
  const input = (params ?? {}) as Record<string, unknown>
  if (method === 'standard:connect') {
    const { accounts } = (await invoke(
      input.silent === true ? { silent: true } : undefined,
    )) as Pick<Wallet, 'accounts'>
    return { accounts: accounts.map(toAccountInfo) }
  }
  if (method === 'standard:disconnect') {
    await invoke()
    return null
  }
  const { address: wanted } = input
  const account = wallet.accounts.find(({ address }) => wanted === undefined || address === wanted)
  if (!account) {
    throw new AirlockError(
      ErrorCode.INVALID_PARAMS,
      `${wallet.name} has no connected account${wanted === undefined ? '' : ` ${String(wanted).slice(0, 64)}`}.`,
    )
  }
  if (method === 'solana:signMessage') {
    const [output] = (await invoke({
      account,
      message: fromBase64(input.message, 'the message'),
    })) as Outputs
    return {
      signedMessage: bytesToBase64(output?.signedMessage as Uint8Array),
      signature: bytesToBase64(output?.signature as Uint8Array),
    }
  }
  const { chain } = input
  const options = toTransactionOptions(input.options)
  const [output] = (await invoke({
    account,
    transaction: fromBase64(input.transaction, 'the transaction'),
    ...(typeof chain === 'string' && { chain: chainFor(account, chain) }),
    ...(options && { options }),
  })) as Outputs
  return method === 'solana:signTransaction'
    ? { signedTransaction: bytesToBase64(output?.signedTransaction as Uint8Array) }
    : { signature: bytesToBase64(output?.signature as Uint8Array) }
}

/** `chain` as the account lists it: its own id, or the wallet-standard name of a Solana network. */
function chainFor(account: WalletAccount, chain: string): string {
  if (account.chains.includes(chain as IdentifierString) || !chain.startsWith('solana:')) {
    return chain
  }
  return toStandardChain(chain)
}
