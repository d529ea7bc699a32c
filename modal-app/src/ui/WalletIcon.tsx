import { WalletMonogram } from './WalletMonogram.tsx'

/** Props of {@link WalletIcon}. */
export type WalletIconProps = {
  /** The wallet's icon: a `data:` URL from the host, or a registry logo (`/wallets/img/…`). */
  src: string | undefined
  /** Size in CSS pixels. Default 28. */
  size?: number
  /** The wallet's name: without an icon, its initials are shown instead of an empty square. */
  name?: string | undefined
}

/**
 * A wallet's icon, decorative (the wallet's name is next to it). Only `data:` images and the
 * registry's logos on the modal origin are shown: a URL elsewhere would be a request the project
 * did not configure. Without one, the wallet's
 * monogram (its initials) stands in, or, without a name either, a neutral placeholder that keeps
 * the rows aligned.
 */
export function WalletIcon({ src, size = 28, name }: WalletIconProps) {
  if (!src?.startsWith('data:image/') && !src?.startsWith('/wallets/img/')) {
    if (name) return <WalletMonogram name={name} size={size} />
    return <span className="al-wallet-icon al-wallet-icon-empty" aria-hidden="true" />
  }
  return (
    <img className="al-wallet-icon" src={src} alt="" width={size} height={size} draggable={false} />
  )
}
