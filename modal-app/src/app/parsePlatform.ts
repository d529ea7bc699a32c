import type { Browser, Platform } from '../state/platform.ts'

/** What {@link parsePlatform} reads: the parts of `navigator` and `window` it needs. */
export type PlatformInput = {
  /** `navigator.userAgent`. */
  userAgent: string
  /** `navigator.maxTouchPoints` (an iPad asks for the desktop site and says "Macintosh"). */
  maxTouchPoints?: number | undefined
  /** Whether the page runs inside a Telegram mini-app (`window.TelegramWebviewProxy` exists). */
  telegramWebview?: boolean | undefined
}

/**
 * The environment facts of the modal's rules, from the browser's user agent: a phone or tablet,
 * Safari on iOS (the only iOS browser without `CriOS`/`FxiOS`/`EdgiOS` in its name), Telegram's
 * in-app browser, the operating system among iOS, Mac and Android, and the browser among those
 * with an extension store.
 */
export function parsePlatform(input: PlatformInput): Platform {
  const ua = input.userAgent
  const touchMac = /Macintosh/.test(ua) && (input.maxTouchPoints ?? 0) > 1
  const ios = /iPhone|iPad|iPod/.test(ua) || touchMac
  const android = /Android/.test(ua)
  const mac = !ios && /Macintosh|Mac OS X/.test(ua)
  const isMobile = ios || android || /Mobi|Opera Mini|IEMobile/.test(ua)
  const isIosSafari =
    ios && /Safari\//.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\/|Telegram/.test(ua)
  const isTelegram = input.telegramWebview === true || /Telegram/i.test(ua)
  return {
    isMobile,
    isIosSafari,
    isTelegram,
    os: ios ? 'ios' : android ? 'android' : mac ? 'mac' : 'other',
    browser: browserOf(ua),
  }
}

/** Edge and Opera say "Chrome" too, and Chrome says "Safari": the most specific name first. */
function browserOf(ua: string): Browser | undefined {
  if (/Edg(e|A|iOS)?\//.test(ua)) return 'edge'
  if (/OPR\/|Opera/.test(ua)) return 'opera'
  if (/Firefox\/|FxiOS/.test(ua)) return 'firefox'
  if (/Chrome\/|Chromium\/|CriOS/.test(ua)) return 'chrome'
  if (/Safari\//.test(ua)) return 'safari'
  return undefined
}
