// @vitest-environment happy-dom
import { afterEach, expect, test } from 'vitest'
import { lockScroll } from './lockScroll.ts'

const root = document.documentElement

function setWidths(innerWidth: number, clientWidth: number) {
  Object.defineProperty(window, 'innerWidth', { value: innerWidth, configurable: true })
  Object.defineProperty(root, 'clientWidth', { value: clientWidth, configurable: true })
}

afterEach(() => {
  root.removeAttribute('style')
})

test('default: a page with a scrollbar stops scrolling and keeps the scrollbar’s room', () => {
  setWidths(1024, 1009)
  root.style.overflow = 'scroll'
  const unlock = lockScroll(document)
  expect(root.style.overflow).toBe('hidden')
  expect(root.style.scrollbarGutter).toBe('stable')
  unlock()
  expect(root.style.overflow).toBe('scroll')
  expect(root.style.scrollbarGutter).toBe('')
})

test('behavior: a page without a scrollbar gets no gutter, which would shift it', () => {
  setWidths(1024, 1024)
  root.style.scrollbarGutter = 'auto'
  const unlock = lockScroll(document)
  expect(root.style.overflow).toBe('hidden')
  expect(root.style.scrollbarGutter).toBe('auto')
  unlock()
  expect(root.style.overflow).toBe('')
  expect(root.style.scrollbarGutter).toBe('auto')
})
