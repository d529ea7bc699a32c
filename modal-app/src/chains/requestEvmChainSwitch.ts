import type { Network } from '@airlock/shared-protocol'
import { numberToHex } from 'viem'
import type { HostBridge } from '../wallets/types.ts'
import { walletErrorCode } from '../wallets/walletFailure.ts'

/**
 * Asks a host-window EVM wallet to move to a network: `wallet_switchEthereumChain`, and when the
 * wallet does not know the chain (EIP-1193 4902) `wallet_addEthereumChain` with the network's name,
 * currency, RPC and explorer URLs, then the switch again. Any other failure is rethrown as is.
 */
export async function requestEvmChainSwitch(
  bridge: HostBridge,
  connectorId: string,
  network: Network,
): Promise<void> {
  const chainId = numberToHex(Number(network.id))
  try {
    await bridge.walletRequest(connectorId, 'wallet_switchEthereumChain', [{ chainId }])
    return
  } catch (error) {
    if (walletErrorCode(error) !== 4902) throw error
  }
  const explorer = network.blockExplorers?.default.url
  await bridge.walletRequest(connectorId, 'wallet_addEthereumChain', [
    {
      chainId,
      chainName: network.name,
      nativeCurrency: network.nativeCurrency,
      rpcUrls: network.rpcUrls.default.http,
      ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
    },
  ])
  await bridge.walletRequest(connectorId, 'wallet_switchEthereumChain', [{ chainId }])
}
