import type { HostConnector } from '@airlock/shared-protocol'
import { atom } from 'jotai/vanilla'

/**
 * The wallets the host SDK found in the host window (from `ready()` and `connectorsChanged()`).
 *
 * @example
 * ```ts
 * store.get(hostConnectorsAtom).map((wallet) => wallet.name)
 * ```
 */
export const hostConnectorsAtom = atom<readonly HostConnector[]>([])
