import { describe, expect, it } from 'vitest'
import { cacheControlFor, contentTypeFor, isCompressible } from './headers.ts'

describe('contentTypeFor', () => {
  it.each([
    ['index.html', 'text/html; charset=utf-8'],
    ['assets/index-B2x9_kQe.js', 'text/javascript; charset=utf-8'],
    ['assets/index-B2x9_kQe.css', 'text/css; charset=utf-8'],
    ['projects/demo.json', 'application/json; charset=utf-8'],
    ['logo.svg', 'image/svg+xml'],
    ['icon.PNG', 'image/png'],
    ['font.woff2', 'font/woff2'],
  ])('default: %s', (path, type) => {
    expect(contentTypeFor(path)).toBe(type)
  })

  it('behavior: unknown or missing extensions are opaque bytes', () => {
    expect(contentTypeFor('notes.exe')).toBe('application/octet-stream')
    expect(contentTypeFor('LICENSE')).toBe('application/octet-stream')
  })
})

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

describe('isCompressible', () => {
  it('default: text, JSON and SVG compress; binary formats do not', () => {
    expect(isCompressible('text/javascript; charset=utf-8')).toBe(true)
    expect(isCompressible('application/json; charset=utf-8')).toBe(true)
    expect(isCompressible('image/svg+xml')).toBe(true)
    expect(isCompressible('image/png')).toBe(false)
    expect(isCompressible('font/woff2')).toBe(false)
    expect(isCompressible('application/octet-stream')).toBe(false)
  })
})
