import type { TelegramOs } from '../state/validation/filterTelegramSocials.ts'
import { filterTelegramSocials } from '../state/validation/filterTelegramSocials.ts'

/**
 * The social logins to offer, in order: the project's list (false: none), minus those Telegram
 * does not allow on this system (spec §5), with the provider the visitor last logged in with
 * (the stored social provider) first.
 */
export function offeredSocials<T extends string>(
  socials: readonly T[] | false,
  context: { isTelegram: boolean; os: TelegramOs; stored: unknown },
): T[] {
  if (socials === false) return []
  const allowed = context.isTelegram ? filterTelegramSocials(socials, context.os) : [...socials]
  const stored = allowed.find((provider) => provider === context.stored)
  return stored === undefined ? allowed : [stored, ...allowed.filter((each) => each !== stored)]
}
