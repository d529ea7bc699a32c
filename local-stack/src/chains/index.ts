// The local chains of `npm start`. index.test.ts pins this list.

export {
  type CompileDemoTokenParameters,
  compileDemoToken,
  type DemoTokenArtifact,
} from './compileDemoToken.ts'
export { DEMO_EVM_ACCOUNTS, type DemoEvmAccount } from './DEMO_EVM_ACCOUNTS.ts'
export { DEMO_NETWORKS } from './DEMO_NETWORKS.ts'
export { DEMO_SOLANA_ACCOUNTS, type DemoSolanaAccount } from './DEMO_SOLANA_ACCOUNTS.ts'
export { DEMO_SPL_MINT } from './DEMO_SPL_MINT.ts'
export { DEMO_TOKEN_ADDRESS } from './DEMO_TOKEN_ADDRESS.ts'
export { demoTokenArtifact } from './demoTokenArtifact.ts'
export {
  type DeployDemoTokenParameters,
  type DeployDemoTokenReturnType,
  deployDemoToken,
} from './deployDemoToken.ts'
export { resolveAnvilBinary } from './resolveAnvilBinary.ts'
export { SOLANA_LOCAL_GENESIS_HASH } from './SOLANA_LOCAL_GENESIS_HASH.ts'
export { createSolanaLedger, type SolanaLedger } from './solana/createSolanaLedger.ts'
export { createSolanaRpcHandler, type SolanaRpcHandler } from './solana/createSolanaRpcHandler.ts'
export { SOLANA_FAUCET } from './solana/SOLANA_FAUCET.ts'
export { SolanaRpcError } from './solana/SolanaRpcError.ts'
export {
  type StartSolanaRpcParameters,
  type StartSolanaRpcReturnType,
  startSolanaRpc,
} from './solana/startSolanaRpc.ts'
export { type StartAnvilParameters, type StartAnvilReturnType, startAnvil } from './startAnvil.ts'
export { type WaitForJsonRpcParameters, waitForJsonRpc } from './waitForJsonRpc.ts'
