/**
 * What the visitor reads when the WalletConnect relay cannot be reached: the relay's host (and
 * port), so that a wrong `relayUrl` is recognisable as such. Hosts that are not a URL are shown
 * as given.
 */
export function relayUnreachableMessage(relayUrl: string): string {
  return `The WalletConnect relay at ${relayHost(relayUrl)} cannot be reached.`
}

/**
 * What the visitor reads when the WalletConnect relay took the connection but did not answer the
 * pairing (see `startPairing`), named as {@link relayUnreachableMessage} names it.
 */
export function relayNoAnswerMessage(relayUrl: string): string {
  return `The WalletConnect relay at ${relayHost(relayUrl)} did not answer.`
}

/** The relay URL's host and port, or the value as given when it is not a URL. */
function relayHost(relayUrl: string): string {
  try {
    return new URL(relayUrl).host || relayUrl
  } catch {
    return relayUrl
  }
}
