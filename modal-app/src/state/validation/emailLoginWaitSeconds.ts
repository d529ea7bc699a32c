import { TIMES } from '../constants.ts'

/**
 * Embedded-wallet email login cooldown (spec §5): a second attempt is blocked for 30 seconds after
 * the last one. Returns the whole seconds still to wait (0 when allowed), for 'try again after N
 * seconds'.
 */
export function emailLoginWaitSeconds(lastAttemptAt: number | undefined, now: number): number {
  if (lastAttemptAt === undefined) return 0
  const remaining = lastAttemptAt + TIMES.emailLoginCooldown - now
  return remaining > 0 ? Math.ceil(remaining / 1000) : 0
}
