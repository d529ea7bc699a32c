import { useAtomValue, useStore } from 'jotai/react'
import { useEffect, useState } from 'react'
import { projectApi } from '../../projectApi/projectApi.ts'
import { activeAccountAtom } from '../../state/account.ts'
import { HttpError } from '../../state/http/HttpError.ts'
import { nameServiceFailure } from '../../state/names/nameErrorText.ts'

/** Where a name stands with the project's names API. */
export type NameAvailability =
  | { status: 'checking' }
  | { status: 'available' }
  /** Held already: by this account (`yours`) or by someone else. */
  | { status: 'taken'; yours: boolean }
  /** The lookup failed; `reason` says why. Registering still asks the API, which decides. */
  | { status: 'unknown'; reason: string }

// Typing "alice" looks up one name, not five: the lookup waits for a pause in the typing.
const TYPING_PAUSE_MS = 300

/** Whether the lookup's record (`GET names/{name}`) lists `address`. */
function heldBy(record: unknown, address: string | undefined): boolean {
  if (!address || !record || typeof record !== 'object') return false
  const addresses = (record as { addresses?: unknown }).addresses
  if (!addresses || typeof addresses !== 'object') return false
  return Object.values(addresses).some(
    (entry: unknown) =>
      typeof (entry as { address?: unknown } | null)?.address === 'string' &&
      (entry as { address: string }).address.toLowerCase() === address.toLowerCase(),
  )
}

/**
 * Looks `name` (`<label>.airlock`, or undefined while there is none to look up) up in the
 * project's names API (`GET {apiUrl}names/{name}`: 200 held, 404 free) after a pause in the
 * typing; `recheck` changing looks it up again (after a registration failed, say). The answer
 * for an older name is never shown for a newer one.
 */
export function useNameAvailability(
  name: string | undefined,
  recheck: number,
): NameAvailability | undefined {
  const store = useStore()
  const { address } = useAtomValue(activeAccountAtom)
  const [answer, setAnswer] = useState<{ key: string; result: NameAvailability }>()
  const key = `${name}#${recheck}`
  useEffect(() => {
    if (name === undefined) return
    const api = projectApi(store)
    if (!api) {
      setAnswer({
        key,
        result: { status: 'unknown', reason: 'This project has no API to register names with.' },
      })
      return
    }
    const abort = new AbortController()
    const timer = setTimeout(async () => {
      let result: NameAvailability
      try {
        const record = await api.get<unknown>({
          path: `names/${encodeURIComponent(name)}`,
          signal: abort.signal,
        })
        result = { status: 'taken', yours: heldBy(record, address) }
      } catch (error) {
        if (abort.signal.aborted) return
        result =
          error instanceof HttpError && error.status === 404
            ? { status: 'available' }
            : { status: 'unknown', reason: await nameServiceFailure(error, 'Couldn’t check it') }
      }
      if (!abort.signal.aborted) setAnswer({ key, result })
    }, TYPING_PAUSE_MS)
    return () => {
      clearTimeout(timer)
      abort.abort()
    }
  }, [store, name, key, address])
  if (name === undefined) return undefined
  return answer?.key === key ? answer.result : { status: 'checking' }
}
