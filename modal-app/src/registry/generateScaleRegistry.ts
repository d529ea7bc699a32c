import type { RegistryWallet } from './registryWalletSchema.ts'

const WORDS = [
  'Aurora',
  'Basalt',
  'Cobalt',
  'Delta',
  'Ember',
  'Fjord',
  'Granite',
  'Harbor',
  'Iris',
  'Juniper',
  'Krypton',
  'Lumen',
]
const KINDS = ['Wallet', 'Vault', 'Keys', 'Pay', 'Safe']
const CHAINS = [
  ['eip155:1'],
  ['eip155:1', 'eip155:137'],
  ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  ['polkadot:91b171bb158e2d3848fa23a9f1c25182'],
]

/**
 * A generated registry of `count` wallets for the scale test of the wallet list: distinct ids,
 * names from a few words so that searches match many or few entries, varied chains and links,
 * colours, no images. Deterministic: the same count gives the same list.
 */
export function generateScaleRegistry(count: number): RegistryWallet[] {
  const wallets: RegistryWallet[] = []
  for (let index = 0; index < count; index += 1) {
    const word = WORDS[index % WORDS.length] as string
    const kind = KINDS[Math.floor(index / WORDS.length) % KINDS.length] as string
    const number = String(index + 1).padStart(4, '0')
    const slug = `${word}${kind}${number}`.toLowerCase()
    const hue = (index * 37) % 360
    wallets.push({
      id: `scale-${number}`,
      name: `${word} ${kind} ${number}`,
      chains: [...(CHAINS[index % CHAINS.length] as string[])],
      mobile: {
        native: index % 2 === 0 ? `${slug}:` : null,
        universal: index % 3 === 0 ? `https://${slug}.example/` : null,
      },
      desktop: { native: null, universal: null },
      app: { ios: null, android: null, browser: null },
      homepage: `https://${slug}.example/`,
      image: null,
      colors: { primary: hslToHex(hue), secondary: null },
    })
  }
  return wallets
}

function hslToHex(hue: number): string {
  // Saturation 60 %, lightness 45 %.
  const s = 0.6
  const l = 0.45
  const f = (n: number) => {
    const k = (n + hue / 30) % 12
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1))
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${f(0)}${f(8)}${f(4)}`
}
