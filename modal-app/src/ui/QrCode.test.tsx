// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react'
import { create } from 'qrcode'
import { afterEach, expect, test } from 'vitest'
import { QrCode } from './QrCode.tsx'

afterEach(cleanup)

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1735000000'

/** Dark modules drawn by the path (one `M… h1v1h-1z` per module). */
const drawn = (container: HTMLElement) =>
  (container.querySelector('path')?.getAttribute('d')?.match(/M/g) ?? []).length

test('default: every dark module of the code, level M, no logo', () => {
  const { container } = render(<QrCode value={URI} label="Pairing code" />)
  const { modules } = create(URI, { errorCorrectionLevel: 'M' })
  expect(drawn(container)).toBe(modules.data.filter(Boolean).length)
  expect(container.querySelector('image')).toBeNull()
  expect(container.querySelector('svg')?.getAttribute('aria-label')).toBe('Pairing code')
})

test('behavior: a logo in the centre, on a level-H code, covering far less than H recovers', () => {
  const { container } = render(
    <QrCode value={URI} label="Pairing code" logo="/wallets/img/walletconnect.svg" />,
  )
  const { modules } = create(URI, { errorCorrectionLevel: 'H' })
  const image = container.querySelector('image') as SVGImageElement
  expect(image.getAttribute('href')).toBe('/wallets/img/walletconnect.svg')
  const side = Number(image.getAttribute('width')) + 1
  const at = Number(image.getAttribute('x')) - 0.5
  // Centred in the code (the 2-module quiet zone around it included).
  expect(at - 2 + side / 2).toBe(modules.size / 2)
  // Level H recovers 30 % of the codewords; the hole is under 6 % of the modules.
  expect((side * side) / (modules.size * modules.size)).toBeLessThan(0.06)
  expect(drawn(container)).toBeLessThan(modules.data.filter(Boolean).length)
  expect(drawn(container)).toBeGreaterThan(modules.data.filter(Boolean).length * 0.9)
})
