import type { OnrampOptions } from '@airlock/shared-protocol/projectApi'
import { atom } from 'jotai/vanilla'

/** The on-ramp options of one project API, as last read from it. */
export type OnrampOptionsEntry = {
  /**
   * The API they came from: options of another API do not count.
   * @example 'http://127.0.0.1:4330/v1/'
   */
  apiUrl: string
  /**
   * What that API offers (see `onrampOptionsSchema`).
   * @example { providers: [], purchaseCurrencies: [], paymentCurrencies: [] }
   */
  options: OnrampOptions
}

/**
 * The project API's on-ramp options, last read by `readOnrampOptions`, kept for the session:
 * Account decides from them whether to offer Buy on the active network without asking again at
 * every visit, and the OnRamp view reads them again as it opens. Undefined until first read. It
 * lives here, not in `state/`, so that the first paint does not carry it.
 *
 * @example
 * ```ts
 * store.get(onrampOptionsAtom)?.options.providers[0]?.supportedChains // ['eip155']
 * ```
 */
export const onrampOptionsAtom = atom<OnrampOptionsEntry | undefined>(undefined)
