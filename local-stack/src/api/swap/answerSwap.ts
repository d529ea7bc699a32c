import type { IncomingMessage } from 'node:http'
import type { Address } from 'viem'
import { API_ERROR, ApiError } from '../ApiError.ts'
import type { ReferenceApiNetwork } from '../ReferenceApiNetwork.ts'
import { createSwapExchange, type SwapExchange } from './createSwapExchange.ts'

/** `/v1/swap/v6.0/{chainId}/{route}`. */
const SWAP_PATH =
  /^\/v1\/swap\/v6\.0\/([^/]*)\/(tokens|quote|swap|approve\/spender|approve\/allowance|approve\/transaction)$/
const ROUTES =
  'The swap routes are GET /v1/swap/v6.0/{chainId}/tokens, /quote, /swap, /approve/spender, /approve/allowance and /approve/transaction.'
/** 1inch's bounds on `slippage` (percent). */
const MAX_SLIPPAGE = 50

/** The swap side of the API: one exchange per network that has one, made on first use. */
export type SwapDesk = {
  answer(request: IncomingMessage, url: URL): Promise<{ status: number; body?: unknown }>
}

/** Whether a path belongs to the swap routes. */
export const isSwapPath = (pathname: string): boolean =>
  pathname === '/v1/swap' || pathname.startsWith('/v1/swap/')

/**
 * Answers the swap routes (1inch swap API v6.0 shape, `@airlock/shared-protocol/swapApi`) for the
 * networks with an `exchange`; `{chainId}` is the EVM chain id (`31337`), as 1inch has it:
 *
 * - `tokens` → `{ tokens }` (the native coin as `0xEeee…EEeE`, then the network's tokens);
 * - `quote?src&dst&amount` → the amount out from the pools (router `getAmountsOut`), the route,
 *   price impact, estimated gas and gas price;
 * - `approve/spender` → `{ address }` (the router); `approve/allowance?tokenAddress&walletAddress`
 *   → `{ allowance }`; `approve/transaction?tokenAddress[&amount]` → the `approve` transaction
 *   (unlimited without `amount`);
 * - `swap?src&dst&amount&from&slippage` → the quote again and `tx`, the router call that pays at
 *   least `slippage` percent (0–50) less than `dstAmount`, valid 20 minutes, gas estimated for
 *   `from`, refused when `from` lacks the balance or the allowance.
 *
 * @throws ApiError 400 `MISSING_PARAMETER`, `INVALID_PARAMETER`, `INVALID_ADDRESS`,
 *   `INVALID_AMOUNT`, `UNKNOWN_TOKEN`, `AMOUNT_TOO_SMALL`, `INSUFFICIENT_LIQUIDITY`,
 *   `INSUFFICIENT_BALANCE`, `NOT_ENOUGH_ALLOWANCE`; 404 `NOT_FOUND`, `UNKNOWN_NETWORK`,
 *   `SWAPS_UNAVAILABLE`; 405; 502 `CHAIN_UNREACHABLE`, `CHAIN_ERROR`.
 */
