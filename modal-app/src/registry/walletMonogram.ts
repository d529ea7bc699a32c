/** What {@link walletMonogram} returns: enough to draw a wallet's placeholder image. */
export type WalletMonogram = {
  /** One or two letters or digits. */
  initials: string
  /** `#rrggbb`. */
  background: string
  /** `#000000` or `#ffffff`, whichever has the higher contrast with the background. */
  foreground: string
}

/**
 * A wallet's monogram, drawn where it has no image or its image failed to load: the initials of
 * its first two words (`Trust Wallet` → `TW`, `MetaMask` → `ME`) on its primary colour, or on a
 * colour derived from its name when it has none.
 */
export function walletMonogram(name: string, primary?: string | null): WalletMonogram {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? []
  const [first = '', second] = words
  const initials = (
    second ? `${[...first][0] ?? ''}${[...second][0] ?? ''}` : [...first].slice(0, 2).join('')
  ).toUpperCase()
  const background = normalizeHex(primary) ?? colorFromName(name)
  return { initials: initials || '?', background, foreground: readableOn(background) }
}

function normalizeHex(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value)
  if (short)
    return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase()
  return /^#[0-9a-f]{6}$/i.test(value) ? value.toLowerCase() : undefined
}

function colorFromName(name: string): string {
  let hash = 0
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0
  const palette = ['#3b5bdb', '#0c8599', '#2b8a3e', '#e67700', '#c2255c', '#6741d9', '#495057']
  return palette[hash % palette.length] as string
}

function readableOn(hex: string): string {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
  // The WCAG contrast ratios with black, (L + 0.05) / 0.05, and with white, 1.05 / (L + 0.05),
  // are equal at L ≈ 0.179: above it black is the higher, and either is then at least 4.58:1.
  return (luminance + 0.05) / 0.05 > 1.05 / (luminance + 0.05) ? '#000000' : '#ffffff'
}
