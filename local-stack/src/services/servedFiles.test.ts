import { readFileSync } from 'node:fs'
import { DEMO_NETWORKS } from '@airlock/testkit/demo'
import { describe, expect, it } from 'vitest'
import {
  addAllowedOrigin,
  setDemoEndpoints,
  setDemoRpcMeta,
  setModalUrlMeta,
} from './servedFiles.ts'

describe('setDemoEndpoints', () => {
  const demoText = readFileSync(
    new URL('../../../modal-app/public/projects/demo.json', import.meta.url),
    'utf8',
  )
  const [anvil, anvil2, solana] = DEMO_NETWORKS

  it('default: the shipped demo project lists the networks and relay of npm start', () => {
    const demo = JSON.parse(demoText)
    expect(demo.networks).toEqual(DEMO_NETWORKS)
    expect(demo.relayUrl).toBe('ws://127.0.0.1:4320')
    // The reference API of npm start, and its analytics collector (POST {analyticsUrl}/e).
    expect(demo.apiUrl).toBe('http://127.0.0.1:4330/v1/')
    expect(demo.analyticsUrl).toBe('http://127.0.0.1:4330/v1/analytics')
  })

  it('default: the default ports leave the text untouched', () => {
    expect(
      setDemoEndpoints(demoText, {
        relayUrl: 'ws://127.0.0.1:4320',
        rpcUrls: {
          [anvil.caipNetworkId]: 'http://127.0.0.1:8545',
          [anvil2.caipNetworkId]: 'http://127.0.0.1:8546',
          [solana.caipNetworkId]: 'http://127.0.0.1:8899',
        },
        mobileWalletUrl: 'http://localhost:4340/',
        apiUrl: 'http://127.0.0.1:4330/v1/',
        analyticsUrl: 'http://127.0.0.1:4330/v1/analytics',
      }),
    ).toBe(demoText)
  })

  it('behavior: a stack without the reference API serves the project without apiUrl and analyticsUrl', () => {
    const project = JSON.parse(setDemoEndpoints(demoText, { relayUrl: 'ws://127.0.0.1:4320' }))
    expect(project.apiUrl).toBeUndefined()
    // No event is posted to a port nobody answers.
    expect(project.analyticsUrl).toBeUndefined()
    const { apiUrl: _served, analyticsUrl: _collected, ...rest } = JSON.parse(demoText)
    expect(project).toEqual(rest)
  })

  it('args: other ports rewrite the relay and the matching networks only', () => {
    const project = JSON.parse(
      setDemoEndpoints(demoText, {
        relayUrl: 'ws://127.0.0.1:5320',
        rpcUrls: {
          [anvil.caipNetworkId]: 'http://127.0.0.1:9545',
          [solana.caipNetworkId]: 'http://127.0.0.1:9899',
          'eip155:1': 'http://127.0.0.1:1',
        },
        apiUrl: 'http://127.0.0.1:4330/v1/',
        analyticsUrl: 'http://127.0.0.1:4330/v1/analytics',
      }),
    )
    const original = JSON.parse(demoText)
    expect(project).toEqual({
      ...original,
      relayUrl: 'ws://127.0.0.1:5320',
      networks: [
        { ...anvil, rpcUrls: { default: { http: ['http://127.0.0.1:9545'] } } },
        anvil2,
        { ...solana, rpcUrls: { default: { http: ['http://127.0.0.1:9899'] } } },
        // The polkadot, bitcoin and cosmos test networks have no local chain: kept as they are.
        ...DEMO_NETWORKS.slice(3),
      ],
    })
  })

  it('default: the shipped demo project offers the demo mobile wallet on its default origin', () => {
    expect(JSON.parse(demoText).customWallets).toEqual([
      {
        id: 'airlock-demo-mobile',
        name: 'Airlock Demo Mobile Wallet',
        homepage: 'http://localhost:4340/',
        mobileLink: 'http://localhost:4340/?',
      },
    ])
  })

  it('args: mobileWalletUrl points the demo wallet links at the running wallet, with its query', () => {
    const walletUrl =
      'http://localhost:5340/?relay=ws%3A%2F%2F127.0.0.1%3A5320&rpc31337=http%3A%2F%2F127.0.0.1%3A9545'
    const project = JSON.parse(
      setDemoEndpoints(demoText, {
        mobileWalletUrl: walletUrl,
        apiUrl: 'http://127.0.0.1:4330/v1/',
        analyticsUrl: 'http://127.0.0.1:4330/v1/analytics',
      }),
    )
    expect(project.customWallets).toEqual([
      {
        id: 'airlock-demo-mobile',
        name: 'Airlock Demo Mobile Wallet',
        homepage: walletUrl,
        // Still ends in `&`: the modal appends `uri=<pairing URI>` to it.
        mobileLink: `${walletUrl}&`,
      },
    ])
    expect({ ...project, customWallets: undefined }).toEqual({
      ...JSON.parse(demoText),
      customWallets: undefined,
    })
  })

  it('behavior: a wallet URL without query keeps a link that ends in `?` ending in `?`', () => {
    const project = JSON.parse(
      setDemoEndpoints(demoText, { mobileWalletUrl: 'http://localhost:5340/' }),
    )
    expect(project.customWallets[0]).toMatchObject({
      homepage: 'http://localhost:5340/',
      mobileLink: 'http://localhost:5340/?',
    })
  })

  it('behavior: links elsewhere, paths and own parameters of a link, and malformed entries are kept', () => {
    const text = JSON.stringify({
      customWallets: [
        { id: 'other', name: 'Other', mobileLink: 'https://other.example/?', homepage: 'x' },
        { id: 'path', name: 'Path', webappLink: 'http://localhost:4340/app?tab=1&relay=mine' },
        { id: 'native', name: 'Native', mobileLink: 'demo:', desktopLink: 7 },
        'nonsense',
      ],
    })
    expect(
      JSON.parse(
        setDemoEndpoints(text, { mobileWalletUrl: 'http://localhost:5340/?relay=theirs&x=1' }),
      ).customWallets,
    ).toEqual([
      { id: 'other', name: 'Other', mobileLink: 'https://other.example/?', homepage: 'x' },
      { id: 'path', name: 'Path', webappLink: 'http://localhost:5340/app?tab=1&relay=mine&x=1' },
      { id: 'native', name: 'Native', mobileLink: 'demo:', desktopLink: 7 },
      'nonsense',
    ])
    expect(setDemoEndpoints(text, { mobileWalletUrl: 'not a url' })).toBe(text)
  })

  it("args: apiUrl and analyticsUrl are written as the project's, like the relay URL", () => {
    const endpoints = {
      apiUrl: 'http://127.0.0.1:5330/v1/',
      analyticsUrl: 'http://127.0.0.1:5330/v1/analytics',
    }
    const served = setDemoEndpoints(demoText, endpoints)
    expect(JSON.parse(served)).toEqual({ ...JSON.parse(demoText), ...endpoints })
    expect(setDemoEndpoints(served, endpoints)).toBe(served)
  })

  it('behavior: analyticsUrl is added to a project that had none, and removed alone when the stack has none', () => {
    const analyticsUrl = 'http://127.0.0.1:5330/v1/analytics'
    expect(JSON.parse(setDemoEndpoints('{"projectId":"demo"}', { analyticsUrl }))).toEqual({
      projectId: 'demo',
      analyticsUrl,
    })
    const text = JSON.stringify({ apiUrl: 'http://127.0.0.1:5330/v1/', analyticsUrl })
    expect(JSON.parse(setDemoEndpoints(text, { apiUrl: 'http://127.0.0.1:5330/v1/' }))).toEqual({
      apiUrl: 'http://127.0.0.1:5330/v1/',
    })
  })

  it('behavior: a relayUrl is added to a project that had none', () => {
    expect(
      JSON.parse(setDemoEndpoints('{"projectId":"demo"}', { relayUrl: 'ws://127.0.0.1:1' })),
    ).toEqual({ projectId: 'demo', relayUrl: 'ws://127.0.0.1:1' })
  })

  it('behavior: a network without rpcUrls gets them; malformed entries are kept', () => {
    const text = JSON.stringify({ networks: [{ caipNetworkId: 'eip155:31337' }, 7, { id: 1 }] })
    expect(
      JSON.parse(setDemoEndpoints(text, { rpcUrls: { 'eip155:31337': 'http://127.0.0.1:2' } })),
    ).toEqual({
      networks: [
        { caipNetworkId: 'eip155:31337', rpcUrls: { default: { http: ['http://127.0.0.1:2'] } } },
        7,
        { id: 1 },
      ],
    })
  })

  it('behavior: the embedded wallet follows the running wallet frame and auth service', () => {
    const project = JSON.parse(
      setDemoEndpoints(demoText, {
        walletFrameUrl: 'http://localhost:5350/',
        authUrl: 'http://127.0.0.1:5360',
      }),
    )
    expect(project.embeddedWallet).toEqual({
      ...JSON.parse(demoText).embeddedWallet,
      frameUrl: 'http://localhost:5350/',
      authUrl: 'http://127.0.0.1:5360',
    })
    // Default ports: the shipped file names them already.
    expect(JSON.parse(demoText).embeddedWallet).toMatchObject({
      frameUrl: 'http://localhost:4350/',
      authUrl: 'http://127.0.0.1:4360',
    })
  })

  it.each([
    ['not JSON', '{"networks":'],
    ['an array', '[]'],
    ['null', 'null'],
  ])('behavior: %s is returned unchanged, for the modal to reject', (_, text) => {
    expect(setDemoEndpoints(text, { relayUrl: 'ws://127.0.0.1:1' })).toBe(text)
  })
})

