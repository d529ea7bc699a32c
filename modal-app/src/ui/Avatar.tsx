import { useId } from 'react'

/**
 * The two colours of an address's avatar: hues from an FNV-1a hash of the address (lowercased,
 * so an EVM address's checksum casing does not change it), the second 60–180° round the wheel
 * from the first so the gradient never reads as one flat colour.
 */
export function avatarColors(address: string): [string, string] {
  let hash = 0x811c9dc5
  for (const char of address.toLowerCase()) {
    hash ^= char.charCodeAt(0)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  const first = hash % 360
  const second = (first + 60 + ((hash >>> 9) % 121)) % 360
  const lightness = 52 + ((hash >>> 17) % 12)
  return [`hsl(${first} 78% ${lightness}%)`, `hsl(${second} 82% ${lightness - 8}%)`]
}

/** Props of {@link Avatar}. */
export type AvatarProps = {
  /** The account's address: the same address always draws the same avatar. */
  address: string
  /** The name's avatar: shown when it is a `data:` image or on the modal origin. */
  src?: string | undefined
  /** Size in CSS pixels. Default 64. */
  size?: number
}

/**
 * An account's avatar, decorative (its name or address is beside it): the name's avatar when
 * there is one the modal may load (the CSP allows the modal origin and `data:` images only), or a
 * gradient generated from the address.
 */
export function Avatar({ address, src, size = 64 }: AvatarProps) {
  const gradient = useId()
  if (src && (src.startsWith('data:image/') || src.startsWith('/'))) {
    return (
      <img className="al-avatar" src={src} alt="" width={size} height={size} draggable={false} />
    )
  }
  const [from, to] = avatarColors(address)
  return (
    <svg
      className="al-avatar"
      data-testid="avatar"
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <circle cx="32" cy="32" r="32" fill={`url(#${gradient})`} />
    </svg>
  )
}
