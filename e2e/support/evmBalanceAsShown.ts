import { formatEther, type Hex } from 'viem'
import { floorToThreeDecimals } from './floorToThreeDecimals.ts'
import { jsonRpc } from './jsonRpc.ts'

/**
 * The ETH balance of `address`, read from the chain at `rpcUrl`, as Account shows it
 * (`'9999.999 ETH'`).
 */
export async function evmBalanceAsShown(rpcUrl: string, address: string): Promise<string> {
  const wei = await jsonRpc<Hex>(rpcUrl, 'eth_getBalance', [address, 'latest'])
  return `${floorToThreeDecimals(formatEther(BigInt(wei)))} ETH`
}
