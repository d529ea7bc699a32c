import { create } from 'qrcode'
import { useMemo } from 'react'

/** Props of {@link QrCode}. */
export type QrCodeProps = {
  /** What the code encodes (a pairing URI, an address). */
  value: string
  /** The accessible name of the image. */
  label: string
}

/**
 * A QR code drawn as one SVG path (no inline style, no innerHTML: the modal's CSP allows
 * neither).
 */
export function QrCode({ value, label }: QrCodeProps) {
  const { size, path } = useMemo(() => {
    const { modules } = create(value, { errorCorrectionLevel: 'M' })
    let d = ''
    for (let row = 0; row < modules.size; row += 1) {
      for (let col = 0; col < modules.size; col += 1) {
        if (modules.get(row, col)) d += `M${col + 2} ${row + 2}h1v1h-1z`
      }
    }
    return { size: modules.size + 4, path: d }
  }, [value])
  return (
    <svg className="al-qr" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label}>
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" shapeRendering="crispEdges" />
    </svg>
  )
}
