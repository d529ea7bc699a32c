import { FEATURE_NAMES } from '@airlock/shared-protocol'
import { arr, bool, num, obj, oneOf, opt, or, rec, str } from './guards.ts'
import { caipNetworkId, idList, namespace, shortText, url } from './primitives.ts'

// Guard twin of shared-protocol's modalOptionsSchema and networkSchema; guards.test.ts checks
// that they agree with the zod schemas.

const text500 = opt(str(500))
// One line (CAIP-122): a line break would fake further lines of the message the wallet signs.
const statement = opt(str(500, 0, (text) => !/[\n\r\u2028\u2029]/.test(text), 'one line of text'))
const symbol = str(16, 1)
const decimals = num(0, 36)

const network = obj({
  id: or(num(), str(64, 1)),
  chainNamespace: namespace,
  caipNetworkId,
  name: shortText,
  nativeCurrency: obj({ name: shortText, symbol, decimals }),
  rpcUrls: obj({ default: obj({ http: arr(url, 8, 1) }) }),
  blockExplorers: opt(obj({ default: obj({ name: shortText, url }) })),
  assets: opt(obj({ imageUrl: opt(url), imageId: opt(shortText) })),
  tokens: opt(arr(obj({ address: str(128, 1), symbol, name: shortText, decimals }), 50)),
  testnet: opt(bool),
})

/** The shape of every option that crosses to the modal (shared-protocol's modalOptionsSchema). */
export const modalOptionsShape = {
  themeMode: opt(oneOf(['dark', 'light'])),
  themeVariables: opt(
    rec(
      str(200, 0, (name) => /^--al-[a-z0-9-]{1,40}$/.test(name), 'a --al-* variable name'),
      or(str(200), num(-Infinity, Infinity, false)),
    ),
  ),
  metadata: opt(
    obj({ name: shortText, description: text500, url: opt(url), icons: opt(arr(url, 4)) }),
  ),
  networks: opt(arr(network, 100)),
  defaultNetwork: opt(caipNetworkId),
  features: opt(obj(Object.fromEntries(FEATURE_NAMES.map((name) => [name, opt(bool)])))),
  featuredWalletIds: opt(idList),
  includeWalletIds: opt(idList),
  excludeWalletIds: opt(idList),
  customWallets: opt(
    arr(
      obj({
        id: shortText,
        name: shortText,
        homepage: opt(url),
        imageUrl: opt(url),
        mobileLink: opt(str(2048)),
        desktopLink: opt(str(2048)),
        webappLink: opt(url),
      }),
      100,
    ),
  ),
  termsConditionsUrl: opt(url),
  privacyPolicyUrl: opt(url),
  allowUnsupportedChain: opt(bool),
  enableNetworkSwitch: opt(bool),
  enableWalletConnect: opt(bool),
  manualWCControl: opt(bool),
  enableNetworkSwitchConfirmation: opt(bool),
  siwx: opt(obj({ required: opt(bool), statement, hostNonce: opt(bool) })),
  siweConfig: opt(obj({ statement })),
  embedded: opt(bool),
}
