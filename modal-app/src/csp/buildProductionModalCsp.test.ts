import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { buildModalCsp } from './buildModalCsp.ts'
import { buildProductionModalCsp, type ProjectFile } from './buildProductionModalCsp.ts'

function file(projectId: string, fields: Record<string, unknown>): ProjectFile {
  return {
    name: `${projectId}.json`,
    text: JSON.stringify({ projectId, name: projectId, allowedOrigins: [], ...fields }),
  }
}

function frameAncestors(policy: string): string[] | undefined {
  const part = policy.split('; ').find((each) => each.startsWith('frame-ancestors '))
  return part?.split(' ').slice(1)
}

const shop = file('shop', {
  allowedOrigins: ['https://shop.example', 'https://*.shop.example'],
  relayUrl: 'wss://relay.example.com',
  apiUrl: 'https://api.example.com/v1/',
  networks: [
    {
      id: 1,
      chainNamespace: 'eip155',
      caipNetworkId: 'eip155:1',
      name: 'Ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['https://rpc.example.com'] } },
    },
  ],
})
const blog = file('blog', { allowedOrigins: ['https://blog.example', 'https://shop.example'] })
const wallet = { frameUrl: 'https://wallet.example/', authUrl: 'https://auth.example' }

describe('buildProductionModalCsp', () => {
  test('default: frame-ancestors is the union of the projects’ allowedOrigins', () => {
    const policy = buildProductionModalCsp([shop, blog])
    expect(frameAncestors(policy)).toEqual([
      'https://shop.example',
      'https://*.shop.example',
      'https://blog.example',
    ])
    expect(policy).toBe(
      buildModalCsp({
        mode: 'production',
        frameAncestors: ['https://shop.example', 'https://*.shop.example', 'https://blog.example'],
        relayUrls: ['wss://relay.example.com'],
        apiUrls: ['https://api.example.com/v1/'],
      }),
    )
    // The NFTs' pictures come from the shop's API.
    expect(policy).toContain("img-src 'self' data: blob: https://api.example.com;")
  })

  test('behavior: the wallet frame is framed; its auth service is no source of the modal', () => {
    const policy = buildProductionModalCsp([file('w', { embeddedWallet: wallet })])
    expect(policy).toContain("frame-src 'self' https://wallet.example;")
    expect(policy).not.toContain('auth.example')
  })

  test('error: the demo project of the local stack belongs to the development policy', () => {
    const text = readFileSync(new URL('../../public/projects/demo.json', import.meta.url), 'utf8')
    expect(() =>
      buildProductionModalCsp([{ name: 'demo.json', text }]),
    ).toThrowErrorMatchingInlineSnapshot(
      `[AirlockError: projects/demo.json: relayUrl ws://127.0.0.1:4320 is unreachable: the production policy allows wss:// relays only. Change the file, or serve this project with the development policy.]`,
    )
  })

  test.each([
    ['a ws:// relay', { relayUrl: 'ws://relay.example.com' }, 'relayUrl ws://relay.example.com'],
    ['an http:// API', { apiUrl: 'http://api.example.com/' }, 'apiUrl http://api.example.com/'],
    [
      'a loopback host on the allowlist',
      { allowedOrigins: ['http://127.0.0.1:4300'] },
      'allowedOrigins lists the loopback origin http://127.0.0.1:4300',
    ],
    [
      'a localhost wildcard',
      { allowedOrigins: ['http://*.localhost:4300'] },
      'allowedOrigins lists the loopback origin http://*.localhost:4300',
    ],
    [
      'an http:// wallet frame',
      { embeddedWallet: { ...wallet, frameUrl: 'http://wallet.example/' } },
      'embeddedWallet.frameUrl http://wallet.example/ cannot be framed',
    ],
    // Regression: these were accepted, and a loopback frame landed in frame-src.
    [
      'an http:// auth service',
      { embeddedWallet: { ...wallet, authUrl: 'http://auth.example' } },
      'embeddedWallet.authUrl http://auth.example is unreachable',
    ],
    [
      'a loopback wallet frame',
      { embeddedWallet: { ...wallet, frameUrl: 'https://localhost:6350/' } },
      'embeddedWallet.frameUrl https://localhost:6350/ is on a loopback host',
    ],
    [
      'a loopback auth service',
      { embeddedWallet: { ...wallet, authUrl: 'https://127.0.0.1:4360' } },
      'embeddedWallet.authUrl https://127.0.0.1:4360 is on a loopback host',
    ],
    [
      'a loopback relay',
      { relayUrl: 'wss://app.localhost:4320' },
      'relayUrl wss://app.localhost:4320 is on a loopback host',
    ],
    [
      'a loopback API',
      { apiUrl: 'https://[::1]:4330/v1/' },
      'apiUrl https://[::1]:4330/v1/ is on a loopback host',
    ],
  ])('error: %s is refused, naming the file and the field', (_, fields, named) => {
    expect(() => buildProductionModalCsp([shop, file('bad', fields)])).toThrow(
      `projects/bad.json: ${named}`,
    )
  })

  test('error: a refusal says why and what to do', () => {
    expect(() =>
      buildProductionModalCsp([
        file('bad', { embeddedWallet: { ...wallet, authUrl: 'http://auth.example' } }),
      ]),
    ).toThrowErrorMatchingInlineSnapshot(
      `[AirlockError: projects/bad.json: embeddedWallet.authUrl http://auth.example is unreachable: the wallet frame, served over https://, can call https:// auth services only. Change the file, or serve this project with the development policy.]`,
    )
    expect(() =>
      buildProductionModalCsp([
        file('bad', { embeddedWallet: { ...wallet, frameUrl: 'https://localhost:6350/' } }),
      ]),
    ).toThrowErrorMatchingInlineSnapshot(
      `[AirlockError: projects/bad.json: embeddedWallet.frameUrl https://localhost:6350/ is on a loopback host, which belongs to the development stack: a visitor's browser would look for it on the visitor's own machine. Change the file, or serve this project with the development policy.]`,
    )
  })

  test('behavior: a refusal names the file by the path it was read from', () => {
    const bad = file('bad', { relayUrl: 'ws://relay.example.com' })
    expect(() => buildProductionModalCsp([{ ...bad, path: 'deploy/projects/bad.json' }])).toThrow(
      /^deploy\/projects\/bad\.json: relayUrl/,
    )
  })

  test('error: an invalid file, or one named for another project', () => {
    expect(() =>
      buildProductionModalCsp([{ name: 'x.json', text: '{' }]),
    ).toThrowErrorMatchingInlineSnapshot(`[AirlockError: projects/x.json is not valid JSON.]`)
    expect(() =>
      buildProductionModalCsp([file('x', { allowedOrigins: ['*'] })]),
    ).toThrowErrorMatchingInlineSnapshot(
      `[AirlockError: projects/x.json is not a valid project configuration: allowedOrigins.0: must be an origin such as "https://app.example.com" or "https://*.example.com" (no "*" alone, no path or trailing slash).]`,
    )
    expect(() =>
      buildProductionModalCsp([{ ...shop, name: 'other.json' }]),
    ).toThrowErrorMatchingInlineSnapshot(
      `[AirlockError: projects/other.json declares projectId "shop": the modal would never load it.]`,
    )
  })
})