describe('setDemoRpcMeta', () => {
  const page =
    '<head><meta name="airlock-modal-url" content="x" />\n<meta name="airlock-demo-rpc" content="%AIRLOCK_DEMO_RPC%" /></head>'

  /** The JSON the page would read from the tag, decoded as a browser does. */
  function readMeta(html: string): unknown {
    const content = /name="airlock-demo-rpc" content="([^"]*)"/.exec(html)?.[1] ?? ''
    return JSON.parse(content.replaceAll('&quot;', '"').replaceAll('&amp;', '&'))
  }

  it('default: writes the EVM chains by chain id and the Solana RPC', () => {
    const html = setDemoRpcMeta(page, {
      relayUrl: 'ws://127.0.0.1:4320',
      rpcUrls: {
        'eip155:31337': 'http://127.0.0.1:9545',
        'eip155:31338': 'http://127.0.0.1:9546',
        'solana:J8gmQyY2uH9RgiCs2FZPcUuZwM67dvMZ': 'http://127.0.0.1:9899',
      },
    })
    expect(readMeta(html)).toEqual({
      evm: { '31337': 'http://127.0.0.1:9545', '31338': 'http://127.0.0.1:9546' },
      solana: 'http://127.0.0.1:9899',
    })
    expect(html).toContain('<meta name="airlock-modal-url" content="x" />')
  })

  it('args: EVM only', () => {
    expect(
      readMeta(setDemoRpcMeta(page, { rpcUrls: { 'eip155:1': 'http://a?x=1&y="2"' } })),
    ).toEqual({ evm: { '1': 'http://a?x=1&y="2"' } })
  })

  it('behavior: no RPC URLs, or no tag, leaves the page unchanged', () => {
    expect(setDemoRpcMeta(page, {})).toBe(page)
    expect(setDemoRpcMeta(page, { relayUrl: 'ws://127.0.0.1:1' })).toBe(page)
    expect(setDemoRpcMeta('<p>hi</p>', { rpcUrls: { 'eip155:1': 'http://a' } })).toBe('<p>hi</p>')
  })
})

