const svgToDataUri = (svg: string) => `data:image/svg+xml;base64,${btoa(svg)}` as const

// A rounded square with an airlock ring and a "dev" bar, in each wallet's own colour.
const icon = (background: string, ring: string) =>
  svgToDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${background}"/><circle cx="32" cy="28" r="14" fill="none" stroke="${ring}" stroke-width="6"/><rect x="14" y="48" width="36" height="6" rx="3" fill="#fbbf24"/></svg>`,
  )

/**
 * The demo wallets' icons, as `data:image/svg+xml;base64` URIs (EIP-6963 and wallet-standard
 * both want a data URI). The yellow bar marks them as development wallets.
 */
export const DEMO_WALLET_ICONS = {
  /** Icon of the EIP-6963 demo wallet. */
  evm: icon('#312e81', '#a5b4fc'),
  /** Icon of the Solana wallet-standard demo wallet. */
  solana: icon('#134e4a', '#5eead4'),
  /** Icon of the polkadot demo extension. */
  polkadot: icon('#831843', '#f9a8d4'),
  /** Icon of the bitcoin wallet-standard demo wallet. */
  bitcoin: icon('#7c2d12', '#fdba74'),
  /** Icon of the cosmos (Keplr-interface) demo wallet. */
  cosmos: icon('#1e293b', '#cbd5e1'),
} as const
