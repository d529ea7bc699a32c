import type { Network } from '@airlock/shared-protocol'
import arbitrumNetwork from '@web3icons/core/svgs/networks/branded/arbitrum-one.svg.js'
import baseNetwork from '@web3icons/core/svgs/networks/branded/base.svg.js'
import bitcoinNetwork from '@web3icons/core/svgs/networks/branded/bitcoin.svg.js'
import cosmosNetwork from '@web3icons/core/svgs/networks/branded/cosmos.svg.js'
import ethereumNetwork from '@web3icons/core/svgs/networks/branded/ethereum.svg.js'
import optimismNetwork from '@web3icons/core/svgs/networks/branded/optimism.svg.js'
import polkadotNetwork from '@web3icons/core/svgs/networks/branded/polkadot.svg.js'
import polygonNetwork from '@web3icons/core/svgs/networks/branded/polygon.svg.js'
import solanaNetwork from '@web3icons/core/svgs/networks/branded/solana.svg.js'
import daiToken from '@web3icons/core/svgs/tokens/branded/DAI.svg.js'
import ethToken from '@web3icons/core/svgs/tokens/branded/ETH.svg.js'
import polToken from '@web3icons/core/svgs/tokens/branded/POL.svg.js'
import solToken from '@web3icons/core/svgs/tokens/branded/SOL.svg.js'
import usdcToken from '@web3icons/core/svgs/tokens/branded/USDC.svg.js'
import usdtToken from '@web3icons/core/svgs/tokens/branded/USDT.svg.js'

// Logos from @web3icons/core (MIT), as data: URLs (the CSP allows data: images): only the networks
// and tokens the modal is configured with in practice, so the chunk carries a dozen, not thousands.
const TOKENS: Record<string, string> = {
  ETH: ethToken,
  WETH: ethToken,
  SOL: solToken,
  USDC: usdcToken,
  USDT: usdtToken,
  DAI: daiToken,
  POL: polToken,
  MATIC: polToken,
}

const EVM_NETWORKS: Record<number, string> = {
  1: ethereumNetwork,
  10: optimismNetwork,
  137: polygonNetwork,
  8453: baseNetwork,
  42161: arbitrumNetwork,
  11155111: ethereumNetwork,
}

// Chains whose every network shares one logo: each Solana cluster, Bitcoin, Polkadot, Cosmos.
const NAMESPACE_NETWORKS: Record<string, string> = {
  solana: solanaNetwork,
  bip122: bitcoinNetwork,
  polkadot: polkadotNetwork,
  cosmos: cosmosNetwork,
}

const toDataUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`

/** The logo of a token by its symbol, or undefined for one the modal has no logo of. */
export function tokenLogo(symbol: string): string | undefined {
  const svg = Object.hasOwn(TOKENS, symbol.toUpperCase()) ? TOKENS[symbol.toUpperCase()] : undefined
  return svg === undefined ? undefined : toDataUrl(svg)
}

/**
 * The logo of a network: the host's own `assets.imageUrl` when it is a `data:` image, the known
 * chain's logo, its chain's for any Solana cluster and any Bitcoin, Polkadot or Cosmos network,
 * and else the logo of its native coin (a local EVM chain paying in ETH shows the ETH logo rather
 * than a blank).
 */
export function networkLogo(
  network: Pick<Network, 'id' | 'chainNamespace' | 'nativeCurrency'> & {
    assets?: { imageUrl?: string | undefined } | undefined
  },
): string | undefined {
  const own = network.assets?.imageUrl
  if (own?.startsWith('data:image/')) return own
  const shared = NAMESPACE_NETWORKS[network.chainNamespace]
  if (shared !== undefined) return toDataUrl(shared)
  const known =
    network.chainNamespace === 'eip155' && Object.hasOwn(EVM_NETWORKS, Number(network.id))
      ? EVM_NETWORKS[Number(network.id)]
      : undefined
  return known !== undefined ? toDataUrl(known) : tokenLogo(network.nativeCurrency.symbol)
}

/** Props of {@link CryptoLogo}. */
export type CryptoLogoProps = {
  /** The logo (see {@link tokenLogo} and {@link networkLogo}); without one, a monogram. */
  src: string | undefined
  /** The token's symbol or network's name, for the monogram. */
  name: string
  /** Size in CSS pixels. Default 36. */
  size?: number
}

/**
 * A token's or network's logo, decorative (its name is beside it); a monogram without one (sizes
 * 20, 28 and 36).
 */
export function CryptoLogo({ src, name, size = 36 }: CryptoLogoProps) {
  if (src) {
    return <img className="al-logo" src={src} alt="" width={size} height={size} draggable={false} />
  }
  // The letters are CSS content (attr()), not text: the row's name already says them.
  return (
    <span
      className="al-logo al-logo-monogram"
      data-testid="logo-monogram"
      data-letters={name.slice(0, 3).toUpperCase()}
      data-size={size}
      aria-hidden="true"
    />
  )
}
