import type { Network } from '@airlock/shared-protocol'
import { type Address, erc20Abi, formatUnits, getAddress } from 'viem'
import { getBalance, readContract } from 'viem/actions'
import type { TokenBalance } from '../state/validation/TokenBalance.ts'
import { createEvmClient } from './createEvmClient.ts'

/**
 * Reads an address's balances on an eip155 network from its RPC: the native coin (`getBalance`)
 * first, then each ERC20 token the network configures (`balanceOf` and `decimals` through
 * `readContract`). Quantities are exact decimal strings (`quantity.numeric`) with the token's
 * decimals; prices are unknown without an API, so `price` and `value` are 0.
 *
 * @throws the RPC's error when any read fails.
 */
export async function fetchEvmBalances(network: Network, address: string): Promise<TokenBalance[]> {
  const client = createEvmClient(network)
  const owner = getAddress(address)
  const icon = network.assets?.imageUrl ?? ''
  const native = await getBalance(client, { address: owner })
  const balances: TokenBalance[] = [
    {
      name: network.nativeCurrency.name,
      symbol: network.nativeCurrency.symbol,
      chainId: network.caipNetworkId,
      value: 0,
      price: 0,
      quantity: {
        decimals: String(network.nativeCurrency.decimals),
        numeric: formatUnits(native, network.nativeCurrency.decimals),
      },
      iconUrl: icon,
    },
  ]
  const tokens = await Promise.all(
    (network.tokens ?? []).map(async (token) => {
      const tokenAddress = getAddress(token.address) as Address
      const [raw, decimals] = await Promise.all([
        readContract(client, {
          address: tokenAddress,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [owner],
        }),
        readContract(client, { address: tokenAddress, abi: erc20Abi, functionName: 'decimals' }),
      ])
      return {
        name: token.name,
        symbol: token.symbol,
        chainId: network.caipNetworkId,
        address: tokenAddress,
        value: 0,
        price: 0,
        quantity: { decimals: String(decimals), numeric: formatUnits(raw, decimals) },
        iconUrl: '',
      } satisfies TokenBalance
    }),
  )
  return [...balances, ...tokens]
}
