// The send options of `solana_signAndSendTransaction`: the modal passes them to a WalletConnect
// wallet or its own RPC, and the demo mobile wallet reads them back, with this one reader.

/**
 * How a transaction is sent (wallet-standard's `solana:signAndSendTransaction` options, the
 * RPC's `sendTransaction` config): only these reach the wallet or the RPC, each checked.
 */
export type SolanaSendOptions = {
  skipPreflight?: boolean
  preflightCommitment?: 'processed' | 'confirmed' | 'finalized'
  maxRetries?: number
  minContextSlot?: number
}

const COMMITMENTS = ['processed', 'confirmed', 'finalized'] as const

/**
 * The send options of a request's `options` (what the dapp passed to `signAndSendTransaction`),
 * without anything unknown or mistyped; undefined when none is left.
 */
export function readSendOptions(options: unknown): SolanaSendOptions | undefined {
  if (options === null || typeof options !== 'object') return undefined
  const { skipPreflight, preflightCommitment, maxRetries, minContextSlot } = options as Record<
    string,
    unknown
  >
  const count = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0
  const read: SolanaSendOptions = {
    ...(typeof skipPreflight === 'boolean' && { skipPreflight }),
    ...(COMMITMENTS.includes(preflightCommitment as never) && {
      preflightCommitment: preflightCommitment as (typeof COMMITMENTS)[number],
    }),
    ...(count(maxRetries) && { maxRetries: maxRetries as number }),
    ...(count(minContextSlot) && { minContextSlot: minContextSlot as number }),
  }
  return Object.keys(read).length > 0 ? read : undefined
}
