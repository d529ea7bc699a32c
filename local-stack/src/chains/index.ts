// The local chains of `npm start`. index.test.ts pins this list.

export { demoTokenArtifact } from './artifacts.ts'
export {
  type CompileContractParameters,
  type ContractArtifact,
  compileContract,
} from './compileContract.ts'
export { type WriteDemoChainStateParameters, writeDemoChainState } from './demoChainState.ts'
export { deployDemoCollectible } from './deployDemoCollectible.ts'
export {
  type DeployDemoTokenParameters,
  type DeployDemoTokenReturnType,
  deployDemoToken,
} from './deployDemoToken.ts'
export { resolveAnvilBinary } from './resolveAnvilBinary.ts'
export {
  createSolanaLedger,
  SOLANA_FAUCET,
  type SolanaLedger,
} from './solana/createSolanaLedger.ts'
export { createSolanaRpcHandler, type SolanaRpcHandler } from './solana/createSolanaRpcHandler.ts'
export { SolanaRpcError } from './solana/SolanaRpcError.ts'
export {
  type StartSolanaRpcParameters,
  type StartSolanaRpcReturnType,
  startSolanaRpc,
} from './solana/startSolanaRpc.ts'
export { type StartAnvilParameters, type StartAnvilReturnType, startAnvil } from './startAnvil.ts'
export { type WaitForJsonRpcParameters, waitForJsonRpc } from './waitForJsonRpc.ts'
