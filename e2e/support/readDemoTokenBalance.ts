import { DEMO_TOKEN_ADDRESS } from '@airlock/testkit/demo'
import type { Hex } from 'viem'
import { jsonRpc } from './jsonRpc.ts'

/**
 * The demo ERC20 (ADT, 18 decimals) held by `address` on the chain at `rpcUrl`, in its smallest
 * unit (`balanceOf` through `eth_call`).
 */
export async function readDemoTokenBalance(rpcUrl: string, address: string): Promise<bigint> {
  const data = `0x70a08231${address.slice(2).toLowerCase().padStart(64, '0')}` // balanceOf
  return BigInt(
    await jsonRpc<Hex>(rpcUrl, 'eth_call', [{ to: DEMO_TOKEN_ADDRESS, data }, 'latest']),
  )
}
