import type { RegistryWallet } from './registryWalletSchema.ts'

const BLOCKED_SCHEMES = ['javascript', 'data', 'file', 'blob', 'vbscript', 'about', 'filesystem']

/** An entry of the WalletConnect explorer listing (`registry-explorer.json`), as far as it is read. */
export type ExplorerWallet = {
  id: string
  name: string
  homepage?: string | null
  chains?: string[] | null
  app?: { browser?: string | null; ios?: string | null; android?: string | null } | null
  mobile?: { native?: string | null; universal?: string | null } | null
  desktop?: { native?: string | null; universal?: string | null } | null
  metadata?: { colors?: { primary?: string | null; secondary?: string | null } | null } | null
}

/**
 * Converts an explorer listing entry into the registry's compact shape. Links are cleaned: web
 * links must be https (a web address in a native field, or a `wc:` URI, is dropped); a bare
 * scheme name (`omni`) becomes `omni:`; colours must be hex. No image URL is kept: `image` is null
 * (the list draws a monogram), so the modal never requests the listing's remote logos.
 */
export function toRegistryWallet(entry: ExplorerWallet): RegistryWallet {
  return {
    id: entry.id,
    name: entry.name.trim(),
    chains: [
      ...new Set(
        (entry.chains ?? []).filter((chain) => /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(chain)),
      ),
    ],
    mobile: {
      native: nativeLink(entry.mobile?.native),
      universal: webLink(entry.mobile?.universal),
    },
    desktop: {
      native: nativeLink(entry.desktop?.native),
      universal: webLink(entry.desktop?.universal),
    },
    app: {
      ios: webLink(entry.app?.ios),
      android: webLink(entry.app?.android),
      browser: webLink(entry.app?.browser),
    },
    homepage: webLink(entry.homepage),
    image: null,
    colors: {
      primary: hexColor(entry.metadata?.colors?.primary),
      secondary: hexColor(entry.metadata?.colors?.secondary),
    },
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

function hexColor(value: string | null | undefined): string | null {
  const text = value?.trim()
  return text && /^#(?:[0-9a-fA-F]{3}){1,2}$/.test(text) ? text : null
}
