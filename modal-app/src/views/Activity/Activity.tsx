import { useAtomValue } from 'jotai/react'
import { activeAccountAtom } from '../../state/index.ts'
import { ActivityList } from '../../ui/ActivityList.tsx'
import { NoAccount } from '../../ui/NoAccount.tsx'

/**
 * Activity: the transaction history of the active account (see `ActivityList`: loading, error,
 * empty, grouped list).
 *
 * @example
 * ```tsx
 * <Activity />
 * ```
 */
export function Activity() {
  const { address } = useAtomValue(activeAccountAtom)
  if (!address) return <NoAccount />
  return <ActivityList />
}
