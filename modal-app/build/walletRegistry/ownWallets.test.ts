import { describe, expect, test } from 'vitest'
import { indexLogos } from '../../src/registry/loadRegistry.ts'
import { withLinks } from '../../src/registry/registryFiles.ts'
import type { WalletLinks } from '../../src/registry/registryWalletSchema.ts'
import { extractWallets, thirdwebPackageDir } from './extractWallets.ts'
import { OWN_REGISTRY, type OwnRegistry } from './ownWallets.ts'

describe('OWN_REGISTRY, merged into the installed thirdweb package', async () => {
  const { wallets, files } = await extractWallets(thirdwebPackageDir(), OWN_REGISTRY)
  const byId = (id: string) => wallets.find((wallet) => wallet.id === id)

  test('default: polkadot{.js} and UniSat listed with their stores and host connector ids', () => {
    expect(byId('org.js.polkadot')).toMatchObject({
      name: 'polkadot{.js}',
      chains: ['polkadot:91b171bb158e2d3848fa23a9f1c25182'],
      homepage: 'https://polkadot.js.org/extension/',
      extensions: {
        chrome: expect.stringMatching(/^https:\/\/chrome\.google\.com\/webstore\/detail\//),
        firefox: expect.stringMatching(/^https:\/\/addons\.mozilla\.org\//),
      },
      connectorIds: ['polkadot:polkadot-js'],
      image: '/wallets/img/org.js.polkadot.png',
    })
    expect(byId('io.unisat')).toMatchObject({
      name: 'UniSat',
      chains: ['bip122:000000000019d6689c085ae165831e93'],
      extensions: { chrome: expect.stringMatching(/^https:\/\/chromewebstore\.google\.com\//) },
      connectorIds: ['bip122:unisat'],
      // No logo whose licence lets us ship it: the list draws UniSat's monogram.
      image: null,
    })
    expect(files.get('img/org.js.polkadot.png')?.length).toBeGreaterThan(1000)
    const read = (path: string) => JSON.parse(new TextDecoder().decode(files.get(path)))
    const links = new Map((read('links.json') as WalletLinks[]).map((each) => [each.id, each]))
    expect(withLinks(read('registry.json'), links)).toEqual(wallets)
  })

  test("behavior: the package's namespace wallets carry the ids their host adapters give", () => {
    expect(byId('app.keplr')?.connectorIds).toEqual(['cosmos:keplr'])
    expect(byId('io.leapwallet')?.connectorIds).toEqual(['cosmos:leap'])
    expect(byId('xyz.talisman')?.connectorIds).toEqual(['polkadot:talisman'])
    expect(byId('app.subwallet')?.connectorIds).toEqual(['polkadot:subwallet-js'])
  })

  test('behavior: an installed wallet finds its logo under its connector id', () => {
    const logos = indexLogos(wallets)
    expect(logos.get('polkadot:polkadot-js')).toBe('/wallets/img/org.js.polkadot.png')
    expect(logos.get('cosmos:keplr')).toBe(byId('app.keplr')?.image)
  })
})

describe('OWN_REGISTRY errors', () => {
  const [polkadotJs] = OWN_REGISTRY.wallets
  const own = (extra: Partial<OwnRegistry>): OwnRegistry => ({
    wallets: [],
    connectorIds: {},
    ...extra,
  })

  test('error: an id the package already has, a package wallet gone, an unusable logo', async () => {
    const dir = thirdwebPackageDir()
    if (!polkadotJs) throw new Error('OWN_REGISTRY lists no wallet.')
    await expect(
      extractWallets(dir, own({ wallets: [{ ...polkadotJs, id: 'app.keplr' }] })),
    ).rejects.toThrow('The package now lists "app.keplr": remove our own entry for it.')
    await expect(
      extractWallets(dir, own({ connectorIds: { 'com.example.gone': ['cosmos:gone'] } })),
    ).rejects.toThrow('Our connector ids name "com.example.gone", which the package no longer has.')
    await expect(
      extractWallets(dir, own({ wallets: [{ ...polkadotJs, logo: 'org.js.polkadot.svg' }] })),
    ).rejects.toThrow('The logo org.js.polkadot.svg of our wallet "org.js.polkadot" is not usable.')
  })
})
