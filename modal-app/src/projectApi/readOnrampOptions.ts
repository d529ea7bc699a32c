import { type OnrampOptions, onrampOptionsSchema } from '@airlock/shared-protocol/projectApi'
import { projectServicesAtom } from '../state/options.ts'
import type { Store } from '../state/Store.ts'
import { onrampOptionsAtom } from './onrampOptionsAtom.ts'
import { projectApi } from './projectApi.ts'

/**
 * Reads the project API's on-ramp options (`GET {apiUrl}onramp/options`), checks them against
 * {@link onrampOptionsSchema} and remembers them in {@link onrampOptionsAtom} with the API they
 * came from. A failure remembers nothing, so the next read asks again.
 *
 * @returns the options, or undefined when the project has no API.
 * @throws the client's `HttpError` or network error; an `Error` when the answer has another shape.
 */
export async function readOnrampOptions(
  store: Store,
  fetch?: typeof globalThis.fetch,
): Promise<OnrampOptions | undefined> {
  const { apiUrl } = store.get(projectServicesAtom)
  const api = projectApi(store, fetch)
  if (!api || !apiUrl) return undefined
  const parsed = onrampOptionsSchema.safeParse(await api.get({ path: 'onramp/options' }))
  if (!parsed.success) throw new Error('the on-ramp service answered in an unknown format')
  store.set(onrampOptionsAtom, { apiUrl, options: parsed.data })
  return parsed.data
}
