import type { Hex } from 'viem'
import { jsonRpc } from './jsonRpc.ts'

/**
 * The native balance of `address` on an EVM chain, in wei, read from the chain itself.
 */
export async function readWeiBalance(rpcUrl: string, address: string): Promise<bigint> {
  return BigInt(await jsonRpc<Hex>(rpcUrl, 'eth_getBalance', [address, 'latest']))
}
