/** The SIWX message of spec §3. Times are ISO-8601; `chainId` is the CAIP-2 network id. */
export type SiwxMessage = {
  /** The host page's host (from the verified host origin), e.g. `shop.example:8443`. */
  domain: string
  /** The verified host origin. */
  uri: string
  /** The CAIP-2 id of the network signed on, e.g. `eip155:1`. */
  chainId: string
  accountAddress: string
  nonce: string
  version: '1'
  issuedAt: string
  statement?: string | undefined
  expirationTime?: string | undefined
  notBefore?: string | undefined
  requestId?: string | undefined
  resources?: string[] | undefined
}

/** What {@link createSiwxMessage} builds a message from. */
export type CreateSiwxMessageInput = {
  /** The verified origin of the host page (never a value the host page claims about itself). */
  hostOrigin: string
  chainId: string
  accountAddress: string
  nonce: string
  /** When the message is issued (ms since the epoch). */
  now: number
  statement?: string | undefined
  /** The message expires this long after `now`; no expiry when absent. */
  ttlMs?: number | undefined
  notBefore?: number | undefined
  requestId?: string | undefined
  resources?: string[] | undefined
}

/**
 * Builds the SIWX message: domain is the host of the verified host origin, uri the origin itself.
 *
 * @example
 * ```ts
 * createSiwxMessage({ hostOrigin: 'https://shop.example', chainId: 'eip155:1', accountAddress, nonce, now: Date.now() })
 * // { domain: 'shop.example', uri: 'https://shop.example', version: '1', … }
 * ```
 */
export function createSiwxMessage(input: CreateSiwxMessageInput): SiwxMessage {
  const origin = new URL(input.hostOrigin)
  const message: SiwxMessage = {
    domain: origin.host,
    uri: origin.origin,
    chainId: input.chainId,
    accountAddress: input.accountAddress,
    nonce: input.nonce,
    version: '1',
    issuedAt: new Date(input.now).toISOString(),
  }
  if (input.statement) message.statement = input.statement
  if (input.ttlMs !== undefined) {
    message.expirationTime = new Date(input.now + input.ttlMs).toISOString()
  }
  if (input.notBefore !== undefined) message.notBefore = new Date(input.notBefore).toISOString()
  if (input.requestId) message.requestId = input.requestId
  if (input.resources?.length) message.resources = [...input.resources]
  return message
}
