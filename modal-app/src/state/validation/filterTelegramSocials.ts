/** The operating system a Telegram mini-app runs on, as far as social logins care. */
export type TelegramOs = 'ios' | 'mac' | 'android' | 'other'

/**
 * Social logins inside Telegram (spec §5): iOS drops google, Mac drops x, Android drops facebook
 * and x.
 */
export function filterTelegramSocials<T extends string>(
  socials: readonly T[],
  os: TelegramOs,
): T[] {
  const dropped: Record<TelegramOs, readonly string[]> = {
    ios: ['google'],
    mac: ['x'],
    android: ['facebook', 'x'],
    other: [],
  }
  return socials.filter((social) => !dropped[os].includes(social))
}
