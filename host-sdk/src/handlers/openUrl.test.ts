import { ErrorCode } from '@airlock/shared-protocol'
import { describe, expect, test, vi } from 'vitest'
import { openUrl } from './openUrl.ts'

function fakeWindow() {
  return { open: vi.fn(() => null), location: { assign: vi.fn() } }
}

describe('openUrl', () => {
  test('default: a web page opens in a new tab with noopener', () => {
    const window = fakeWindow()
    expect(openUrl(window as unknown as Window, { url: 'https://pay.example/' })).toEqual({
      opened: true,
    })
    expect(window.open).toHaveBeenCalledWith('https://pay.example/', '_blank', 'noopener')
    expect(window.location.assign).not.toHaveBeenCalled()
  })

  test('default: a wallet deep link navigates in place', () => {
    const window = fakeWindow()
    openUrl(window as unknown as Window, { url: 'wc:abc@2?relay-protocol=irn' })
    expect(window.location.assign).toHaveBeenCalledWith('wc:abc@2?relay-protocol=irn')
    expect(window.open).not.toHaveBeenCalled()
  })

  test('args: target', () => {
    const window = fakeWindow()
    openUrl(window as unknown as Window, { url: 'https://pay.example/', target: '_self' })
    expect(window.location.assign).toHaveBeenCalledWith('https://pay.example/')
    openUrl(window as unknown as Window, { url: 'metamask://x', target: '_blank' })
    expect(window.open).toHaveBeenCalledWith('metamask://x', '_blank', 'noopener')
  })

  test.each([
    'intent://x#Intent;scheme=wc;end',
    'ms-msdt:/id PCWDiagnostic',
    'search-ms:query=x',
    'smb://evil.example/share',
    'chrome://settings',
    'view-source:https://bank.example',
    'javascript:alert(document.cookie)',
    'data:text/html,<script>1</script>',
    'file:///etc/passwd',
  ])('error: %s is refused with URL_NOT_ALLOWED naming its scheme, nothing opened', (url) => {
    const window = fakeWindow()
    const scheme = `${url.slice(0, url.indexOf(':'))}:`
    expect(() => openUrl(window as unknown as Window, { url })).toThrow(
      expect.objectContaining({
        code: ErrorCode.URL_NOT_ALLOWED,
        shortMessage: `URLs with the scheme ${scheme} are never opened.`,
      }),
    )
    expect(window.open).not.toHaveBeenCalled()
    expect(window.location.assign).not.toHaveBeenCalled()
  })

  test('error: http off this machine is refused', () => {
    const window = fakeWindow()
    expect(() => openUrl(window as unknown as Window, { url: 'http://pay.example/' })).toThrow(
      expect.objectContaining({ code: ErrorCode.URL_NOT_ALLOWED }),
    )
    expect(window.open).not.toHaveBeenCalled()
  })
})
