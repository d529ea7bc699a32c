import { useAtomValue, useStore } from 'jotai/react'
import { useEffect } from 'react'
import { lookupProfileName } from '../projectApi/lookupProfileName.ts'
import { activeAccountAtom } from '../state/account.ts'
import { projectServicesAtom } from '../state/options.ts'

/**
 * Looks up the active account's profile name (`lookupProfileName`: the project's name API,
 * cached 5 minutes) when a view that shows it mounts, and again whenever the address or its
 * network changes.
 */
export function useProfileName(): void {
  const store = useStore()
  const caipAddress = useAtomValue(activeAccountAtom).caipAddress
  const { apiUrl } = useAtomValue(projectServicesAtom)
  useEffect(() => {
    if (caipAddress !== undefined && apiUrl) void lookupProfileName(store)
  }, [store, caipAddress, apiUrl])
}
