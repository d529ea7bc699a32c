import { atom } from 'jotai/vanilla'
import type { TelegramOs } from './validation/filterTelegramSocials.ts'

/** Environment facts the rules depend on. The app fills them from the browser once at boot. */
export type Platform = {
  /** A phone or tablet. */
  isMobile: boolean
  /** Safari on iOS (pairings are reused until they expire). */
  isIosSafari: boolean
  /** Inside a Telegram mini-app. */
  isTelegram: boolean
  /** The operating system, as far as the rules care. */
  os: TelegramOs
  /** The browser, among those with an extension store (Get a wallet offers its own first). */
  browser?: Browser | undefined
}

/** A browser with its own extension store. */
export type Browser = 'chrome' | 'firefox' | 'edge' | 'safari' | 'opera'

/**
 * The environment, injectable: rules read this atom, never `navigator`. Defaults to a desktop
 * browser.
 */
export const platformAtom = atom<Platform>({
  isMobile: false,
  isIosSafari: false,
  isTelegram: false,
  os: 'other',
})
