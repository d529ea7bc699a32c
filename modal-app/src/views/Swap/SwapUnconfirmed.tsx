import type { Network } from '@airlock/shared-protocol'
import type { SwapQuote, SwapToken } from '@airlock/shared-protocol/swapApi'
import { useStore } from 'jotai/react'
import Clock from 'lucide-react/icons/clock'
import { useEffect, useState } from 'react'
import { explorerUrl } from '../../chains/explorerUrl.ts'
import { unitsText } from '../../state/validation/units.ts'
import { waitForSwapTransaction } from '../../swap/sendSwapTransaction.ts'
import { Chip } from '../../ui/Chip.tsx'
import { shortAddress } from '../../ui/format.ts'
import { ExplorerLink, SwapPair } from './SwapResult.tsx'

/** Props of {@link SwapUnconfirmed}. */
export type SwapUnconfirmedProps = {
  network: Network
  hash: string
  /** Which transaction was sent: the approval or the swap. */
  step: 'approve' | 'swap'
  /** The swap's quote, for what goes for what; undefined shows no pair. */
  quote: SwapQuote | undefined
  /** The amount paid, in the paid token's smallest unit. */
  paid: bigint
  logo: (token: SwapToken) => string | undefined
  /** The receipt was read after all. */
  onMined: (status: 'success' | 'reverted') => void
  /** The visitor starts over with the same inputs ("New swap"). */
  onRestart: () => void
}

/**
 * A sent approval or swap whose receipt could not be read: "Sent, not confirmed yet", its hash
 * and explorer link, and no way to send it again. The chain is asked once more on arrival and on
 * "Check again"; a receipt hands over to `onMined`.
 */
export function SwapUnconfirmed(props: SwapUnconfirmedProps) {
  const { network, hash, step, quote, paid, logo, onMined, onRestart } = props
  const store = useStore()
  const [checks, setChecks] = useState(0)
  const [checking, setChecking] = useState(true)
  const explorer = explorerUrl(network, { transaction: hash })

  // biome-ignore lint/correctness/useExhaustiveDependencies: `checks` asks again; onMined is read when the answer comes
  useEffect(() => {
    let live = true
    setChecking(true)
    void waitForSwapTransaction(store, network, hash).then((status) => {
      if (!live) return
      if (status === 'unconfirmed') setChecking(false)
      else onMined(status)
    })
    return () => {
      live = false
    }
  }, [store, network, hash, checks])

  const what = step === 'swap' ? 'Swap' : 'Approval'
  const again = step === 'swap' ? 'swap' : 'approve'
  return (
    <div className="al-stack al-center al-swap-result" role="status">
      <span className="al-hero-icon" aria-hidden="true">
        <Clock size={28} strokeWidth={2.6} />
      </span>
      <p className="al-hero-title">{what} sent, not confirmed yet</p>
      {quote && step === 'swap' ? (
        <SwapPair
          quote={quote}
          logo={logo}
          paid={`${unitsText(paid, quote.srcToken.decimals, quote.srcToken.decimals)} ${quote.srcToken.symbol}`}
          received={`≈ ${unitsText(BigInt(quote.dstAmount), quote.dstToken.decimals)} ${quote.dstToken.symbol}`}
        />
      ) : null}
      <p className="al-hero-text">
        Sent, not confirmed yet: it may still go through. Check it in your wallet
        {explorer ? ' or on the explorer' : ''} before you {again} again.
      </p>
      <Chip tone="pending">{checking ? 'Checking the network…' : 'Not confirmed yet'}</Chip>
      <p className="al-swap-hash" data-testid="swap-hash" data-hash={hash}>
        {shortAddress(hash)}
      </p>
      {explorer ? <ExplorerLink href={explorer} /> : null}
      <div className="al-button-row al-fill">
        <button type="button" className="al-button" onClick={onRestart}>
          New swap
        </button>
        <button
          type="button"
          className="al-button al-button-primary"
          disabled={checking}
          onClick={() => setChecks((count) => count + 1)}
        >
          {checking ? 'Checking…' : 'Check again'}
        </button>
      </div>
    </div>
  )
}
