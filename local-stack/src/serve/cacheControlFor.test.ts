import { describe, expect, it } from 'vitest'
import { cacheControlFor } from './cacheControlFor.ts'

describe('cacheControlFor', () => {
  it('default: hashed build assets are immutable', () => {
    expect(cacheControlFor('/assets/index-B2x9_kQe.js')).toBe('public, max-age=31536000, immutable')
    expect(cacheControlFor('/assets/react-DmQ1kC-p.css')).toBe(
      'public, max-age=31536000, immutable',
    )
  })

  it('behavior: HTML, project files and unhashed names are revalidated', () => {
    expect(cacheControlFor('/index.html')).toBe('no-cache')
    expect(cacheControlFor('/projects/demo.json')).toBe('no-cache')
    expect(cacheControlFor('/assets/logo.svg')).toBe('no-cache')
    expect(cacheControlFor('/favicon-B2x9_kQe.png')).toBe('no-cache')
  })
})
