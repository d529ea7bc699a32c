import { describe, expect, it } from 'vitest'
import { contentTypeFor } from './contentTypeFor.ts'

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
