import { AUTH_SOCIALS } from '@airlock/shared-protocol/authSocials'
import type { TelegramOs } from '../state/validation/filterTelegramSocials.ts'
import { filterTelegramSocials } from '../state/validation/filterTelegramSocials.ts'

/**
 * The social logins to offer, in order: the project's list (false: none), minus those the
 * embedded wallet's auth service cannot log in with (farcaster, spec §9's default list: its
 * button would wait forever for a sign-in link) and those Telegram does not allow on this system
 * (spec §5), with the provider the visitor last logged in with (the stored social provider)
 * first.
 */
export function offeredSocials<T extends string>(
  socials: readonly T[] | false,
  context: { isTelegram: boolean; os: TelegramOs; stored: unknown },
): T[] {
  if (socials === false) return []
  const usable = socials.filter((provider) =>
    (AUTH_SOCIALS as readonly string[]).includes(provider),
  )
  const allowed = context.isTelegram ? filterTelegramSocials(usable, context.os) : usable
  const stored = allowed.find((provider) => provider === context.stored)
  return stored === undefined ? allowed : [stored, ...allowed.filter((each) => each !== stored)]
}
