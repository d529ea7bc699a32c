import type { Platform } from '../state/platform.ts'

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
 * in-app browser, and the operating system among iOS, Mac and Android.
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
  }
}
