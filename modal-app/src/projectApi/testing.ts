import type { OnrampOptions } from '@airlock/shared-protocol/projectApi'

/**
 * Test helper (not exported from the projectApi entry): on-ramp options shaped like the
 * reference API's demo on-ramp's answer: one provider for eip155, ETH on anvil 31337, card
 * payments of 10–7500 USD. A fresh copy on each call, so a test may change it.
 */
export function demoOnrampOptions(): OnrampOptions {
  return {
    providers: [
      {
        name: 'airlock-demo',
        label: 'Airlock Demo On-ramp',
        feeRange: '0%',
        url: 'http://127.0.0.1:4330/onramp/checkout',
        supportedChains: ['eip155'],
      },
    ],
    purchaseCurrencies: [
      {
        id: 'ETH',
        name: 'Ether',
        symbol: 'ETH',
        networks: [
          { name: 'anvil-31337', display_name: 'Anvil', chain_id: '31337', contract_address: '' },
        ],
      },
    ],
    paymentCurrencies: [
      { id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] },
    ],
  }
}
