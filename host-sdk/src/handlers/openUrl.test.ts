import { ErrorCode } from '@airlock/shared-protocol'
import { describe, expect, test, vi } from 'vitest'
import { openUrl } from './openUrl.ts'

function fakeWindow(blocked = false) {
  const tab = { opener: {} as unknown }
  return { open: vi.fn(() => (blocked ? null : tab)), location: { assign: vi.fn() }, tab }
}

describe('openUrl', () => {
  test('default: a web page opens in a new tab that cannot reach the host (opener cut)', () => {
    const window = fakeWindow()
    expect(openUrl(window as unknown as Window, { url: 'https://pay.example/' })).toEqual({
      opened: true,
    })
    expect(window.open).toHaveBeenCalledWith('https://pay.example/', '_blank')
    expect(window.tab.opener).toBeNull()
    expect(window.location.assign).not.toHaveBeenCalled()
  })

  test('error: a tab a popup blocker stopped is reported as not opened', () => {
    const window = fakeWindow(true)
    expect(openUrl(window as unknown as Window, { url: 'https://pay.example/' })).toEqual({
      opened: false,
    })
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
    expect(window.open).toHaveBeenCalledWith('metamask://x', '_blank')
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
