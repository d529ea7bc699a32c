import { expect, it } from 'vitest'
import { describeOnrampOptions } from './describeOnrampOptions.ts'
import type { ReferenceApiNetwork } from './ReferenceApiNetwork.ts'

const network = (caipNetworkId: string, extra: Partial<ReferenceApiNetwork> = {}) => ({
  caipNetworkId,
  rpcUrl: 'http://127.0.0.1:8545',
  nativeSymbol: 'ETH',
  tokens: [],
  ...extra,
})

it('default: one purchase network per EVM network, the provider at the origin', () => {
  expect(
    describeOnrampOptions(
      [
        network('eip155:31337', { name: 'Anvil Local', nativeName: 'Ether' }),
        network('eip155:31338', { name: 'Anvil Local 2', nativeName: 'Ether' }),
      ],
      'http://127.0.0.1:4330',
    ),
  ).toEqual({
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
          {
            name: 'anvil-31337',
            display_name: 'Anvil Local',
            chain_id: '31337',
            contract_address: '',
          },
          {
            name: 'anvil-31338',
            display_name: 'Anvil Local 2',
            chain_id: '31338',
            contract_address: '',
          },
        ],
      },
    ],
    paymentCurrencies: [
      { id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] },
    ],
  })
})

it('behavior: one currency per native symbol; names default to the symbol and the CAIP id', () => {
  const options = describeOnrampOptions(
    [network('eip155:1'), network('eip155:2', { nativeSymbol: 'GO' }), network('solana:x')],
    'http://x',
  )
  expect(options.purchaseCurrencies).toEqual([
    {
      id: 'ETH',
      name: 'ETH',
      symbol: 'ETH',
      networks: [
        { name: 'anvil-1', display_name: 'eip155:1', chain_id: '1', contract_address: '' },
      ],
    },
    {
      id: 'GO',
      name: 'GO',
      symbol: 'GO',
      networks: [
        { name: 'anvil-2', display_name: 'eip155:2', chain_id: '2', contract_address: '' },
      ],
    },
  ])
})

it('behavior: no networks, no purchase currencies', () => {
  expect(describeOnrampOptions([], 'http://x').purchaseCurrencies).toEqual([])
})
