import { headersFor } from '@airlock/testkit/headersFile'
import { describe, expect, test } from 'vitest'
import { modalHeadersFile } from './modalHeadersFile.ts'

describe('modalHeadersFile', () => {
  const file = modalHeadersFile("default-src 'none'")
  const cacheControl = (path: string) =>
    headersFor(file, path).filter((header) => header.startsWith('Cache-Control:'))

  test('behavior: every path carries the policy; a new build and project file reach visitors at once', () => {
    for (const path of ['/', '/index.html', '/projects/shop.json', '/wallets/registry.json']) {
      expect(headersFor(file, path)).toContain("Content-Security-Policy: default-src 'none'")
      expect(cacheControl(path)).toEqual(['Cache-Control: no-cache'])
    }
  })

  test('behavior: a hashed asset is kept a year, with exactly one Cache-Control', () => {
    expect(cacheControl('/assets/index-Ab12Cd.js')).toEqual([
      'Cache-Control: public, max-age=31536000, immutable',
    ])
  })
})
