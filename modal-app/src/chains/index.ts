// Reading and switching chains for the modal (viem, @solana/kit). index.test.ts pins this list.

export { createEvmClient } from './createEvmClient.ts'
export { type ExplorerTarget, explorerUrl } from './explorerUrl.ts'
export { fetchEvmBalances } from './fetchEvmBalances.ts'
export { fetchSolanaBalances } from './fetchSolanaBalances.ts'
export { type FindNetworkReturnType, findNetwork } from './findNetwork.ts'
export {
  type LoadBalancesDeps,
  type LoadBalancesReturnType,
  loadBalances,
} from './loadBalances.ts'
export { parseEvmChainId } from './parseEvmChainId.ts'
export { requestEvmChainSwitch } from './requestEvmChainSwitch.ts'
export { type SwitchEvmNetworkReturnType, switchEvmNetwork } from './switchEvmNetwork.ts'
export { switchNetwork } from './switchNetwork.ts'
export { unsupportedNetwork } from './unsupportedNetwork.ts'
