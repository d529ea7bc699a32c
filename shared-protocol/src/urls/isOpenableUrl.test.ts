import { describe, expect, test } from 'vitest'
import { isOpenableUrl } from './isOpenableUrl.ts'

describe('isOpenableUrl', () => {
  test('default: https anywhere, http only on this machine, wallet schemes', () => {
    for (const url of [
      'https://pay.example/checkout?id=1',
      'http://localhost:4310/x',
      'http://127.0.0.1:8545',
      'wc:abc@2?relay-protocol=irn&symKey=1',
      'metamask://wc?uri=x',
      'trust:wc?uri=x',
      'intent://x#Intent;scheme=wc;end',
    ]) {
      expect([url, isOpenableUrl(url)]).toEqual([url, true])
    }
  })

  test('error: schemes that run code or read local data, remote http, garbage', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>1</script>',
      'file:///etc/passwd',
      'blob:https://x.example/1',
      'vbscript:msgbox',
      'about:blank',
      'http://pay.example',
      'http://localhost.evil.example',
      '/relative',
      'not a url',
      '',
    ]) {
      expect([url, isOpenableUrl(url)]).toEqual([url, false])
    }
  })
})
