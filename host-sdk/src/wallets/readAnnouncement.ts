import type { HostConnector } from '@airlock/shared-protocol'
import type { Eip1193Provider, HostWallet } from './HostWallet.ts'
import { isConnectorIcon } from './isConnectorIcon.ts'

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
