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

/**
 * How long a sign-in lasts when the host sets no `siwx.expiresAfterSeconds`: one day. A saved
 * sign-in is a credential the host reads back on every visit; a day bounds what a copied or
 * forgotten one is good for, and asks a returning visitor to sign at most once a day.
 */
const SIWX_DEFAULT_EXPIRES_AFTER_SECONDS = 86_400

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
  /**
   * The message expires this many seconds after `now` (the host's `siwx.expiresAfterSeconds`);
   * {@link SIWX_DEFAULT_EXPIRES_AFTER_SECONDS} when absent. Every message expires.
   */
  expiresAfterSeconds?: number | undefined
  notBefore?: number | undefined
  requestId?: string | undefined
  resources?: string[] | undefined
}

/**
 * Builds the SIWX message: domain is the host of the verified host origin, uri the origin itself;
 * it expires `expiresAfterSeconds` (default a day) after it is issued.
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
  const expiresAfterSeconds = input.expiresAfterSeconds ?? SIWX_DEFAULT_EXPIRES_AFTER_SECONDS
  message.expirationTime = new Date(input.now + expiresAfterSeconds * 1000).toISOString()
  if (input.notBefore !== undefined) message.notBefore = new Date(input.notBefore).toISOString()
  if (input.requestId) message.requestId = input.requestId
  if (input.resources?.length) message.resources = [...input.resources]
  return message
}
