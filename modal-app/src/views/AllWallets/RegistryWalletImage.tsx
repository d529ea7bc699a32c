import { useState } from 'react'
import { WalletMonogram } from '../../ui/WalletMonogram.tsx'

/** Props of {@link RegistryWalletImage}. */
export type RegistryWalletImageProps = {
  name: string
  /** A path on the modal origin (`/wallets/img/<id>.svg`), or null. */
  image: string | null
  /** The wallet's primary colour, for its monogram. */
  color: string | null
  /** Size in CSS pixels. Default 36. */
  size?: number
}

/**
 * A registry wallet's image, loaded lazily; without one, or when it fails to load, its monogram
 * (initials on its colour) takes its place. Decorative: the name is next to it.
 */
export function RegistryWalletImage({ name, image, color, size = 36 }: RegistryWalletImageProps) {
  const [failed, setFailed] = useState<string | undefined>(undefined)
  if (image && failed !== image) {
    return (
      <img
        className="al-wallet-icon"
        src={image}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        draggable={false}
        onError={() => setFailed(image)}
      />
    )
  }
  return <WalletMonogram name={name} color={color} size={size} />
}
