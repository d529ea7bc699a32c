import { useAtomValue, useStore } from 'jotai/react'
import { useEffect } from 'react'
import { onrampOptionsAtom } from '../projectApi/onrampOptionsAtom.ts'
import { onrampSupports } from '../projectApi/onrampSupports.ts'
import { readOnrampOptions } from '../projectApi/readOnrampOptions.ts'
import { activeNetworkAtom } from '../state/chain.ts'
import { projectServicesAtom } from '../state/options.ts'

/**
 * Whether the project's on-ramp can deliver on the active network ({@link onrampSupports} of the
 * project API's options): undefined until the options are known. When `enabled` and the options
 * of the project's API were not read yet this session, it reads them (`readOnrampOptions`); a
 * failed read stays unknown until the view mounts again. A network switch needs no new read.
 *
 * @param enabled - whether Buy could be offered at all (the feature is on, the namespace has it).
 */
export function useOnrampSupport(enabled: boolean): boolean | undefined {
  const store = useStore()
  const { apiUrl } = useAtomValue(projectServicesAtom)
  const network = useAtomValue(activeNetworkAtom)
  const cached = useAtomValue(onrampOptionsAtom)
  const options = cached !== undefined && cached.apiUrl === apiUrl ? cached.options : undefined
  const known = options !== undefined
  useEffect(() => {
    // A failure is not shown here: Buy simply stays hidden, as without an on-ramp.
    if (enabled && apiUrl && !known) void readOnrampOptions(store).catch(() => undefined)
  }, [store, enabled, apiUrl, known])
  return options === undefined ? undefined : onrampSupports(options, network)
}