export function createSwapDesk(networks: readonly ReferenceApiNetwork[]): SwapDesk {
  const exchanges = new Map<ReferenceApiNetwork, SwapExchange>()
  const exchangeOf = (rawChainId: string): SwapExchange => {
    const chainId = decodeURIComponent(rawChainId)
    const network = networks.find((entry) => entry.caipNetworkId === `eip155:${chainId}`)
    if (!/^\d{1,20}$/.test(chainId) || !network) {
      const known = networks.map((entry) => entry.caipNetworkId.replace(/^eip155:/, ''))
      throw new ApiError(
        404,
        API_ERROR.UNKNOWN_NETWORK,
        `'${chainId.slice(0, 40)}' is not a network this API serves: use an EVM chain id, one of ${known.join(', ') || 'none'}.`,
      )
    }
    if (!network.exchange) {
      throw new ApiError(
        404,
        API_ERROR.SWAPS_UNAVAILABLE,
        `${network.name ?? network.caipNetworkId} (chain ${chainId}) has no exchange: swaps are not available there.`,
      )
    }
    let exchange = exchanges.get(network)
    if (!exchange) {
      exchange = createSwapExchange(network, network.exchange)
      exchanges.set(network, exchange)
    }
    return exchange
  }

  return {
    async answer(request, url) {
      const match = SWAP_PATH.exec(url.pathname)
      if (!match) {
        throw new ApiError(
          404,
          API_ERROR.NOT_FOUND,
          `No such path: ${url.pathname.slice(0, 200)}. ${ROUTES}`,
        )
      }
      if (request.method === 'OPTIONS') return { status: 204 }
      if (request.method !== 'GET') {
        throw new ApiError(
          405,
          API_ERROR.METHOD_NOT_ALLOWED,
          `${request.method} is not allowed here: this path only answers GET (and OPTIONS).`,
        )
      }
      const [, rawChainId = '', route] = match
      const exchange = exchangeOf(rawChainId)
      const query = (name: string) => readParameter(url, name)
      switch (route) {
        case 'tokens':
          return { status: 200, body: exchange.tokens() }
        case 'approve/spender':
          return { status: 200, body: { address: exchange.spender } }
        case 'approve/allowance': {
          const token = tokenParameter(exchange, url, 'tokenAddress')
          const owner = readAddress(url, 'walletAddress')
          return {
            status: 200,
            body: { allowance: String(await exchange.allowance(token, owner)) },
          }
        }
        case 'approve/transaction': {
          const token = tokenParameter(exchange, url, 'tokenAddress')
          const amount = url.searchParams.has('amount') ? readAmount(url) : undefined
          return { status: 200, body: await exchange.approveTransaction(token, amount) }
        }
        case 'quote': {
          const swap = {
            src: query('src') as Address,
            dst: query('dst') as Address,
            amount: readAmount(url),
          }
          return { status: 200, body: await exchange.quote(swap) }
        }
        default: {
          const swap = {
            src: query('src') as Address,
            dst: query('dst') as Address,
            amount: readAmount(url),
            from: readAddress(url, 'from'),
            slippage: readSlippage(url),
          }
          return { status: 200, body: await exchange.order(swap) }
        }
      }
    },
  }
}

function readParameter(url: URL, name: string): string {
  const value = url.searchParams.get(name)?.trim()
  if (!value) {
    throw new ApiError(400, API_ERROR.MISSING_PARAMETER, `The ${name} query parameter is missing.`)
  }
  return value
}

/** A native-coin `tokenAddress` has no allowance: only the network's ERC20 tokens are asked. */
function tokenParameter(exchange: SwapExchange, url: URL, name: string): Address {
  const token = exchange.token(readParameter(url, name), name)
  if (token.address.toLowerCase() === '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee') {
    throw new ApiError(
      400,
      API_ERROR.UNKNOWN_TOKEN,
      `${name} is the native coin (${token.symbol}), which needs no approval.`,
    )
  }
  return token.address as Address
}

function readAddress(url: URL, name: string): Address {
  const value = readParameter(url, name)
  if (!/^0x[0-9a-fA-F]{40}$/.test(value)) {
    throw new ApiError(
      400,
      API_ERROR.INVALID_ADDRESS,
      `${name} '${value.slice(0, 100)}' is not an EVM address: expected 0x followed by 40 hexadecimal digits.`,
    )
  }
  return value as Address
}

function readAmount(url: URL): bigint {
  const value = readParameter(url, 'amount')
  if (!/^\d{1,78}$/.test(value)) {
    throw new ApiError(
      400,
      API_ERROR.INVALID_AMOUNT,
      `amount '${value.slice(0, 100)}' is not a whole number of the token's smallest units (e.g. 1000000000000000000 for 1 ETH).`,
    )
  }
  return BigInt(value)
}

function readSlippage(url: URL): number {
  const value = readParameter(url, 'slippage')
  const slippage = Number(value)
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(value) || slippage > MAX_SLIPPAGE) {
    throw new ApiError(
      400,
      API_ERROR.INVALID_PARAMETER,
      `slippage '${value.slice(0, 20)}' is not a percentage from 0 to ${MAX_SLIPPAGE} (e.g. 1 for 1 %).`,
    )
  }
  return slippage
}
