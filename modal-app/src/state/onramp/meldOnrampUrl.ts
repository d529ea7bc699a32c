import type { Namespace } from '@airlock/shared-protocol'

/** What {@link meldOnrampUrl} builds the checkout URL from. */
export type MeldOnrampUrlInput = {
  /** The Meld checkout address (configuration; the spec does not show it). */
  baseUrl: string
  /** The project's Meld public key. */
  publicKey: string
  /** The namespace bought on: Solana buys SOL, everything else USDC. */
  namespace: Namespace
  walletAddress: string
  /** Who the purchase is for on the project's side (e.g. the project id). */
  externalCustomerId: string
}

/**
 * The Meld on-ramp URL (spec §7): the base URL with publicKey, destinationCurrencyCode (SOL on
 * Solana, else USDC), walletAddress and externalCustomerId.
 *
 * @example
 * ```ts
 * meldOnrampUrl({ baseUrl, publicKey, namespace: 'solana', walletAddress, externalCustomerId: projectId })
 * // 'https://…?publicKey=…&destinationCurrencyCode=SOL&walletAddress=…&externalCustomerId=…'
 * ```
 */
export function meldOnrampUrl(input: MeldOnrampUrlInput): string {
  const url = new URL(input.baseUrl)
  url.searchParams.set('publicKey', input.publicKey)
  url.searchParams.set('destinationCurrencyCode', input.namespace === 'solana' ? 'SOL' : 'USDC')
  url.searchParams.set('walletAddress', input.walletAddress)
  url.searchParams.set('externalCustomerId', input.externalCustomerId)
  return url.toString()
}
