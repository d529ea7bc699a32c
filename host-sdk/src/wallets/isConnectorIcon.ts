/**
 * Copy of shared-protocol's MAX_CONNECTOR_ICON_LENGTH: the Solana entry uses this file and takes
 * shared-protocol from the packed `./index.js`, which exports only the public API.
 * isConnectorIcon.test.ts checks that both are equal.
 */
export const MAX_ICON_LENGTH = 100_000

/**
 * Whether a wallet's icon may be shown by the modal: a `data:image/…` URL or an https URL, at
 * most {@link MAX_ICON_LENGTH} characters. Anything else (`javascript:`, http, a huge data URL) is
 * dropped and the modal shows its placeholder.
 */
export function isConnectorIcon(icon: unknown): icon is string {
  return (
    typeof icon === 'string' &&
    icon.length <= MAX_ICON_LENGTH &&
    /^(data:image\/|https:\/\/)/i.test(icon)
  )
}
