// Straight from its file: the registry entry would bring its schemas into the first paint.
import { walletMonogram } from '../registry/walletMonogram.ts'

/** Props of {@link WalletMonogram}. */
export type WalletMonogramProps = {
  /** The wallet's name, whose initials are shown. */
  name: string
  /** The wallet's primary colour, if it has one; else a colour from its name. */
  color?: string | null | undefined
  /** Size in CSS pixels (28, 40 or 56). Default 28. */
  size?: number
}

/**
 * A wallet's initials on its colour, where it has no image to show. Decorative: the name is next
 * to it.
 */
export function WalletMonogram({ name, color, size = 28 }: WalletMonogramProps) {
  const monogram = walletMonogram(name, color)
  return (
    <span
      className="al-wallet-icon al-monogram"
      aria-hidden="true"
      data-testid="wallet-monogram"
      data-size={size}
      // Set through the CSSOM by React (the CSP allows that, not style attributes in markup).
      style={{ background: monogram.background, color: monogram.foreground }}
    >
      {monogram.initials}
    </span>
  )
}
