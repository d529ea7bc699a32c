import { useAtomValue } from 'jotai/react'
import { activeAccountAtom } from '../../state/account.ts'
import { effectiveFeaturesAtom } from '../../state/options.ts'
import { ActivityList } from '../../ui/ActivityList.tsx'
import { NoAccount } from '../../ui/NoAccount.tsx'
import { Notice } from '../../ui/Notice.tsx'

/**
 * Activity: the transaction history of the active account (see `ActivityList`: loading, error,
 * empty, grouped list). Transactions come from the project's indexer: without its API the view
 * says the project has not enabled activity.
 */
export function Activity() {
  const { address } = useAtomValue(activeAccountAtom)
  const { activity } = useAtomValue(effectiveFeaturesAtom)
  if (!activity) return <Notice title="This project has not enabled the activity list." />
  if (!address) return <NoAccount />
  return <ActivityList />
}
