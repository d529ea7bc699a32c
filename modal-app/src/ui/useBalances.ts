import { useAtomValue, useStore } from 'jotai/react'
import { useCallback, useEffect, useState } from 'react'
import { loadBalancesDepsAtom } from '../app/loadBalancesDepsAtom.ts'
import { loadBalances } from '../chains/loadBalances.ts'
import { activeAccountAtom } from '../state/account.ts'
import { activeNetworkAtom } from '../state/chain.ts'

/** How the balances of the shown account stand. */
export type BalancesStatus = 'loading' | 'loaded' | 'unavailable' | 'none'

/**
 * Loads the active account's balances (`loadBalances`: 30 s cache, 30 s retry block after a
 * failure) when a view that shows them mounts, and again whenever the account's address or
 * network changes (a switch, an `accountsChanged`). `unavailable` when the load failed or is
 * blocked ('Token Balance Unavailable'), `none` for a network without balances. `retry` is the
 * visitor's Retry: it loads again at once, past the block.
 */
export function useBalances(): { status: BalancesStatus; retry: () => void } {
  const store = useStore()
  const deps = useAtomValue(loadBalancesDepsAtom)
  const caipAddress = useAtomValue(activeAccountAtom).caipAddress
  const network = useAtomValue(activeNetworkAtom)?.caipNetworkId
  const [status, setStatus] = useState<BalancesStatus>('loading')
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (caipAddress === undefined || network === undefined) return
    let live = true
    setStatus('loading')
    loadBalances(store, attempt > 0 ? { ...deps, retry: true } : deps).then((result) => {
      if (!live) return
      if (result.kind === 'loaded' || result.kind === 'cached') setStatus('loaded')
      else if (result.kind === 'skipped') setStatus('none')
      else setStatus('unavailable')
    })
    return () => {
      live = false
    }
  }, [store, deps, caipAddress, network, attempt])
  const retry = useCallback(() => setAttempt((count) => count + 1), [])
  return { status, retry }
}
