import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ReferenceApiNetwork } from './ReferenceApiNetwork.ts'
import { type StartReferenceApiReturnType, startReferenceApi } from './startReferenceApi.ts'
import { type ApiAnswer as Answer, fetchApiAnswer, jsonPost } from './testing/requests.ts'

// Real HTTP; options and quotes read no chain, so the RPC URLs are never called.
const networks: ReferenceApiNetwork[] = [
  {
    caipNetworkId: 'eip155:31337',
    name: 'Anvil Local',
    rpcUrl: 'http://127.0.0.1:1',
    nativeSymbol: 'ETH',
    nativeName: 'Ether',
    tokens: [],
  },
  {
    caipNetworkId: 'eip155:31338',
    name: 'Anvil Local 2',
    rpcUrl: 'http://127.0.0.1:2',
    nativeSymbol: 'ETH',
    nativeName: 'Ether',
    tokens: [],
  },
]

let api: StartReferenceApiReturnType

beforeAll(async () => {
  api = await startReferenceApi({ port: 0, networks, databasePath: ':memory:' })
})

afterAll(async () => {
  await api.close()
})

const call = (path: string, init?: RequestInit, query = 'projectId=demo'): Promise<Answer> =>
  fetchApiAnswer(`${api.url}${path}${query ? `?${query}` : ''}`, init)

const quote = (body: unknown, query?: string): Promise<Answer> =>
  call('onramp/quote', jsonPost(body), query)

const order = {
  purchaseCurrency: 'ETH',
  paymentCurrency: 'USD',
  amount: '25',
  network: 'eip155:31337',
}

describe('answerOnramp', () => {
  it('default: options list the demo provider at this server and one purchase network per EVM network', async () => {
    const answer = await call('onramp/options')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(answer.body).toEqual({
      providers: [
        {
          name: 'airlock-demo',
          label: 'Airlock Demo On-ramp',
          feeRange: '0%',
          url: `http://127.0.0.1:${api.port}/onramp/checkout`,
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

  it('default: a quote at 2500 USD per ETH', async () => {
    const answer = await quote(order)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      purchaseAmount: { amount: '0.01' },
      paymentAmount: { amount: '25.00', currency: 'USD' },
      rate: '2500',
    })
    expect((await quote({ ...order, amount: '7500', network: 'eip155:31338' })).body).toEqual({
      purchaseAmount: { amount: '3' },
      paymentAmount: { amount: '7500.00', currency: 'USD' },
      rate: '2500',
    })
  })

  it('behavior: CORS on every answer, and the preflight of both routes', async () => {
    for (const path of ['onramp/options', 'onramp/quote']) {
      const preflight = await fetch(`${api.url}${path}`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:4310',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      })
      expect(preflight.status).toBe(204)
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
      expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS')
      expect(preflight.headers.get('access-control-allow-headers')).toBe('Content-Type, Accept')
    }
    expect((await quote(order)).headers.get('access-control-allow-origin')).toBe('*')
    expect((await quote({})).headers.get('access-control-allow-origin')).toBe('*')
  })

  it.each([
    [
      'no projectId',
      order,
      '',
      400,
      'MISSING_PARAMETER',
      'The projectId query parameter is missing: add ?projectId=<your project id>.',
    ],
    [
      'an amount that is not a decimal',
      { ...order, amount: '25 USD' },
      undefined,
      400,
      'INVALID_AMOUNT',
      `The amount '25 USD' is not a positive decimal number of USD: write it as a string like "25" or "25.50".`,
    ],
    [
      'a negative amount',
      { ...order, amount: '-25' },
      undefined,
      400,
      'INVALID_AMOUNT',
      `The amount '-25' is not a positive decimal number of USD: write it as a string like "25" or "25.50".`,
    ],
    [
      'an amount below the minimum',
      { ...order, amount: '9.99' },
      undefined,
      400,
      'INVALID_AMOUNT',
      '9.99 USD is below the minimum of this on-ramp: pay between 10.00 and 7500.00 USD.',
    ],
    [
      'an amount above the maximum',
      { ...order, amount: '7500.01' },
      undefined,
      400,
      'INVALID_AMOUNT',
      '7500.01 USD is above the maximum of this on-ramp: pay between 10.00 and 7500.00 USD.',
    ],
    [
      'no amount',
      { ...order, amount: undefined },
      undefined,
      400,
      'MISSING_PARAMETER',
      'The amount is missing: give the USD to pay as a decimal string, like "25".',
    ],
    [
      'an unknown network',
      { ...order, network: 'eip155:1' },
      undefined,
      404,
      'UNKNOWN_NETWORK',
      "This on-ramp does not serve the network 'eip155:1'. It serves: eip155:31337, eip155:31338.",
    ],
    [
      'an unknown purchase currency',
      { ...order, purchaseCurrency: 'BTC' },
      undefined,
      404,
      'UNKNOWN_CURRENCY',
      "On Anvil Local (eip155:31337) this on-ramp sells ETH only, not 'BTC'.",
    ],
    [
      'an unknown payment currency',
      { ...order, paymentCurrency: 'EUR' },
      undefined,
      404,
      'UNKNOWN_CURRENCY',
      "This on-ramp is paid in USD only, not in 'EUR'.",
    ],
    [
      'a body that is not JSON',
      '{"amount":',
      undefined,
      400,
      'INVALID_BODY',
      expect.stringMatching(/^The body is not JSON \(.+\)\.$/),
    ],
    [
      'a body that is not an object',
      '["25"]',
      undefined,
      400,
      'INVALID_BODY',
      'The body is not a JSON object: send { "purchaseCurrency", "paymentCurrency", "amount", "network" }.',
    ],
    [
      'a body over 16 KB',
      JSON.stringify({ ...order, padding: 'x'.repeat(16 * 1024) }),
      undefined,
      413,
      'BODY_TOO_LARGE',
      expect.stringMatching(
        /^The body is \d+ bytes, more than the 16384 bytes this API accepts\.$/,
      ),
    ],
  ] as const)('error: %s', async (_, body, query, status, code, message) => {
    const answer = await quote(body, query)
    expect(answer.status).toBe(status)
    expect(answer.body).toEqual({ error: { code, message } })
  })

  it('error: a wrong method is 405 naming the allowed ones; an unknown path 404', async () => {
    const got = await call('onramp/quote')
    expect(got.status).toBe(405)
    expect(got.headers.get('allow')).toBe('POST, OPTIONS')
    expect(got.body).toEqual({
      error: {
        code: 'METHOD_NOT_ALLOWED',
        message: 'GET is not allowed here: this path only answers POST (and OPTIONS).',
      },
    })
    const posted = await call('onramp/options', { method: 'POST' })
    expect(posted.status).toBe(405)
    expect(posted.headers.get('allow')).toBe('GET, OPTIONS')
    const missing = await call('onramp/buy')
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual({
      error: {
        code: 'NOT_FOUND',
        message:
          'No such path: /v1/onramp/buy. The on-ramp routes are GET /v1/onramp/options and POST /v1/onramp/quote.',
      },
    })
  })

  it('behavior: without networks the options sell nothing', async () => {
    const empty = await startReferenceApi({ port: 0, networks: [], databasePath: ':memory:' })
    try {
      const response = await fetch(`${empty.url}onramp/options?projectId=demo`)
      expect(
        ((await response.json()) as { purchaseCurrencies: unknown }).purchaseCurrencies,
      ).toEqual([])
    } finally {
      await empty.close()
    }
  })
})
