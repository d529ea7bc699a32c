// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { QrCode, qrModules } from './QrCode.tsx'

afterEach(cleanup)

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1735000000'

/** Dark modules drawn as dots by the path (one round-capped `M… h0` per module). */
const drawn = (container: HTMLElement) =>
  (container.querySelector('path')?.getAttribute('d')?.match(/M/g) ?? []).length

/** Dark modules of each corner eye (a 7×7 ring of 24 and a 3×3 centre of 9): drawn as shapes. */
const EYE_MODULES = 24 + 9

test('default: every dark module of the code as a round dot, the three eyes as rounded squares, level M, no logo', () => {
  const { container } = render(<QrCode value={URI} label="Pairing code" />)
  const modules = qrModules(URI, 'M')
  expect(drawn(container)).toBe(modules.data.filter(Boolean).length - 3 * EYE_MODULES)
  expect(container.querySelector('path')?.getAttribute('stroke-linecap')).toBe('round')
  const eyes = [...container.querySelectorAll('[data-testid="qr-eye"]')]
  // Top-left, top-right, bottom-left, inside the 2-module quiet zone.
  expect(eyes.map((eye) => eye.querySelector('rect:last-child')?.getAttribute('x'))).toEqual([
    '4',
    String(modules.size - 7 + 4),
    '4',
  ])
  expect(eyes.every((eye) => Number(eye.querySelector('rect')?.getAttribute('rx')) > 0)).toBe(true)
  expect(container.querySelector('image')).toBeNull()
  expect(container.querySelector('svg')?.getAttribute('aria-label')).toBe('Pairing code')
  expect(container.querySelector('svg')?.getAttribute('class')).toBe('al-qr')
})

test('behavior: large, the size of a view whose subject is the code (pairing, Receive)', () => {
  const { container } = render(<QrCode value={URI} label="Pairing code" large />)
  expect(container.querySelector('svg')?.getAttribute('class')).toBe('al-qr al-qr-large')
})

test('behavior: a logo in the centre, on a level-H code, covering far less than H recovers', () => {
  const { container } = render(
    <QrCode value={URI} label="Pairing code" logo="/wallets/img/walletconnect.svg" />,
  )
  const modules = qrModules(URI, 'H')
  const image = container.querySelector('image') as SVGImageElement
  expect(image.getAttribute('href')).toBe('/wallets/img/walletconnect.svg')
  const side = Number(image.getAttribute('width')) + 1
  const at = Number(image.getAttribute('x')) - 0.5
  // Centred in the code (the 2-module quiet zone around it included).
  expect(at - 2 + side / 2).toBe(modules.size / 2)
  // Level H recovers 30 % of the codewords; the hole is under 6 % of the modules.
  expect((side * side) / (modules.size * modules.size)).toBeLessThan(0.06)
  const dots = modules.data.filter(Boolean).length - 3 * EYE_MODULES
  expect(drawn(container)).toBeLessThan(dots)
  expect(drawn(container)).toBeGreaterThan(dots * 0.9)
})
