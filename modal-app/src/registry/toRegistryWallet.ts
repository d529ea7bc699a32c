import type { RegistryWallet } from './registryWalletSchema.ts'

const BLOCKED_SCHEMES = ['javascript', 'data', 'file', 'blob', 'vbscript', 'about', 'filesystem']

/** A wallet of the `thirdweb` package's generated data (`wallets/__generated__/wallet/<id>/index.js`), as far as it is read. */
export type ThirdwebWallet = {
  id: string
  name: string
  rdns?: string | null | undefined
  homepage?: string | null | undefined
  app?: Partial<Record<AppLink, string | null>> | null | undefined
  mobile?: { native?: string | null; universal?: string | null } | null | undefined
  desktop?: { native?: string | null; universal?: string | null } | null | undefined
}

type AppLink = 'browser' | 'ios' | 'android' | 'chrome' | 'firefox' | 'edge' | 'safari' | 'opera'

/**
 * Converts a wallet of the package's data into the registry's compact shape, with `image` the
 * path of its logo on the modal origin (or null). Links are cleaned: web links must be https (a
 * web address in a native field, or a `wc:` URI, is dropped); a bare scheme name (`omni`) becomes
 * `omni:`. The data lists no chains (`[]`: the wallet is offered on every namespace) and no
 * colours.
 */
export function toRegistryWallet(entry: ThirdwebWallet, image: string | null): RegistryWallet {
  const app = entry.app ?? {}
  return {
    id: entry.id,
    name: entry.name.trim(),
    rdns: entry.rdns?.trim() || null,
    chains: [],
    mobile: {
      native: nativeLink(entry.mobile?.native),
      universal: webLink(entry.mobile?.universal),
    },
    desktop: {
      native: nativeLink(entry.desktop?.native),
      universal: webLink(entry.desktop?.universal),
    },
    app: { ios: webLink(app.ios), android: webLink(app.android), browser: webLink(app.browser) },
    extensions: {
      chrome: webLink(app.chrome),
      firefox: webLink(app.firefox),
      edge: webLink(app.edge),
      safari: webLink(app.safari),
      opera: webLink(app.opera),
    },
    homepage: webLink(entry.homepage),
    image,
    colors: { primary: null, secondary: null },
  }
}

function webLink(value: string | null | undefined): string | null {
  const text = value?.trim()
  if (!text) return null
  try {
    const url = new URL(text)
    return url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

function nativeLink(value: string | null | undefined): string | null {
  const text = value?.trim()
  if (!text) return null
  const withColon = /^[a-z][a-z0-9+.-]*$/i.test(text) ? `${text}:` : text
  const scheme = /^([a-z][a-z0-9+.-]*):(\/\/[^\s]*)?$/i.exec(withColon)?.[1]?.toLowerCase()
  if (!scheme || scheme === 'http' || scheme === 'https' || scheme === 'wc') return null
  if (BLOCKED_SCHEMES.includes(scheme)) return null
  return withColon
}
