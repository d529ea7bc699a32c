import { describe, expect, test } from 'vitest'
import { ErrorCode } from '../errors/ErrorCode.ts'
import { assertOpenableUrl } from './assertOpenableUrl.ts'

function refusal(url: string, customSchemes: readonly string[] | 'any'): string {
  try {
    assertOpenableUrl(url, customSchemes)
  } catch (error) {
    expect(error).toMatchObject({ code: ErrorCode.URL_NOT_ALLOWED })
    return (error as { shortMessage: string }).shortMessage
  }
  return 'opened'
}

describe('assertOpenableUrl', () => {
  test('default: https anywhere, wc: pairing links, http only on this machine', () => {
    for (const url of [
      'https://pay.example/checkout?id=1',
      'https://metamask.app.link/wc?uri=wc%3Aabc',
      'wc:abc@2?relay-protocol=irn&symKey=1',
      'http://localhost:4340/?uri=wc%3Aabc',
      'http://127.0.0.1:4330/onramp/checkout',
      'http://[::1]:8545/',
    ]) {
      expect([url, refusal(url, [])]).toEqual([url, 'opened'])
    }
  })

  test('behavior: a custom scheme opens only when declared (the modal passes the wallet entry’s)', () => {
    expect(refusal('rainbow://wc?uri=x', ['rainbow:'])).toBe('opened')
    expect(refusal('imtokenv2://wc?uri=x', ['rainbow:', 'imtokenv2:'])).toBe('opened')
    expect(refusal('metamask://wc?uri=x', ['rainbow:'])).toMatchInlineSnapshot(
      `"URLs with the scheme metamask: are not opened: no wallet declares it."`,
    )
    expect(refusal('mailto:someone@example.com', [])).toMatchInlineSnapshot(
      `"URLs with the scheme mailto: are not opened: no wallet declares it."`,
    )
  })

  test('behavior: the host rule (any) opens every plain app scheme outside the never-list', () => {
    for (const url of ['metamask://wc?uri=x', 'trust:wc?uri=x', 'ledgerlive:wc?uri=x']) {
      expect([url, refusal(url, 'any')]).toEqual([url, 'opened'])
    }
  })

  // The schemes the blocklist this replaced let through, and those it refused: each is named.
  test.each([
    ['intent://x#Intent;scheme=wc;end', 'intent:'],
    ['ms-msdt:/id PCWDiagnostic /skip force', 'ms-msdt:'],
    ['ms-officecmd:{}', 'ms-officecmd:'],
    ['search-ms:query=invoice&crumb=location:\\\\evil.example\\share', 'search-ms:'],
    ['smb://evil.example/share/file.exe', 'smb:'],
    ['chrome://settings', 'chrome:'],
    ['view-source:https://bank.example', 'view-source:'],
    ['javascript:alert(1)', 'javascript:'],
    ['JavaScript:alert(1)', 'javascript:'],
    [' javascript:alert(1)', 'javascript:'],
    ['data:text/html,<script>1</script>', 'data:'],
    ['file:///etc/passwd', 'file:'],
    ['blob:https://x.example/1', 'blob:'],
    ['vbscript:msgbox', 'vbscript:'],
    ['about:blank', 'about:'],
    ['microsoft-edge:https://evil.example', 'microsoft-edge:'],
    ['web+wallet://x', 'web+wallet:'],
  ])('error: %s is refused, naming %s, even when a wallet declares it', (url, scheme) => {
    for (const schemes of ['any', [scheme]] as const) {
      expect(refusal(url, schemes)).toBe(`URLs with the scheme ${scheme} are never opened.`)
    }
  })

  test('error: http off this machine, relative URLs and garbage', () => {
    expect(refusal('http://pay.example', 'any')).toMatchInlineSnapshot(
      `"http: URLs are opened only on localhost; use https:."`,
    )
    expect(refusal('http://localhost.evil.example', 'any')).toMatch(
      /^http: URLs are opened only on localhost/,
    )
    expect(refusal('/relative', 'any')).toMatchInlineSnapshot(
      `"The URL to open is not an absolute URL."`,
    )
    expect(refusal('', 'any')).toBe('The URL to open is not an absolute URL.')
  })
})
