import { DEMO_ONRAMP_LIMITS } from './constants.ts'
import type { ReferenceApiNetwork } from './ReferenceApiNetwork.ts'

/** One network a purchase currency is sold on, in the shape of the on-ramp options. */
export type OnrampOptionsNetwork = {
  /** E.g. 'anvil-31337'. */
  name: string
  /** E.g. 'Anvil Local'. */
  display_name: string
  /** The EIP-155 chain id, as a string, e.g. '31337'. */
  chain_id: string
  /** `''` for the native coin, e.g. ''. */
  contract_address: string
}

/** The body of `GET /v1/onramp/options`. */
export type OnrampOptions = {
  /** The providers; only the demo one. */
  providers: {
    /** E.g. 'airlock-demo'. */
    name: string
    /** E.g. 'Airlock Demo On-ramp'. */
    label: string
    /** E.g. '0%'. */
    feeRange: string
    /** The checkout page, absolute, e.g. 'http://127.0.0.1:4330/onramp/checkout'. */
    url: string
    /** E.g. ['eip155']. */
    supportedChains: string[]
  }[]
  /** The coins sold, each with the networks it is sold on. */
  purchaseCurrencies: {
    /** E.g. 'ETH'. */
    id: string
    /** E.g. 'Ether'. */
    name: string
    /** E.g. 'ETH'. */
    symbol: string
    networks: OnrampOptionsNetwork[]
  }[]
  /** What the coins are paid in. */
  paymentCurrencies: {
    /** E.g. 'USD'. */
    id: string
    /** E.g. [{ id: 'card', min: '10.00', max: '7500.00' }]. */
    payment_method_limits: { id: string; min: string; max: string }[]
  }[]
}

/**
 * What the demo on-ramp offers, for `GET /v1/onramp/options`: the native coin of every EVM
 * network the API serves (networks sharing a symbol are listed under one currency), paid in USD
 * by "card" within {@link DEMO_ONRAMP_LIMITS}, through the checkout page at `origin`. Networks
 * are named `anvil-<chain id>`: the demo on-ramp funds from an anvil dev account, so every network
 * it can pay out on is an anvil chain.
 */
export function describeOnrampOptions(
  networks: readonly ReferenceApiNetwork[],
  origin: string,
): OnrampOptions {
  const currencies = new Map<string, OnrampOptions['purchaseCurrencies'][number]>()
  for (const network of networks) {
    const [namespace, reference = ''] = network.caipNetworkId.split(':')
    if (namespace !== 'eip155') continue
    const symbol = network.nativeSymbol
    let currency = currencies.get(symbol)
    if (!currency) {
      currency = { id: symbol, name: network.nativeName ?? symbol, symbol, networks: [] }
      currencies.set(symbol, currency)
    }
    currency.networks.push({
      name: `anvil-${reference}`,
      display_name: network.name ?? network.caipNetworkId,
      chain_id: reference,
      contract_address: '',
    })
  }
  const { currency, paymentMethod, min, max } = DEMO_ONRAMP_LIMITS
  return {
    providers: [
      {
        name: 'airlock-demo',
        label: 'Airlock Demo On-ramp',
        feeRange: '0%',
        url: `${origin}/onramp/checkout`,
        supportedChains: ['eip155'],
      },
    ],
    purchaseCurrencies: [...currencies.values()],
    paymentCurrencies: [{ id: currency, payment_method_limits: [{ id: paymentMethod, min, max }] }],
  }
}
