/**
 * What the visitor reads when the WalletConnect relay cannot be reached: the relay's host (and
 * port), so that a wrong `relayUrl` is recognisable as such. Hosts that are not a URL are shown
 * as given.
 */
export function relayUnreachableMessage(relayUrl: string): string {
  let host = relayUrl
  try {
    host = new URL(relayUrl).host || relayUrl
  } catch {
    // Not a URL: shown as given.
  }
  return `The WalletConnect relay at ${host} cannot be reached.`
}
