import type { OnrampOptions } from '@airlock/shared-protocol/projectApi'
import { activeNetworkAtom } from '../state/chain.ts'
import { parseErrorText } from '../state/errors/parseErrorText.ts'
import { setOnramp } from '../state/onramp/onrampState.ts'
import type { Store } from '../state/Store.ts'
import { readOnrampOptions } from './readOnrampOptions.ts'

/**
 * Loads what the project's API offers to buy (`readOnrampOptions`: `GET {apiUrl}onramp/options`,
 * remembered in `onrampOptionsAtom`): its providers, the currencies to buy and to pay with. The
 * currency to buy is the one offered on the active network. A failure leaves no provider and says
 * why in the on-ramp state's `error`.
 */
export async function loadOnrampOptions(
  store: Store,
  fetch?: typeof globalThis.fetch,
): Promise<void> {
  let options: OnrampOptions | undefined
  try {
    options = await readOnrampOptions(store, fetch)
  } catch (error) {
    setOnramp(store, {
      providers: [],
      selectedProvider: undefined,
      error: `Buying crypto is unavailable: ${parseErrorText(error)}`,
    })
    return
  }
  if (!options) return
  const network = store.get(activeNetworkAtom)
  const chainId = network === undefined ? undefined : String(network.id)
  const purchase = options.purchaseCurrencies.find((currency) =>
    currency.networks.some((offered) => offered.chain_id === chainId),
  )
  const payment = options.paymentCurrencies[0]
  setOnramp(store, {
    providers: options.providers,
    selectedProvider: undefined,
    purchaseCurrencies: options.purchaseCurrencies,
    paymentCurrencies: options.paymentCurrencies,
    ...(purchase ? { purchaseCurrency: purchase } : {}),
    ...(payment ? { paymentCurrency: payment } : {}),
    error: undefined,
  })
}
