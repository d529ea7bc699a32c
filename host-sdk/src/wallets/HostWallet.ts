import type { HostConnector } from '@airlock/shared-protocol'
import type { HostWalletSource } from '../adapters/HostWalletSource.ts'

/** The part of an EIP-1193 provider the host SDK uses. */
export type Eip1193Provider = {
  request: (args: { method: string; params?: unknown }) => Promise<unknown>
  on?: (event: string, listener: (data: unknown) => void) => unknown
  removeListener?: (event: string, listener: (data: unknown) => void) => unknown
}

/**
 * A wallet found in the host window: what the modal is told about it, and the object that reaches
 * it: an EIP-1193 provider for eip155, or, for a wallet an adapter found, the adapter's own wallet
 * object, which only its `source` reads.
 */
export type HostWallet =
  | { connector: HostConnector; provider: Eip1193Provider; source?: undefined }
  | { connector: HostConnector; provider: unknown; source: HostWalletSource }

const isText = (value: unknown, min = 0): value is string =>
  typeof value === 'string' && value.length >= min && value.length <= 200

/**
 * Reads the `detail` of an EIP-6963 `eip6963:announceProvider` event. An announcement needs
 * `info.uuid`, `info.name` (1–200 characters), `info.icon` and `info.rdns` strings and a provider
 * with a `request` function; anything else is ignored (undefined). The connector id is the rdns,
 * or the uuid when the rdns is empty; an icon that {@link isConnectorIcon} refuses is left out.
 */
export function readAnnouncement(detail: unknown): HostWallet | undefined {
  try {
    const { info, provider } = detail as {
      info: Record<string, unknown>
      provider: Eip1193Provider
    }
    const { uuid, name, icon, rdns } = info
    if (
      !isText(uuid) ||
      !isText(name, 1) ||
      !isText(rdns) ||
      typeof icon !== 'string' ||
      typeof provider?.request !== 'function'
    ) {
      return undefined
    }
    const id = rdns || uuid
    if (!id) return undefined
    const connector: HostConnector = { id, name, type: 'ANNOUNCED', namespace: 'eip155' }
    if (rdns) connector.rdns = rdns
    if (isConnectorIcon(icon)) connector.icon = icon
    return { connector, provider }
  } catch {
    // A missing detail or info, or a getter that throws: not an announcement we can use.
    return undefined
  }
}

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
