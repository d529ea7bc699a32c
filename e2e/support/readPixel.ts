import { inflateSync } from 'node:zlib'
import type { Page } from '@playwright/test'

/**
 * The colour of one pixel of the page as the browser painted it (iframes and all), read from a
 * 1×1 screenshot: `[r, g, b]`. With a single pixel every PNG row filter leaves the bytes as they
 * are, so decoding is: join the IDAT chunks, inflate, skip the filter byte.
 */
export async function readPixel(
  page: Page,
  x: number,
  y: number,
): Promise<[number, number, number]> {
  const png = await page.screenshot({ clip: { x, y, width: 1, height: 1 }, animations: 'disabled' })
  const idat: Buffer[] = []
  let colourType = -1
  for (let offset = 8; offset < png.length; ) {
    const length = png.readUInt32BE(offset)
    const type = png.toString('latin1', offset + 4, offset + 8)
    const data = png.subarray(offset + 8, offset + 8 + length)
    if (type === 'IHDR') {
      if (data.readUInt32BE(0) !== 1 || data.readUInt32BE(4) !== 1 || data[8] !== 8) {
        throw new Error('readPixel expects a 1×1 PNG with 8-bit channels')
      }
      colourType = data[9] ?? -1
    }
    if (type === 'IDAT') idat.push(data)
    offset += 12 + length
  }
  if (colourType !== 2 && colourType !== 6) throw new Error(`PNG colour type ${colourType}`)
  const raw = inflateSync(Buffer.concat(idat))
  return [raw[1] ?? 0, raw[2] ?? 0, raw[3] ?? 0]
}
