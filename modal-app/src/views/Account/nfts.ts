import { type AccountNft, accountNftsSchema } from '@airlock/shared-protocol/projectApi'
import { atom } from 'jotai/vanilla'
import { projectApi } from '../../projectApi/projectApi.ts'
import { activeAccountContext } from '../../state/activeAccountContext.ts'
import type { Store } from '../../state/Store.ts'

/** The namespaces whose NFTs the project's API lists (ERC-721 on EVM chains). */
export const NFT_NAMESPACES: readonly string[] = ['eip155']

/**
 * The NFTs of one account on one network (`key`, its CAIP-10 id on that network): loading, the
 * list, or why it could not be read. A state of another key is another account's: not shown.
 */
export type NftsState =
  | { key: string; status: 'loading' }
  | { key: string; status: 'loaded'; nfts: AccountNft[] }
  | { key: string; status: 'error'; message: string }

/** The NFTs last asked for (see {@link loadNfts}). */
export const nftsAtom = atom<NftsState | undefined>(undefined)

/** The key of the active account on the active network, as {@link NftsState} holds it. */
function nftsKey(store: Store): string | undefined {
  const { address, networkId } = activeAccountContext(store)
  return address ? `${networkId}:${address}` : undefined
}

/**
 * Loads the active account's NFTs on the active network from the project's API
 * (`GET {apiUrl}account/{address}/nfts?projectId&chainId`, checked by `accountNftsSchema`).
 * An answer that arrives after the account or network changed is dropped. A failure, or a
 * malformed answer, is the `error` state, never a throw. Does nothing without an API.
 */
export async function loadNfts(store: Store): Promise<void> {
  const api = projectApi(store)
  const key = nftsKey(store)
  const { address, networkId } = activeAccountContext(store)
  if (!api || !key || !address) return
  store.set(nftsAtom, { key, status: 'loading' })
  let next: NftsState
  try {
    const answer = await api.get({
      path: `account/${encodeURIComponent(address)}/nfts`,
      params: { chainId: networkId },
    })
    next = { key, status: 'loaded', nfts: accountNftsSchema.parse(answer).nfts }
  } catch {
    next = { key, status: 'error', message: 'NFTs could not be loaded' }
  }
  if (nftsKey(store) === key) store.set(nftsAtom, next)
}
