import { describe, expect, test } from 'vitest'
import demo from '../../public/projects/demo.json' with { type: 'json' }
import { projectConfigSchema } from './projectConfigSchema.ts'

const minimal = {
  projectId: 'demo',
  name: 'Airlock demo',
  allowedOrigins: ['http://127.0.0.1:4300'],
}

describe('projectConfigSchema', () => {
  test('default: the shipped demo project is valid and keeps every field', () => {
    const parsed = projectConfigSchema.parse(demo)
    expect(parsed).toEqual(demo)
    expect(parsed).toMatchObject(minimal)
    // The networks of `npm start`: the two anvil chains, the local Solana cluster, and one
    // test network of each namespace that has no local chain.
    expect(parsed.networks?.map((network) => network.caipNetworkId)).toEqual([
      'eip155:31337',
      'eip155:31338',
      expect.stringMatching(/^solana:/),
      'polkadot:e143f23803ac50e8f6f8e62695d1ce9e',
      'bip122:000000000933ea01ad0ee984209779ba',
      'cosmos:provider',
    ])
  })

  test('behavior: every optional field', () => {
    const full = {
      ...minimal,
      allowedOrigins: ['http://127.0.0.1:4300', 'https://*.example.com'],
      relayUrl: 'ws://127.0.0.1:4310',
      apiUrl: 'http://127.0.0.1:4320',
      analyticsUrl: 'https://analytics.example.com',
      networks: [
        {
          id: 31337,
          chainNamespace: 'eip155',
          caipNetworkId: 'eip155:31337',
          name: 'Anvil',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
        },
      ],
      features: { swaps: false, analytics: false },
      customWallets: [
        {
          id: 'acme',
          name: 'Acme Wallet',
          homepage: 'https://acme.example',
          mobileLink: 'acme://',
          desktopLink: 'https://acme.example/desktop',
          webappLink: 'https://app.acme.example',
        },
      ],
      embeddedWallet: {
        frameUrl: 'https://wallet.example.com/',
        authUrl: 'https://auth.example.com',
      },
    }
    expect(projectConfigSchema.parse(full)).toEqual(full)
  })

  test('behavior: unknown keys are stripped', () => {
    const json = JSON.parse(
      '{"projectId":"demo","name":"Airlock demo","allowedOrigins":["http://127.0.0.1:4300"],"secret":1,"__proto__":{"polluted":true}}',
    )
    const parsed = projectConfigSchema.parse(json)
    expect(parsed).toEqual(minimal)
    expect(Object.hasOwn(parsed, '__proto__')).toBe(false)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  test.each([
    ['no projectId', { ...minimal, projectId: undefined }],
    ['a malformed projectId', { ...minimal, projectId: '../demo' }],
    ['an empty name', { ...minimal, name: '' }],
    ['no allowedOrigins', { ...minimal, allowedOrigins: undefined }],
    ['allowedOrigins as a string', { ...minimal, allowedOrigins: 'http://127.0.0.1:4300' }],
    ['a bare * in allowedOrigins', { ...minimal, allowedOrigins: ['*'] }],
    ['a URL with a path in allowedOrigins', { ...minimal, allowedOrigins: ['https://a.com/x'] }],
    ['an http relayUrl', { ...minimal, relayUrl: 'http://127.0.0.1:4310' }],
    ['a javascript: apiUrl', { ...minimal, apiUrl: 'javascript:alert(1)' }],
    ['a malformed network', { ...minimal, networks: [{ id: 1 }] }],
    ['a non-boolean feature', { ...minimal, features: { swaps: 'yes' } }],
    ['a custom wallet without a name', { ...minimal, customWallets: [{ id: 'acme' }] }],
    [
      'a custom wallet with a javascript: homepage',
      { ...minimal, customWallets: [{ id: 'x', name: 'X', homepage: 'javascript:alert(1)' }] },
    ],
    [
      'a javascript: embedded wallet frame',
      { ...minimal, embeddedWallet: { frameUrl: 'javascript:alert(1)', authUrl: 'https://a.com' } },
    ],
    [
      'an embedded wallet without its auth service',
      { ...minimal, embeddedWallet: { frameUrl: 'https://w.com/' } },
    ],
    ['an array', [minimal]],
    ['null', null],
  ])('error: %s', (_, value) => {
    expect(projectConfigSchema.safeParse(value).success).toBe(false)
  })
})
