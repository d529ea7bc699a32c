import { headersFor } from '@airlock/testkit/headersFile'
import { describe, expect, test } from 'vitest'
import { walletFrameHeadersFile } from './walletFrameHeadersFile.ts'

describe('walletFrameHeadersFile', () => {
  const file = walletFrameHeadersFile("default-src 'none'")
  const cacheControl = (path: string) =>
    headersFor(file, path).filter((header) => header.startsWith('Cache-Control:'))

  test('behavior: both pages carry the policy and revalidate, so a new build reaches visitors at once', () => {
    for (const path of ['/', '/index.html', '/login-done.html']) {
      expect(headersFor(file, path)).toEqual(
        expect.arrayContaining([
          "Content-Security-Policy: default-src 'none'",
          'X-Content-Type-Options: nosniff',
        ]),
      )
      expect(cacheControl(path)).toEqual(['Cache-Control: no-cache'])
    }
  })

  test('behavior: a hashed asset is kept a year, with exactly one Cache-Control', () => {
    expect(cacheControl('/assets/frame-Ab12Cd.js')).toEqual([
      'Cache-Control: public, max-age=31536000, immutable',
    ])
  })
})
