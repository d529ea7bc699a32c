import { useAtomValue, useStore } from 'jotai/react'
import { useEffect, useState } from 'react'
import { onrampOptionsAtom } from '../projectApi/onrampOptionsAtom.ts'
import { onrampSupports } from '../projectApi/onrampSupports.ts'
import { readOnrampOptions } from '../projectApi/readOnrampOptions.ts'
import { activeNetworkAtom } from '../state/chain.ts'
import { HttpError } from '../state/http/HttpError.ts'
import { projectServicesAtom } from '../state/options.ts'

/**
 * Whether a failed read of the options was the API's answer, not its failure: a 4xx (404: this
 * API has no on-ramp) says no on-ramp, as the project turning Buy off does; a 408 or 429 is only
 * a busy service.
 */
const isRefusal = (error: unknown): boolean =>
  error instanceof HttpError &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 408 &&
  error.status !== 429

/**
 * Whether the project's on-ramp can deliver on the active network ({@link onrampSupports} of the
 * project API's options): undefined until the options are known or when the API refuses them
 * (a 4xx), `'failed'` when it failed to give them (unreachable, timed out, a 5xx, an answer of
 * another shape). When `enabled` and the options of the project's API were not read yet this
 * session, it reads them (`readOnrampOptions`); a failed read is read again when the view mounts
 * again. A network switch needs no new read.
 *
 * @param enabled - whether Buy could be offered at all (the feature is on, the namespace has it).
 */
export function useOnrampSupport(enabled: boolean): boolean | 'failed' | undefined {
  const store = useStore()
  const { apiUrl } = useAtomValue(projectServicesAtom)
  const network = useAtomValue(activeNetworkAtom)
  const cached = useAtomValue(onrampOptionsAtom)
  // The API whose read failed in this view.
  const [failedFor, setFailedFor] = useState<string | undefined>(undefined)
  const options = cached !== undefined && cached.apiUrl === apiUrl ? cached.options : undefined
  const known = options !== undefined
  useEffect(() => {
    if (!enabled || !apiUrl || known) return
    let live = true
    readOnrampOptions(store).catch((error: unknown) => {
      if (live && !isRefusal(error)) setFailedFor(apiUrl)
    })
    return () => {
      live = false
    }
  }, [store, enabled, apiUrl, known])
  if (options !== undefined) return onrampSupports(options, network)
  return enabled && apiUrl !== undefined && failedFor === apiUrl ? 'failed' : undefined
}
