import { afterEach, expect, test } from 'vitest'
import { lockScroll } from './createOverlay.ts'

// @vitest-environment happy-dom

const root = document.documentElement

afterEach(() => {
  root.removeAttribute('style')
})

test('default: the page stops scrolling, and scrolls as before once unlocked', () => {
  root.style.overflow = 'scroll'
  const unlock = lockScroll(document)
  expect(root.style.overflow).toBe('hidden')
  unlock()
  expect(root.style.overflow).toBe('scroll')
})

test('behavior: nothing else of the page changes', () => {
  root.style.paddingRight = '3px'
  const unlock = lockScroll(document)
  expect(root.getAttribute('style')).toBe('padding-right: 3px; overflow: hidden;')
  unlock()
  expect(root.style.overflow).toBe('')
  expect(root.style.paddingRight).toBe('3px')
})
