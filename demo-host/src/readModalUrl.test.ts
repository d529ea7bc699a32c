// @vitest-environment happy-dom
import { afterEach, expect, it } from 'vitest'
import { readModalUrl } from './readModalUrl.ts'

afterEach(() => {
  document.head.innerHTML = ''
})

it('default: the content of the airlock-modal-url meta tag', () => {
  document.head.innerHTML = '<meta name="airlock-modal-url" content="http://localhost:5310/">'
  expect(readModalUrl(document)).toBe('http://localhost:5310/')
})

it('behavior: no tag, an empty one or an unreplaced placeholder fall back to the local stack', () => {
  expect(readModalUrl(document)).toBe('http://localhost:4310/')
  document.head.innerHTML = '<meta name="airlock-modal-url" content=" ">'
  expect(readModalUrl(document)).toBe('http://localhost:4310/')
  document.head.innerHTML = '<meta name="airlock-modal-url" content="%AIRLOCK_MODAL_URL%">'
  expect(readModalUrl(document)).toBe('http://localhost:4310/')
})
