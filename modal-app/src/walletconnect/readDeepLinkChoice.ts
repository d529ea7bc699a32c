import type { Store } from '../state/Store.ts'
import { STORAGE_KEYS, storageAtom } from '../state/storage.ts'

/**
 * The wallet link the visitor last opened (stored by `openWalletLink`), or `undefined` when none
 * or when the stored value is malformed.
 */
export function readDeepLinkChoice(store: Store): { name: string; href: string } | undefined {
  const stored = store.get(storageAtom).get<unknown>(STORAGE_KEYS.deepLinkChoice)
  if (!stored || typeof stored !== 'object') return undefined
  const { name, href } = stored as { name?: unknown; href?: unknown }
  if (typeof name !== 'string' || typeof href !== 'string') return undefined
  return { name, href }
}
