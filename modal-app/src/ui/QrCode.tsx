import { create } from 'qrcode'
import { useMemo } from 'react'

/** Props of {@link QrCode}. */
export type QrCodeProps = {
  /** What the code encodes (a pairing URI, an address). */
  value: string
  /** The accessible name of the image. */
  label: string
  /** A logo drawn in the centre (a path on the modal origin), e.g. WalletConnect's. */
  logo?: string | undefined
}

/** The share of the code's width the centre logo covers. */
const LOGO_SHARE = 0.22

/**
 * A QR code drawn as one SVG path (no inline style, no innerHTML: the modal's CSP allows
 * neither). With a logo, the modules under it are left out and the code uses error correction
 * level H (30 % recoverable), so that it still scans with the centre covered.
 */
export function QrCode({ value, label, logo }: QrCodeProps) {
  const { size, path, hole } = useMemo(() => {
    const { modules } = create(value, { errorCorrectionLevel: logo ? 'H' : 'M' })
    const rounded = Math.round(modules.size * LOGO_SHARE)
    // Same parity as the code's width, so that the hole sits exactly in the middle.
    const side = logo ? rounded + ((modules.size - rounded) % 2) : 0
    const start = Math.floor((modules.size - side) / 2)
    const covered = (index: number) => index >= start && index < start + side
    let d = ''
    for (let row = 0; row < modules.size; row += 1) {
      for (let col = 0; col < modules.size; col += 1) {
        if (covered(row) && covered(col)) continue
        if (modules.get(row, col)) d += `M${col + 2} ${row + 2}h1v1h-1z`
      }
    }
    return { size: modules.size + 4, path: d, hole: { at: start + 2, side } }
  }, [value, logo])
  return (
    <svg className="al-qr" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label}>
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" shapeRendering="crispEdges" />
      {logo && hole.side > 0 ? (
        <image
          href={logo}
          x={hole.at + 0.5}
          y={hole.at + 0.5}
          width={hole.side - 1}
          height={hole.side - 1}
          data-testid="qr-logo"
        />
      ) : null}
    </svg>
  )
}
