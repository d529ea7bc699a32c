import { AirlockError, ErrorCode, type Network } from '@airlock/shared-protocol'
import { chainsAtom, type Store, switchActiveNetwork } from '../state/index.ts'

/** A request the modal makes of the visitor's wallet. */
export type WalletCall =
  | { kind: 'switchNetwork'; network: Network }
  | { kind: 'connect'; connectorId: string }
  | { kind: 'signMessage'; purpose: 'siwx' | 'registerName'; message: string }
  | { kind: 'sendTransaction'; purpose: 'send' | 'swap' | 'approve' | 'pay' }

/**
 * The one place where views ask the wallet for something. A network switch goes through the
 * chain area when the namespace has a network client; every other call needs the wallet bridge
 * that a later issue adds, so it fails with `CONNECTOR_NOT_FOUND` "No wallet is connected." (the
 * same error the host gets from `providerRequest`).
 *
 * @throws {AirlockError} `CONNECTOR_NOT_FOUND` without a wallet; the chain area's errors otherwise.
 * @example
 * ```ts
 * await callWallet(store, { kind: 'switchNetwork', network })
 * ```
 */
export async function callWallet(store: Store, call: WalletCall): Promise<void> {
  if (call.kind === 'switchNetwork') {
    const chain = store.get(chainsAtom)[call.network.chainNamespace]
    if (chain?.networkClient) return switchActiveNetwork(store, call.network)
  }
  throw new AirlockError(ErrorCode.CONNECTOR_NOT_FOUND, 'No wallet is connected.', {
    details: `${describe(call)} needs a connected wallet.`,
  })
}

function describe(call: WalletCall): string {
  switch (call.kind) {
    case 'switchNetwork':
      return `Switching to ${call.network.name}`
    case 'connect':
      return `Connecting ${call.connectorId}`
    case 'signMessage':
      return call.purpose === 'siwx' ? 'Signing in' : 'Registering a name'
    case 'sendTransaction':
      return `Sending a transaction (${call.purpose})`
  }
}
