import { useAtomValue, useStore } from 'jotai/react'
import { useCallback, useEffect, useState } from 'react'
import { loadBalancesDepsAtom } from '../app/loadBalancesDepsAtom.ts'
import { loadBalances } from '../chains/loadBalances.ts'
import { activeAccountAtom } from '../state/account.ts'
import { activeNetworkAtom } from '../state/chain.ts'
import { CACHE_LIFE } from '../state/constants.ts'
import { modalOpenAtom } from '../state/modal.ts'

/** How the balances of the shown account stand. */
export type BalancesStatus = 'loading' | 'loaded' | 'unavailable' | 'none'

/**
 * Loads the active account's balances (`loadBalances`: 30 s cache, 30 s retry block after a
 * failure) when a view that shows them mounts, and again whenever the account's address or
 * network changes (a switch, an `accountsChanged`). `unavailable` when the load failed or is
 * blocked ('Token Balance Unavailable'), `none` for a network without balances. `retry` is the
 * visitor's Retry: it loads again at once, past the block.
 *
 * While the modal is open and its page visible, it reads them again once the cache has expired
 * and when the page shows again: funds that arrive while the visitor watches (a payment, a
 * transfer from elsewhere) appear without closing the modal. Those reads show no spinner and no
 * snackbar; one that succeeds after a failure clears `unavailable`.
 */
export function useBalances(): { status: BalancesStatus; retry: () => void } {
  const store = useStore()
  const deps = useAtomValue(loadBalancesDepsAtom)
  const caipAddress = useAtomValue(activeAccountAtom).caipAddress
  const network = useAtomValue(activeNetworkAtom)?.caipNetworkId
  const open = useAtomValue(modalOpenAtom)
  const [status, setStatus] = useState<BalancesStatus>('loading')
  const [attempt, setAttempt] = useState(0)
  const [refresh, setRefresh] = useState(0)
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
  useEffect(() => {
    if (!open) return
    const tick = () => {
      if (document.visibilityState === 'visible') setRefresh((count) => count + 1)
    }
    // Checked a third of the cache's life apart: a read goes out once the cached one is 30 s old.
    const timer = setInterval(tick, CACHE_LIFE.nativeBalance / 3)
    document.addEventListener('visibilitychange', tick)
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', tick)
    }
  }, [open])
  useEffect(() => {
    if (refresh === 0 || caipAddress === undefined || network === undefined) return
    let live = true
    loadBalances(store, { ...deps, background: true }).then((result) => {
      if (live && (result.kind === 'loaded' || result.kind === 'cached')) setStatus('loaded')
    })
    return () => {
      live = false
    }
    // On an account or network change this runs beside the load above and shares its read.
  }, [store, deps, caipAddress, network, refresh])
  const retry = useCallback(() => setAttempt((count) => count + 1), [])
  return { status, retry }
}
