import type { Network } from '@airlock/shared-protocol'
import type { SwapQuote, SwapToken } from '@airlock/shared-protocol/swapApi'
import ArrowRight from 'lucide-react/icons/arrow-right'
import Check from 'lucide-react/icons/check'
import ExternalLink from 'lucide-react/icons/external-link'
import X from 'lucide-react/icons/x'
import { explorerUrl } from '../../chains/explorerUrl.ts'
import { unitsText } from '../../state/validation/units.ts'
import type { SwapState } from '../../swap/swapFlow.ts'
import { Chip } from '../../ui/Chip.tsx'
import { CryptoLogo } from '../../ui/CryptoLogo.tsx'
import { ExternalAnchor } from '../../ui/ExternalAnchor.tsx'
import { shortAddress } from '../../ui/format.ts'

/** Props of {@link SwapResult}. */
export type SwapResultProps = {
  network: Network
  result: NonNullable<SwapState['result']>
  /** The amount paid, in the paid token's smallest unit. */
  paid: bigint
  logo: (token: SwapToken) => string | undefined
  /** Back to the form: a new swap after a success, the same one again after a revert. */
  onAgain: () => void
  /** Back to where Swap was opened from. */
  onDone: () => void
}

/**
 * The mined swap: what went for what, with both logos, its status, the transaction and its
 * explorer link (when the network has an explorer). A reverted swap says why it most likely
 * reverted and that only the fee was paid, and offers to try again with the same inputs.
 */
export function SwapResult({ network, result, paid, logo, onAgain, onDone }: SwapResultProps) {
  const { quote } = result
  const ok = result.status === 'success'
  const explorer = explorerUrl(network, { transaction: result.hash })
  const received = unitsText(BigInt(quote.dstAmount), quote.dstToken.decimals)
  // All of what was paid: the visitor typed every digit of it.
  const sent = unitsText(paid, quote.srcToken.decimals, quote.srcToken.decimals)
  return (
    <div className="al-stack al-center al-swap-result" role="status">
      <span className="al-hero-icon" data-tone={ok ? 'success' : 'error'} aria-hidden="true">
        {ok ? <Check size={28} strokeWidth={2.6} /> : <X size={28} strokeWidth={2.6} />}
      </span>
      <p className="al-hero-title">{ok ? 'Swap complete' : 'The swap failed'}</p>
      <SwapPair
        quote={quote}
        logo={logo}
        paid={`${sent} ${quote.srcToken.symbol}`}
        received={`${ok ? '' : '≈ '}${received} ${quote.dstToken.symbol}`}
      />
      {ok ? null : (
        <p className="al-hero-text">
          The transaction reverted, most likely because the price moved more than your slippage
          tolerance allows. Nothing was swapped; only the network fee was paid.
        </p>
      )}
      <Chip tone={ok ? 'success' : 'error'}>{ok ? 'Confirmed' : 'Reverted'}</Chip>
      <p className="al-swap-hash" data-testid="swap-hash" data-hash={result.hash}>
        {shortAddress(result.hash)}
      </p>
      {explorer ? <ExplorerLink href={explorer} /> : null}
      <div className="al-button-row al-fill">
        <button type="button" className="al-button" onClick={onAgain}>
          {ok ? 'New swap' : 'Try again'}
        </button>
        <button type="button" className="al-button al-button-primary" onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  )
}

/** What went for what: the paid token and amount, an arrow, the received ones. */
export function SwapPair({
  quote,
  logo,
  paid,
  received,
}: {
  quote: Pick<SwapQuote, 'srcToken' | 'dstToken'>
  logo: (token: SwapToken) => string | undefined
  /** The paid side's text ("1.5 ETH"), and the received side's ("≈ 4,000 ADT"). */
  paid: string
  received: string
}) {
  return (
    <div className="al-swap-result-pair">
      <span className="al-swap-result-side">
        <CryptoLogo src={logo(quote.srcToken)} name={quote.srcToken.symbol} size={28} />
        <span>{paid}</span>
      </span>
      <ArrowRight size={16} aria-hidden="true" className="al-swap-result-arrow" />
      <span className="al-swap-result-side">
        <CryptoLogo src={logo(quote.dstToken)} name={quote.dstToken.symbol} size={28} />
        <span>{received}</span>
      </span>
    </div>
  )
}

/** "View on explorer": opened through the host page when it is linked (a new tab otherwise). */
export function ExplorerLink({ href }: { href: string }) {
  return (
    <ExternalAnchor className="al-button al-button-block al-swap-explorer" href={href}>
      View on explorer <ExternalLink size={16} aria-hidden="true" />
    </ExternalAnchor>
  )
}
