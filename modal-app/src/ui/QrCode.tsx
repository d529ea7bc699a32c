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
  /**
   * The view's one subject, drawn as large as the card allows (296 px) for a phone's camera to
   * read from further away: WalletConnect's pairing code, Receive's address. 200 px otherwise.
   */
  large?: boolean | undefined
}

/** The share of the code's width the centre logo covers. */
const LOGO_SHARE = 0.22
/** The light margin around the code, in modules. */
const QUIET = 2
/** A dot's diameter, in modules: round dots a little apart read as dots, and still scan. */
const DOT = 0.86
/** The side of a finder pattern (the three corner eyes), in modules. */
const FINDER = 7

/**
 * The modules of `value`'s QR code at error correction `level`, its text as one byte segment:
 * pairing URIs and addresses are mostly lowercase or mixed-case text, which the smaller modes
 * (digits, uppercase) cannot hold. Left to choose, the library searched every mix of modes, which
 * doubled a code's making (2.5 against 1.3 ms in Node) for codes of the same size.
 */
export function qrModules(value: string, level: 'M' | 'H') {
  const data = new TextEncoder().encode(value)
  return create([{ data, mode: 'byte' }], { errorCorrectionLevel: level }).modules
}

/**
 * A QR code in SVG (no inline style, no innerHTML: the modal's CSP allows neither): round dots,
 * drawn as one path of zero-length round-capped strokes, and the three corner eyes as rounded
 * squares, a ring around a round-cornered centre. With a logo, the modules under it are left out
 * and the code uses error correction level H (30 % recoverable), so that it still scans with the
 * centre covered (e2e: walletconnect.spec decodes the rendered code).
 */
export function QrCode({ value, label, logo, large }: QrCodeProps) {
  const { size, dots, eyes, hole } = useMemo(() => {
    const modules = qrModules(value, logo ? 'H' : 'M')
    const width = modules.size
    const rounded = Math.round(width * LOGO_SHARE)
    // Same parity as the code's width, so that the hole sits exactly in the middle.
    const side = logo ? rounded + ((width - rounded) % 2) : 0
    const start = Math.floor((width - side) / 2)
    const covered = (index: number) => index >= start && index < start + side
    const corners = [
      [0, 0],
      [0, width - FINDER],
      [width - FINDER, 0],
    ] as const
    const inEye = (row: number, col: number) =>
      corners.some(
        ([top, left]) => row >= top && row < top + FINDER && col >= left && col < left + FINDER,
      )
    let d = ''
    for (let row = 0; row < width; row += 1) {
      for (let col = 0; col < width; col += 1) {
        if ((covered(row) && covered(col)) || inEye(row, col)) continue
        if (modules.get(row, col)) d += `M${col + QUIET + 0.5} ${row + QUIET + 0.5}h0`
      }
    }
    return {
      size: width + 2 * QUIET,
      dots: d,
      eyes: corners.map(([top, left]) => ({ x: left + QUIET, y: top + QUIET })),
      hole: { at: start + QUIET, side },
    }
  }, [value, logo])
  return (
    <svg
      className={large ? 'al-qr al-qr-large' : 'al-qr'}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={dots} stroke="#000000" strokeWidth={DOT} strokeLinecap="round" fill="none" />
      {eyes.map(({ x, y }) => (
        <g key={`${x},${y}`} data-testid="qr-eye">
          {/* The ring: a 7-module square, 1 module thick, its corners rounded. */}
          <rect
            x={x + 0.5}
            y={y + 0.5}
            width={FINDER - 1}
            height={FINDER - 1}
            rx={1.6}
            fill="none"
            stroke="#000000"
            strokeWidth={1}
          />
          <rect x={x + 2} y={y + 2} width={3} height={3} rx={0.9} fill="#000000" />
        </g>
      ))}
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
