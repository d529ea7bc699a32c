import { createTestClient, http } from 'viem'

/**
 * Test helper: moves a just-deployed chain's clock a minute on and mines a block, so that the demo
 * pools' first swap is estimated and mined in seconds after their liquidity. A Uniswap V2 pair's
 * first swap in a later second than its last update writes its two cumulative prices (zero to
 * non-zero, about 44 k gas). Anvil estimates at the wall clock's second: an estimate made in the
 * deploy's second missed those writes, and the swap mined a second later ran out of gas.
 */
export async function ageDemoPools(rpcUrl: string): Promise<void> {
  const anvil = createTestClient({ mode: 'anvil', transport: http(rpcUrl) })
  await anvil.increaseTime({ seconds: 60 })
  await anvil.mine({ blocks: 1 })
}