describe('setModalUrlMeta', () => {
  it('default: replaces the content of the airlock-modal-url meta tag', () => {
    const html =
      '<head><meta charset="utf-8"><meta name="airlock-modal-url" content="http://localhost:4310/"></head>'
    expect(setModalUrlMeta(html, 'http://localhost:5310/')).toBe(
      '<head><meta charset="utf-8"><meta name="airlock-modal-url" content="http://localhost:5310/"></head>',
    )
  })

  it('behavior: a self-closing tag is matched and the URL is attribute-escaped', () => {
    const html = '<meta name="airlock-modal-url" content="x" />'
    expect(setModalUrlMeta(html, 'http://localhost:1/?a="b"&c')).toBe(
      '<meta name="airlock-modal-url" content="http://localhost:1/?a=&quot;b&quot;&amp;c">',
    )
  })

  it('behavior: a page without the tag is unchanged', () => {
    expect(setModalUrlMeta('<p>hi</p>', 'http://localhost:5310/')).toBe('<p>hi</p>')
  })
})

describe('addAllowedOrigin', () => {
  const demo = '{"projectId":"demo","allowedOrigins":["http://127.0.0.1:4300"]}'

  it('default: appends an origin that is missing, keeping the other fields', () => {
    expect(JSON.parse(addAllowedOrigin(demo, 'http://127.0.0.1:5300'))).toEqual({
      projectId: 'demo',
      allowedOrigins: ['http://127.0.0.1:4300', 'http://127.0.0.1:5300'],
    })
  })

  it('behavior: an origin already listed leaves the text untouched', () => {
    expect(addAllowedOrigin(demo, 'http://127.0.0.1:4300')).toBe(demo)
  })

  it.each([
    ['not JSON', '{"allowedOrigins":'],
    ['an array', '["http://127.0.0.1:4300"]'],
    ['no allowedOrigins', '{"projectId":"demo"}'],
    ['allowedOrigins not strings', '{"allowedOrigins":[1]}'],
  ])('behavior: %s is returned unchanged, for the modal to reject', (_, text) => {
    expect(addAllowedOrigin(text, 'http://127.0.0.1:5300')).toBe(text)
  })
})
