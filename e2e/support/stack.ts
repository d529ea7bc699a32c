import { join } from 'node:path'
import type { Service } from '@airlock/local-stack/stack'
import {
  createAnvilService,
  createMobileWalletService,
  createSolanaService,
  type Stack,
} from '@airlock/local-stack/stack'
import { E2E_PATHS } from './E2E_PATHS.ts'
import { type StartStackOnCopiesOptions, startStackOnCopies } from './startStackOnCopies.ts'

/** A stack with chains, and how to stop it (and remove its copies of the builds). */
export type ChainStack = Stack & {
  /** The JSON-RPC URL of a chain by its CAIP-2 id; throws when the stack has none. */
  rpcUrl: (caipNetworkId: string) => string
}

/** Options of {@link startChainStack}. */
export type StartChainStackOptions = {
  /**
   * A WalletConnect relay service: with one, the stack starts it first and serves the demo
   * mobile wallet page (`demo-host/mobile-wallet/dist`, built by `npm run build`) last, both
   * pointed at by the served demo project. Without one, neither runs: host-window wallets do
   * not need them.
   */
  relay?: Service
  /** See `StartStackOnCopiesOptions.prepareModal` (more project files, say). */
  prepareModal?: StartStackOnCopiesOptions['prepareModal']
}

/**
 * Starts a second local stack for the tests that need chains: the demo host and a copy of the
 * modal build on free ports, with one anvil per demo EVM chain (31337, 31338, each with the demo
 * ERC20) and the local Solana RPC, all on port 0 (and, with `relay`, the relay and the demo mobile
 * wallet page). The served demo project and the demo host's `airlock-demo-rpc` meta tag point at
 * those ports, so the modal and the demo wallets read the same chains as the test.
 */
export async function startChainStack(options: StartChainStackOptions = {}): Promise<ChainStack> {
  const chains = [
    createAnvilService({ port: 0, chainId: 31337 }),
    createAnvilService({ port: 0, chainId: 31338 }),
    createSolanaService({ port: 0 }),
  ]
  const services = options.relay
    ? [
        options.relay,
        ...chains,
        createMobileWalletService({
          port: 0,
          root: join(E2E_PATHS.root, 'demo-host/mobile-wallet/dist'),
        }),
      ]
    : chains
  const stack = await startStackOnCopies(
    options.prepareModal ? { services, prepareModal: options.prepareModal } : { services },
  )
  return {
    ...stack,
    rpcUrl: (caipNetworkId) => {
      const url = stack.endpoints.rpcUrls?.[caipNetworkId]
      if (!url) throw new Error(`the chain stack has no RPC for ${caipNetworkId}`)
      return url
    },
  }
}
