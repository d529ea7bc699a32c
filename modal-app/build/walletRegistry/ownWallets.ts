import type { RegistryWallet } from '../../src/registry/registryWalletSchema.ts'

/**
 * A wallet the `thirdweb` package's data lacks, as we list it: a registry entry whose logo, if
 * any, is a file of `logos/` beside this file (credited in THIRD_PARTY_NOTICES.md).
 */
type OwnWallet = Omit<RegistryWallet, 'image'> & { logo: string | null }

/** What the build adds to the package's wallet data ({@link extractWallets}' second argument). */
export type OwnRegistry = {
  /** Wallets listed after the package's own; an id the package also has stops the build. */
  wallets: readonly OwnWallet[]
  /**
   * The connector ids the host SDK's adapters give a package wallet when it is installed, by
   * registry id: an installed wallet with one of them shows the entry's logo and is listed once.
   */
  connectorIds: Readonly<Record<string, readonly string[]>>
}

const NO_LINKS = {
  mobile: { native: null, universal: null },
  desktop: { native: null, universal: null },
  app: { ios: null, android: null, browser: null },
  colors: { primary: null, secondary: null },
} as const

/**
 * The namespace wallets of spec §1 that the package does not list, and the host connector ids of
 * those it does. Connector ids are the ones the adapters of `@airlock/host-sdk/polkadot`,
 * `/bitcoin` and `/cosmos` give: `polkadot:<key of window.injectedWeb3>`, `bip122:unisat` for
 * `window.unisat`, `cosmos:<global>` for `window.keplr` and `window.leap`.
 */
export const OWN_REGISTRY: OwnRegistry = {
  wallets: [
    {
      id: 'org.js.polkadot',
      name: 'polkadot{.js}',
      rdns: null,
      // Polkadot's relay chain: the extension signs for polkadot networks only.
      chains: ['polkadot:91b171bb158e2d3848fa23a9f1c25182'],
      ...NO_LINKS,
      extensions: {
        chrome:
          'https://chrome.google.com/webstore/detail/polkadot%7Bjs%7D-extension/mopnmbcafieddcagagdcbnhejhlodfdd',
        firefox: 'https://addons.mozilla.org/firefox/addon/polkadot-js-extension/',
        edge: null,
        safari: null,
        opera: null,
      },
      homepage: 'https://polkadot.js.org/extension/',
      connectorIds: ['polkadot:polkadot-js'],
      logo: 'org.js.polkadot.png',
    },
    {
      id: 'io.unisat',
      name: 'UniSat',
      rdns: null,
      // Bitcoin mainnet (genesis block hash, CAIP-2 bip122).
      chains: ['bip122:000000000019d6689c085ae165831e93'],
      ...NO_LINKS,
      extensions: {
        chrome:
          'https://chromewebstore.google.com/detail/unisat-wallet/ppbibelpcjmhbdihakflkdcoccbgbkpo',
        firefox: null,
        edge: null,
        safari: null,
        opera: null,
      },
      homepage: 'https://unisat.io/',
      connectorIds: ['bip122:unisat'],
      logo: null,
    },
  ],
  connectorIds: {
    'app.keplr': ['cosmos:keplr'],
    'io.leapwallet': ['cosmos:leap'],
    'xyz.talisman': ['polkadot:talisman'],
    'app.subwallet': ['polkadot:subwallet-js'],
  },
}
