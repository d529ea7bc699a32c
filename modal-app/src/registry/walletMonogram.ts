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

/** Whichever of black and white has the higher contrast on `hex`: at least 4.58:1 on any colour. */
function readableOn(hex: string): string {
  return contrastRatio(hex, '#000000') > contrastRatio(hex, '#ffffff') ? '#000000' : '#ffffff'
}

/** The WCAG 2 contrast ratio of two `#rrggbb` colours, from 1 (equal) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [first, second] = [relativeLuminance(a), relativeLuminance(b)]
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05)
}

function relativeLuminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}
