import type { TokenBalance } from '@airlock/shared-protocol/projectApi'
import { type Address, createClient, erc20Abi, formatUnits, getAddress, http } from 'viem'
import { getBalance, readContract } from 'viem/actions'
import { chainRpcError } from './chainRpcError.ts'
import { DEMO_ONRAMP_RATE } from './constants.ts'
import { usdValue } from './quoteOnramp.ts'
import type { ReferenceApiNetwork } from './ReferenceApiNetwork.ts'

/** Reads an account's balances on one network (see {@link createBalanceReader}). */
export type BalanceReader = {
  /**
   * The native coin first (even at 0), then each configured token the account holds (above 0),
   * in the order of `network.tokens`.
   * @throws ApiError 502 `CHAIN_UNREACHABLE` / `CHAIN_ERROR` when the RPC fails (a configured
   *   token without a contract too: the message names its `balanceOf` call).
   */
  balances(address: Address): Promise<TokenBalance[]>
}

/** The native coin's decimals: every EVM chain's (the network has no field for it). */
const NATIVE_DECIMALS = 18
/** The price of a configured token: unknown, as test tokens have no market. */
const UNKNOWN_PRICE = 0n

/**
 * Reads balances straight from one EVM network's RPC: `eth_getBalance` and each configured
 * token's `balanceOf`, sent as one JSON-RPC batch per request; nothing is cached, so a balance is
 * as fresh as the chain's latest block. Prices are made up: the native coin is priced at
 * {@link DEMO_ONRAMP_RATE}, the rate the demo on-ramp sells it at (a fixed demo number, not a
 * market price), so the Account view's total agrees with what Buy charged; tokens are priced 0
 * (unknown), as no price source exists for test tokens.
 */
export function createBalanceReader(network: ReferenceApiNetwork): BalanceReader {
  const client = createClient({ transport: http(network.rpcUrl, { batch: true, retryCount: 0 }) })
  // The demo on-ramp's made-up fixed rate, not a market price: the local chains' ETH is worth
  // nothing, and pricing it as Buy sells it keeps the two views consistent and the tests exact.
  const nativePrice = DEMO_ONRAMP_RATE

  return {
    async balances(address) {
      // Started in the same tick, so the transport sends them as one batch.
      const native = getBalance(client, { address }).catch((error: unknown) => {
        throw chainRpcError(network, error, 'balances')
      })
      const tokens = network.tokens.map((token) =>
        readContract(client, {
          address: token.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [address],
        }).catch((error: unknown) => {
          throw chainRpcError(
            network,
            error,
            'balances',
            `balanceOf of ${token.symbol} at ${getAddress(token.address)}`,
          )
        }),
      )
      const [nativeAmount, ...tokenAmounts] = await Promise.all([native, ...tokens])
      const balances: TokenBalance[] = [
        {
          name: network.nativeName ?? network.nativeSymbol,
          symbol: network.nativeSymbol,
          chainId: network.caipNetworkId,
          value: usdValue(nativeAmount, NATIVE_DECIMALS, nativePrice),
          price: Number(nativePrice),
          quantity: {
            decimals: String(NATIVE_DECIMALS),
            numeric: formatUnits(nativeAmount, NATIVE_DECIMALS),
          },
          iconUrl: '',
        },
      ]
      network.tokens.forEach((token, position) => {
        const amount = tokenAmounts[position] ?? 0n
        if (amount <= 0n) return
        balances.push({
          name: token.name ?? token.symbol,
          symbol: token.symbol,
          chainId: network.caipNetworkId,
          address: getAddress(token.address),
          value: usdValue(amount, token.decimals, UNKNOWN_PRICE),
          price: Number(UNKNOWN_PRICE),
          quantity: {
            decimals: String(token.decimals),
            numeric: formatUnits(amount, token.decimals),
          },
          iconUrl: '',
        })
      })
      return balances
    },
  }
}
