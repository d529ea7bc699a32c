import type { Network } from '@airlock/shared-protocol'
import ArrowRight from 'lucide-react/icons/arrow-right'
import { CryptoLogo, networkLogo } from './CryptoLogo.tsx'
import './NetworkHop.css'

/** Props of {@link NetworkHop}. */
export type NetworkHopProps = {
  /** Where the visitor is; without it only the target shows. */
  from?: Network | undefined
  /** Where the visitor goes. */
  to: Network
  /** The target's ring: turning while the wallet is asked, red after a failure. */
  state?: 'idle' | 'pending' | 'error' | undefined
}

/**
 * The picture of a network switch: the current network's logo, an arrow, and the target's, whose
 * ring turns while the wallet is asked and goes red when it failed. Decorative: the view's text
 * says the same.
 */
export function NetworkHop({ from, to, state = 'idle' }: NetworkHopProps) {
  return (
    <div className="al-hop" aria-hidden="true">
      {from && from.caipNetworkId !== to.caipNetworkId ? (
        <>
          <span className="al-hop-logo al-hop-from">
            <CryptoLogo src={networkLogo(from)} name={from.name} size={36} />
          </span>
          <ArrowRight className="al-hop-arrow" size={20} />
        </>
      ) : null}
      <span className="al-hop-logo al-hop-to" data-state={state}>
        <CryptoLogo src={networkLogo(to)} name={to.name} size={36} />
      </span>
    </div>
  )
}
