import type { Network } from '@airlock/shared-protocol'
import { tokenBalancesSchema } from '@airlock/shared-protocol/projectApi'
import type { Store } from '../state/Store.ts'
import type { TokenBalance } from '../state/validation/TokenBalance.ts'
import { projectApi } from './projectApi.ts'

/**
 * An account's balances on one network from the project's API (`GET account/{address}/balance`
 * with the network's CAIP-2 id), checked with {@link tokenBalancesSchema}: the native coin first,
 * then the tokens, entries of another network left out.
 *
 * @throws {HttpError} when the API answers with an error status; a ZodError when the answer is
 * malformed; `Error` when the project has no API.
 */
export async function fetchApiBalances(
  store: Store,
  network: Network,
  address: string,
  fetch?: typeof globalThis.fetch,
): Promise<TokenBalance[]> {
  const api = projectApi(store, fetch)
  if (!api) throw new Error('This project has no API.')
  const { balances } = tokenBalancesSchema.parse(
    await api.get({
      path: `account/${encodeURIComponent(address)}/balance`,
      params: { chainId: network.caipNetworkId },
    }),
  )
  const here = balances.filter((balance) => balance.chainId === network.caipNetworkId)
  return [
    ...here.filter((balance) => balance.address === undefined),
    ...here.filter((balance) => balance.address !== undefined),
  ]
}
