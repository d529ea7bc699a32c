import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { withLinks } from '../../src/registry/registryFiles.ts'
import { registryWalletSchema, type WalletLinks } from '../../src/registry/registryWalletSchema.ts'
import {
  decodeLogo,
  extractWallets,
  POPULAR_WALLET_IDS,
  thirdwebPackageDir,
} from './extractWallets.ts'

const WEBP = Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8 '), Buffer.alloc(8)])
const PNG = Buffer.concat([Buffer.from([0x89]), Buffer.from('PNG\r\n'), Buffer.alloc(8)])
const dataUri = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`
const SAFE_SVG = '<svg xmlns="http://www.w3.org/2000/svg"><path fill="url(#g)" d="M0 0h1"/></svg>'

/** A package folder laid out as thirdweb's, with the given wallets (index.js, image.js). */
function fakePackage(
  wallets: Record<string, { wallet: object; image?: string }>,
  walletConnectSvg = SAFE_SVG,
) {
  const root = mkdtempSync(join(tmpdir(), 'airlock-thirdweb-'))
  const generated = join(root, 'dist/esm/wallets/__generated__')
  mkdirSync(join(generated, 'wallet'), { recursive: true })
  for (const [folder, { wallet, image }] of Object.entries(wallets)) {
    mkdirSync(join(generated, 'wallet', folder), { recursive: true })
    writeFileSync(
      join(generated, 'wallet', folder, 'index.js'),
      `export const wallet = ${JSON.stringify(wallet)};\n`,
    )
    if (image !== undefined) {
      writeFileSync(
        join(generated, 'wallet', folder, 'image.js'),
        `// generated\nconst image = "${image}";\nexport default image;\n`,
      )
    }
  }
  writeFileSync(
    join(generated, 'wallet-infos.js'),
    `const ALL_MINIMAL_WALLET_INFOS = ${JSON.stringify(
      Object.keys(wallets)
        .reverse()
        .map((id) => ({ id })),
    )};\nexport default ALL_MINIMAL_WALLET_INFOS;\n`,
  )
  mkdirSync(join(root, 'dist/esm/wallets/custom/walletConnect'), { recursive: true })
  writeFileSync(
    join(root, 'dist/esm/wallets/custom/walletConnect/image.js'),
    `const image = "${dataUri('image/svg+xml', Buffer.from(walletConnectSvg))}";\nexport default image;\n`,
  )
  return root
}

const entry = (id: string, extra: object = {}) => ({
  id,
  name: ` ${id} Wallet `,
  homepage: 'https://example.com',
  rdns: null,
  app: { ios: 'https://apps.apple.com/x', android: 'http://play.example/x', chrome: null },
  mobile: { native: 'example://', universal: '' },
  desktop: { native: 'javascript:alert(1)', universal: null },
  ...extra,
})

