/** Props of {@link WalletIcon}. */
export type WalletIconProps = {
  /** The wallet's icon: a `data:` URL from the host (the CSP's `img-src` allows `data:`). */
  src: string | undefined
  /** Size in CSS pixels. Default 28. */
  size?: number
}

/**
 * A wallet's icon, decorative (the wallet's name is next to it). Only `data:` images are shown:
 * a URL elsewhere would be a request the project did not configure. Without one, a neutral
 * placeholder keeps the rows aligned.
 *
 * @example
 * ```tsx
 * <WalletIcon src={connector.imageUrl} />
 * ```
 */
export function WalletIcon({ src, size = 28 }: WalletIconProps) {
  if (!src?.startsWith('data:image/')) {
    return <span className="al-wallet-icon al-wallet-icon-empty" aria-hidden="true" />
  }
  return (
    <img className="al-wallet-icon" src={src} alt="" width={size} height={size} draggable={false} />
  )
}
