/**
 * What the visitor reads when the WalletConnect relay cannot be reached: the relay's host (and
 * port), so that a wrong `relayUrl` is recognisable as such. Hosts that are not a URL are shown
 * as given.
 *
 * @example
 * ```ts
 * relayUnreachableMessage('wss://relay.example.com') // 'The WalletConnect relay at relay.example.com cannot be reached.'
 * ```
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
