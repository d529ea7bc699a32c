import { AirlockError, ErrorCode, type Network } from '@airlock/shared-protocol'
import { createSolanaRpc, address as toAddress } from '@solana/kit'
import { formatUnits } from 'viem'
import type { TokenBalance } from '../state/validation/TokenBalance.ts'

type SolanaRpc = ReturnType<typeof createSolanaRpc>
const rpcs = new Map<string, SolanaRpc>()

/**
 * Reads an address's balances on a solana network from its RPC with `@solana/kit`: SOL
 * (`getBalance`) first, then each SPL token the network configures, summed over the owner's token
 * accounts of that mint (`getTokenAccountsByOwner` with a mint filter, `jsonParsed`). A token the
 * owner holds no account of counts as 0 with its configured decimals. Prices are unknown without
 * an API, so `price` and `value` are 0.
 *
 * @throws {AirlockError} `UNKNOWN_NETWORK` without an RPC URL; the RPC's error when a read fails.
 */
export async function fetchSolanaBalances(
  network: Network,
  owner: string,
): Promise<TokenBalance[]> {
  const url = network.rpcUrls.default.http[0]
  if (network.chainNamespace !== 'solana' || !url) {
    throw new AirlockError(
      ErrorCode.UNKNOWN_NETWORK,
      `No Solana RPC is configured for ${network.caipNetworkId}.`,
    )
  }
  let rpc = rpcs.get(url)
  if (!rpc) {
    rpc = createSolanaRpc(url)
    rpcs.set(url, rpc)
  }
  const account = toAddress(owner)
  const { value: lamports } = await rpc.getBalance(account).send()
  const native: TokenBalance = {
    name: network.nativeCurrency.name,
    symbol: network.nativeCurrency.symbol,
    chainId: network.caipNetworkId,
    value: 0,
    price: 0,
    quantity: {
      decimals: String(network.nativeCurrency.decimals),
      numeric: formatUnits(lamports, network.nativeCurrency.decimals),
    },
    iconUrl: network.assets?.imageUrl ?? '',
  }
  const solanaRpc = rpc
  const tokens = await Promise.all(
    (network.tokens ?? []).map(async (token): Promise<TokenBalance> => {
      const mint = toAddress(token.address)
      const { value: accounts } = await solanaRpc
        .getTokenAccountsByOwner(account, { mint }, { encoding: 'jsonParsed' })
        .send()
      let raw = 0n
      let decimals = token.decimals
      for (const each of accounts) {
        const amount = each.account.data.parsed.info.tokenAmount
        raw += BigInt(amount.amount)
        decimals = amount.decimals
      }
      return {
        name: token.name,
        symbol: token.symbol,
        chainId: network.caipNetworkId,
        address: token.address,
        value: 0,
        price: 0,
        quantity: { decimals: String(decimals), numeric: formatUnits(raw, decimals) },
        iconUrl: '',
      }
    }),
  )
  return [native, ...tokens]
}