describe('extractWallets, on the installed thirdweb package', async () => {
  const { wallets, files } = await extractWallets(thirdwebPackageDir())
  const byName = (name: string) => wallets.find((wallet) => wallet.name === name)

  test('default: hundreds of current wallets, valid, distinct, popular ones first', () => {
    expect(wallets.length).toBeGreaterThan(500)
    for (const wallet of wallets) registryWalletSchema.parse(wallet)
    expect(new Set(wallets.map((wallet) => wallet.id)).size).toBe(wallets.length)
    expect(wallets.slice(0, 3).map((wallet) => wallet.name)).toEqual([
      'MetaMask',
      'Phantom',
      'Base (formerly Coinbase Wallet)',
    ])
    // Every wallet of the popular list is in the package (a rename there would drop it silently).
    expect(POPULAR_WALLET_IDS.filter((id) => !wallets.some((wallet) => wallet.id === id))).toEqual(
      [],
    )
  })

  test('behavior: the wallets the old list lacked, with rdns, store and extension links', () => {
    expect(byName('Phantom')).toMatchObject({
      rdns: 'app.phantom',
      app: { ios: expect.stringMatching(/^https:\/\/apps\.apple\.com\//) },
      extensions: { chrome: expect.stringMatching(/^https:\/\/chrome\.google\.com\/webstore\//) },
    })
    expect(byName('Uniswap Wallet')?.app.android).toMatch(/^https:\/\/play\.google\.com\//)
    expect(byName('Rainbow')?.mobile).toEqual({
      native: 'rainbow://',
      universal: 'https://rnbwapp.com/',
    })
  })

  test('behavior: every logo is a file on the modal origin, none inside the registry JSON', () => {
    for (const wallet of wallets) {
      if (wallet.image === null) continue
      expect(wallet.image).toMatch(/^\/wallets\/img\/[a-z0-9.-]+\.(webp|png|jpg)$/i)
      expect(files.get(wallet.image.slice('/wallets/'.length))?.length).toBeGreaterThan(100)
    }
    expect(wallets.filter((wallet) => wallet.image !== null).length).toBeGreaterThan(500)
    const index = new TextDecoder().decode(files.get('registry.json'))
    const links = new TextDecoder().decode(files.get('links.json'))
    expect(index + links).not.toContain('data:')
    // The index and the links, joined by id, are the registry again.
    const byId = new Map(
      (JSON.parse(links) as WalletLinks[]).map((entry) => [entry.id, entry] as const),
    )
    expect(withLinks(JSON.parse(index), byId)).toEqual(wallets)
    expect(new TextDecoder().decode(files.get('img/walletconnect.svg'))).toMatch(/^<svg/)
  })
})

describe('extractWallets, on a package folder', () => {
  test('behavior: links cleaned, popular first then the package order, logo files written', async () => {
    const root = fakePackage({
      'com.example.a': { wallet: entry('com.example.a'), image: dataUri('image/webp', WEBP) },
      'io.metamask': {
        wallet: entry('io.metamask', { rdns: 'io.metamask' }),
        image: dataUri('image/png', PNG),
      },
      'com.example.b': { wallet: entry('com.example.b') },
    })
    const { wallets, files } = await extractWallets(root)
    expect(wallets.map((wallet) => wallet.id)).toEqual([
      'io.metamask',
      'com.example.b',
      'com.example.a',
    ])
    expect(wallets[2]).toEqual({
      id: 'com.example.a',
      name: 'com.example.a Wallet',
      rdns: null,
      chains: [],
      mobile: { native: 'example://', universal: null },
      desktop: { native: null, universal: null },
      app: { ios: 'https://apps.apple.com/x', android: null, browser: null },
      extensions: { chrome: null, firefox: null, edge: null, safari: null, opera: null },
      homepage: 'https://example.com/',
      image: '/wallets/img/com.example.a.webp',
      colors: { primary: null, secondary: null },
    })
    expect(wallets[0]?.image).toBe('/wallets/img/io.metamask.png')
    expect(wallets[1]?.image).toBeNull()
    expect(Buffer.from(files.get('img/com.example.a.webp') ?? [])).toEqual(WEBP)
    expect([...files.keys()].sort()).toEqual([
      'img/com.example.a.webp',
      'img/io.metamask.png',
      'img/walletconnect.svg',
      'links.json',
      'registry.json',
    ])
  })

  test('behavior: an SVG logo, or one whose bytes are not its type, is left out', async () => {
    const root = fakePackage({
      'com.example.svg': {
        wallet: entry('com.example.svg'),
        image: dataUri('image/svg+xml', Buffer.from(SAFE_SVG)),
      },
      'com.example.fake': { wallet: entry('com.example.fake'), image: dataUri('image/webp', PNG) },
    })
    const { wallets, files } = await extractWallets(root)
    expect(wallets.map((wallet) => wallet.image)).toEqual([null, null])
    expect([...files.keys()].sort()).toEqual([
      'img/walletconnect.svg',
      'links.json',
      'registry.json',
    ])
  })

  test('error: a folder that is not the wallet it names, or an unsafe WalletConnect logo', async () => {
    await expect(
      extractWallets(fakePackage({ 'com.example.a': { wallet: entry('com.example.b') } })),
    ).rejects.toThrow('com.example.a/index.js does not describe wallet "com.example.a".')
    await expect(
      extractWallets(
        fakePackage({}, '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      ),
    ).rejects.toThrow("The package's WalletConnect logo is missing or unsafe.")
    await expect(extractWallets(tmpdir())).rejects.toThrow(/^No wallet data in .*thirdweb/)
    const computed = fakePackage({ 'com.example.a': { wallet: entry('com.example.a') } })
    writeFileSync(
      join(computed, 'dist/esm/wallets/__generated__/wallet/com.example.a/index.js'),
      'export const wallet = { id: "com.example.a", name: globalThis.name };\n',
    )
    await expect(extractWallets(computed)).rejects.toThrow(/a value that is not a plain literal/)
  })
})

test.each([
  ['webp', dataUri('image/webp', WEBP), 'webp'],
  ['png', dataUri('image/png', PNG), 'png'],
  ['svg', dataUri('image/svg+xml', Buffer.from(SAFE_SVG)), undefined],
  ['png claiming webp', dataUri('image/webp', PNG), undefined],
  ['not base64', 'data:image/webp,RIFF', undefined],
  ['empty', 'data:image/webp;base64,', undefined],
  ['nothing', undefined, undefined],
])('decodeLogo: %s', (_, uri, ext) => {
  expect(decodeLogo(uri)?.ext).toBe(ext)
})
