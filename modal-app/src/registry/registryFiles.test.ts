import { expect, test } from 'vitest'
import { DEMO_MOBILE_WALLET } from './DEMO_MOBILE_WALLET.ts'
import { generateScaleRegistry } from './generateScaleRegistry.ts'
import { registryFiles, withLinks } from './registryFiles.ts'
import {
  registryWalletSchema,
  type WalletLinks,
  walletIndexSchema,
  walletLinksSchema,
} from './registryWalletSchema.ts'

const UNISAT = {
  ...DEMO_MOBILE_WALLET,
  id: 'io.unisat',
  name: 'UniSat',
  extensions: {
    chrome: 'https://chrome.example/u',
    firefox: null,
    edge: null,
    safari: null,
    opera: null,
  },
  connectorIds: ['bip122:unisat'],
}

test('default: the index holds no link, the links file nothing else; one wallet a line, same order', () => {
  const files = registryFiles([DEMO_MOBILE_WALLET, UNISAT])
  const index = JSON.parse(files['registry.json'])
  const links = JSON.parse(files['links.json'])
  expect(index).toEqual([
    {
      id: 'airlock-demo-mobile',
      name: 'Airlock Demo Wallet',
      chains: DEMO_MOBILE_WALLET.chains,
      image: null,
      colors: { primary: '#2f6fed', secondary: null },
    },
    {
      id: 'io.unisat',
      name: 'UniSat',
      chains: DEMO_MOBILE_WALLET.chains,
      connectorIds: ['bip122:unisat'],
      image: null,
      colors: { primary: '#2f6fed', secondary: null },
    },
  ])
  expect(links.map((entry: WalletLinks) => Object.keys(entry))).toEqual([
    ['id', 'mobile', 'desktop', 'app', 'homepage'],
    ['id', 'mobile', 'desktop', 'app', 'extensions', 'homepage'],
  ])
  for (const entry of index) expect(walletIndexSchema.safeParse(entry).success).toBe(true)
  for (const entry of links) expect(walletLinksSchema.safeParse(entry).success).toBe(true)
  expect(files['registry.json'].split('\n')).toHaveLength(5)
  expect(files['links.json'].split('\n')).toHaveLength(5)
})

test('behavior: joined by id, the two files are the registry again (5,000 generated wallets)', () => {
  const wallets = generateScaleRegistry(5000)
  const files = registryFiles(wallets)
  const links = new Map(
    (JSON.parse(files['links.json']) as WalletLinks[]).map((entry) => [entry.id, entry]),
  )
  const joined = withLinks(JSON.parse(files['registry.json']), links)
  expect(joined).toEqual(wallets)
  expect(registryWalletSchema.safeParse(joined[4999]).success).toBe(true)
  // The index is what Connect reads before the first open: most of the bytes are the links.
  expect(files['registry.json'].length).toBeLessThan(files['links.json'].length)
})
