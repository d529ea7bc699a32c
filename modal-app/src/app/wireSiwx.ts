import { requestSiwxOnConnect, type Store } from '../state/index.ts'

/**
 * The hook run once a wallet connection succeeds: when the host enabled SIWX
 * (`createModal({ siwx })`), the network is supported and the (namespace, address) has no live
 * session, it opens SIWXSignMessage on top of the current view (spec §4); a stored session becomes
 * the current one instead. Returns whether the sign view opened.
 *
 * @example
 * ```ts
 * await callWallet(store, { kind: 'connect', connectorId })
 * wireSiwx(store)
 * ```
 */
export function wireSiwx(store: Store, now: number = Date.now()): boolean {
  return requestSiwxOnConnect(store, now)
}
