import type { OnrampOptions } from '@airlock/shared-protocol/projectApi'
import { atom } from 'jotai/vanilla'

/** The on-ramp options of one project API, as last read from it. */
export type OnrampOptionsEntry = {
  /**
   * The API they came from: options of another API do not count.
   */
  apiUrl: string
  /**
   * What that API offers (see `onrampOptionsSchema`).
   */
  options: OnrampOptions
}

/**
 * The project API's on-ramp options, last read by `readOnrampOptions`, kept for the session:
 * Account decides from them whether to offer Buy on the active network without asking again at
 * every visit, and the OnRamp view reads them again as it opens. Undefined until first read. It
 * lives here, not in `state/`, so that the first paint does not carry it.
 */
export const onrampOptionsAtom = atom<OnrampOptionsEntry | undefined>(undefined)
