import { type NameRecord, nameLookupSchema } from '@airlock/shared-protocol/projectApi'
import { useAtomValue, useStore } from 'jotai/react'
import { useEffect, useState } from 'react'
import { projectApi } from '../../projectApi/projectApi.ts'
import { activeAccountAtom } from '../../state/account.ts'
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
function heldBy(record: Pick<NameRecord, 'addresses'>, address: string | undefined): boolean {
  if (!address) return false
  return Object.values(record.addresses).some(
    (entry) => entry.address.toLowerCase() === address.toLowerCase(),
  )
}

/**
 * Looks `name` (`<label>.airlock`, or undefined while there is none to look up) up in the
 * project's names API (`GET {apiUrl}names/{name}`: `{ name, record }`, `record` null
 * when free; see `nameLookupSchema`) after a pause in the
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
        const { record } = nameLookupSchema.parse(
          await api.get<unknown>({
            path: `names/${encodeURIComponent(name)}`,
            signal: abort.signal,
          }),
        )
        result = record
          ? { status: 'taken', yours: heldBy(record, address) }
          : { status: 'available' }
      } catch (error) {
        if (abort.signal.aborted) return
        result = { status: 'unknown', reason: await nameServiceFailure(error, 'Couldn’t check it') }
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
