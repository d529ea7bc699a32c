import { rm } from 'node:fs/promises'
import {
  createAnvilService,
  createSolanaService,
  type Stack,
  startStack,
} from '../../local-stack/src/start.ts'
import { copyModalBuild } from './copyModalBuild.ts'
import { E2E_PATHS } from './E2E_PATHS.ts'
import { writeHostRoot } from './writeHostRoot.ts'

/** A stack with chains, and how to stop it (and remove its copies of the builds). */
export type ChainStack = Stack & {
  /** The JSON-RPC URL of a chain by its CAIP-2 id; throws when the stack has none. */
  rpcUrl: (caipNetworkId: string) => string
}

/**
 * Starts a second local stack for the tests that need chains: the demo host and a copy of the
 * modal build on free ports, with one anvil per demo EVM chain (31337, 31338, each with the demo
 * ERC20) and the local Solana RPC, all on port 0. The served demo project and the demo host's
 * `airlock-demo-rpc` meta tag point at those ports, so the modal and the demo wallets read the
 * same chains as the test. No relay: host-window wallets do not need one.
 *
 * @example
 * ```ts
 * const stack = await startChainStack()
 * await page.goto(stack.urls.host)
 * await stack.stop()
 * ```
 */
export async function startChainStack(): Promise<ChainStack> {
  const hostRoot = await writeHostRoot()
  const modalRoot = await copyModalBuild(E2E_PATHS.root)
  const removeCopies = () =>
    Promise.all([hostRoot, modalRoot].map((dir) => rm(dir, { recursive: true, force: true })))
  let stack: Stack
  try {
    stack = await startStack({
      hostRoot,
      modalRoot,
      hostPort: 0,
      modalPort: 0,
      services: [
        createAnvilService({ port: 0, chainId: 31337 }),
        createAnvilService({ port: 0, chainId: 31338 }),
        createSolanaService({ port: 0 }),
      ],
    })
  } catch (error) {
    await removeCopies()
    throw error
  }
  return {
    ...stack,
    rpcUrl: (caipNetworkId) => {
      const url = stack.endpoints.rpcUrls?.[caipNetworkId]
      if (!url) throw new Error(`the chain stack has no RPC for ${caipNetworkId}`)
      return url
    },
    stop: async () => {
      try {
        await stack.stop()
      } finally {
        await removeCopies()
      }
    },
  }
}
