import type { Locator } from '@playwright/test'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'

/**
 * What a camera reads from a QR code on screen: the element's pixels as the browser painted them
 * (a screenshot), decoded by jsQR. Null when it finds no readable code.
 */
export async function readQrCode(code: Locator): Promise<string | null> {
  const { data, width, height } = PNG.sync.read(await code.screenshot({ animations: 'disabled' }))
  return jsQR(new Uint8ClampedArray(data), width, height)?.data ?? null
}
