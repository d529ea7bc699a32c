import { expect, test } from 'vitest'
import { isOpenableUrl } from './isOpenableUrl.ts'

test('default: https and wallet schemes may be opened', () => {
  expect(isOpenableUrl('https://rnbwapp.com/wc?uri=x')).toBe(true)
  expect(isOpenableUrl('rainbow://wc?uri=x')).toBe(true)
  expect(isOpenableUrl('wc:abc@2?relay-protocol=irn')).toBe(true)
})

test('behavior: http only on this machine', () => {
  expect(isOpenableUrl('http://localhost:4340/?uri=x')).toBe(true)
  expect(isOpenableUrl('http://127.0.0.1:4340/')).toBe(true)
  expect(isOpenableUrl('http://wallet.example/')).toBe(false)
})

test.each([
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'data:text/html,<script>1</script>',
  'file:///etc/passwd',
  'blob:https://x/1',
  'vbscript:x',
  'about:blank',
  'not a url',
  '',
])('error: %s is refused', (url) => {
  expect(isOpenableUrl(url)).toBe(false)
})
