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

  test('error: URL_NOT_ALLOWED, nothing opened', () => {
    const window = fakeWindow()
    expect(() =>
      openUrl(window as unknown as Window, { url: 'javascript:alert(document.cookie)' }),
    ).toThrow(expect.objectContaining({ code: ErrorCode.URL_NOT_ALLOWED }))
    expect(window.open).not.toHaveBeenCalled()
    expect(window.location.assign).not.toHaveBeenCalled()
  })
})
