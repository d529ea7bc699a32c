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
