import { describe, expect, test } from 'vitest'
import { parsePlatform } from './parsePlatform.ts'

const UA = {
  linuxChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  androidTelegram:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36 Telegram-Android/11.0.0',
}

describe('parsePlatform', () => {
  test('default: a desktop Linux browser', () => {
    expect(parsePlatform({ userAgent: UA.linuxChrome })).toEqual({
      isMobile: false,
      isIosSafari: false,
      isTelegram: false,
      os: 'other',
      browser: 'chrome',
    })
  })

  test('behavior: Safari on a Mac is desktop, os mac', () => {
    expect(parsePlatform({ userAgent: UA.macSafari, maxTouchPoints: 0 })).toEqual({
      isMobile: false,
      isIosSafari: false,
      isTelegram: false,
      os: 'mac',
      browser: 'safari',
    })
  })

  test('behavior: an iPad asking for the desktop site (Macintosh with touch) is iOS Safari', () => {
    expect(parsePlatform({ userAgent: UA.macSafari, maxTouchPoints: 5 })).toEqual({
      isMobile: true,
      isIosSafari: true,
      isTelegram: false,
      os: 'ios',
      browser: 'safari',
    })
  })

  test('behavior: Safari on iPhone, but not Chrome on iPhone, is iOS Safari', () => {
    expect(parsePlatform({ userAgent: UA.iphoneSafari })).toMatchObject({
      isMobile: true,
      isIosSafari: true,
      os: 'ios',
    })
    expect(parsePlatform({ userAgent: UA.iphoneChrome })).toMatchObject({
      isMobile: true,
      isIosSafari: false,
      os: 'ios',
    })
  })

  test('behavior: Android, and Telegram by its user agent or its webview proxy', () => {
    expect(parsePlatform({ userAgent: UA.androidChrome })).toEqual({
      isMobile: true,
      isIosSafari: false,
      isTelegram: false,
      os: 'android',
      browser: 'chrome',
    })
    expect(parsePlatform({ userAgent: UA.androidTelegram }).isTelegram).toBe(true)
    expect(parsePlatform({ userAgent: UA.iphoneSafari, telegramWebview: true })).toMatchObject({
      isTelegram: true,
      isIosSafari: true,
    })
  })

  test('behavior: the browser, by its most specific name (Edge and Opera also say Chrome)', () => {
    const desktop = (tail: string) =>
      parsePlatform({
        userAgent: `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) ${tail}`,
      }).browser
    expect(desktop('Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0')).toBe('edge')
    expect(desktop('Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0')).toBe('opera')
    expect(desktop('Chrome/131.0.0.0 Safari/537.36')).toBe('chrome')
    expect(
      parsePlatform({
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
      }).browser,
    ).toBe('firefox')
    expect(parsePlatform({ userAgent: UA.iphoneChrome }).browser).toBe('chrome')
    expect(parsePlatform({ userAgent: 'curl/8.5.0' }).browser).toBeUndefined()
  })
})
