import type { HostConnector } from '@airlock/shared-protocol'
import type { Wallet } from '@wallet-standard/base'

/** The part of an EIP-1193 provider the host SDK uses. */
export type Eip1193Provider = {
  request: (args: { method: string; params?: unknown }) => Promise<unknown>
  on?: (event: string, listener: (data: unknown) => void) => unknown
  removeListener?: (event: string, listener: (data: unknown) => void) => unknown
}

/**
 * A wallet found in the host window: what the modal is told about it, and the object that reaches
 * it (an EIP-1193 provider for eip155, a wallet-standard wallet for solana).
 */
export type HostWallet =
  | { connector: HostConnector; provider: Eip1193Provider; wallet?: undefined }
  | { connector: HostConnector; wallet: Wallet; provider?: undefined }
