import { expect, it } from 'vitest'
import { setModalUrlMeta } from './setModalUrlMeta.ts'

it('default: replaces the content of the airlock-modal-url meta tag', () => {
  const html =
    '<head><meta charset="utf-8"><meta name="airlock-modal-url" content="http://localhost:4310/"></head>'
  expect(setModalUrlMeta(html, 'http://localhost:5310/')).toBe(
    '<head><meta charset="utf-8"><meta name="airlock-modal-url" content="http://localhost:5310/"></head>',
  )
})

it('behavior: a self-closing tag is matched and the URL is attribute-escaped', () => {
  const html = '<meta name="airlock-modal-url" content="x" />'
  expect(setModalUrlMeta(html, 'http://localhost:1/?a="b"&c')).toBe(
    '<meta name="airlock-modal-url" content="http://localhost:1/?a=&quot;b&quot;&amp;c">',
  )
})

it('behavior: a page without the tag is unchanged', () => {
  expect(setModalUrlMeta('<p>hi</p>', 'http://localhost:5310/')).toBe('<p>hi</p>')
})
