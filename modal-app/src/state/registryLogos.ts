import { atom } from 'jotai/vanilla'
import type { Connector } from './connectors.ts'

/**
 * The registry's wallet logos (paths on the modal origin) by rdns or id and by lower-cased name.
 * Empty until the registry has loaded, which happens after the first paint (`loadWalletRegistry`).
 */
export const registryLogosAtom = atom<ReadonlyMap<string, string>>(new Map())

/**
 * The icon a connector shows: the one its wallet announced, else the logo of its registry entry,
 * matched by rdns (an EIP-6963 wallet's id is its rdns) or id (a namespace wallet's connector id,
 * which its entry lists in `connectorIds`), then by name (a wallet-standard wallet has neither).
 */
export function connectorIcon(
  logos: ReadonlyMap<string, string>,
  connector: Pick<Connector, 'id' | 'name' | 'imageUrl' | 'info'>,
): string | undefined {
  return (
    connector.imageUrl ??
    logos.get(connector.info?.rdns ?? connector.id) ??
    logos.get(connector.name.toLowerCase())
  )
}

/** WalletConnect's logo, which the build writes beside the registry's logos. */
export const WALLETCONNECT_LOGO = '/wallets/img/walletconnect.svg'
