import { useAtomValue } from 'jotai/react'
import { useEffect } from 'react'
import { preloadImages } from '../registry/preloadImages.ts'
import { chainsAtom } from '../state/chain.ts'
import { networkLogo } from './CryptoLogo.tsx'
import { whenIdle } from './whenIdle.ts'

/**
 * Loads the logos of every configured network at the page's next idle time, so that Networks
 * (one tap away) paints them with its first frame. Each SVG logo is a document of its own to the
 * browser, built the first time the page shows it: about 4 ms each on a laptop, 15 at a phone's
 * speed, which Networks otherwise spent between the tap and its first frame.
 */
export function useNetworkLogosAtIdle(): void {
  const chains = useAtomValue(chainsAtom)
  useEffect(() => {
    const logos = Object.values(chains).flatMap((chain) =>
      chain.networks.flatMap((network) => networkLogo(network) ?? []),
    )
    return whenIdle(() => void preloadImages([...new Set(logos)]))
  }, [chains])
}
