/** Counts hits per key in fixed windows; `hit` says whether one more is allowed. */
export type RateLimiter = {
  /**
   * Records a hit for `key`: `0` when it is within the limit, else the seconds until the window
   * resets (the hit is not counted then).
   */
  hit(key: string, now: number): number
}

/**
 * A fixed-window limiter kept in memory: `limit` hits per key per `windowMs`. Memory, not the
 * database: a restart forgets the counts, which only lets a client through sooner.
 */
export function createRateLimiter(limit: number, windowMs: number): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>()
  return {
    hit(key, now) {
      let window = windows.get(key)
      if (window === undefined || now - window.start >= windowMs) {
        // Drop finished windows now and then so the map does not grow without bound.
        if (windows.size > 10_000) {
          for (const [other, entry] of windows) {
            if (now - entry.start >= windowMs) windows.delete(other)
          }
        }
        window = { start: now, count: 0 }
        windows.set(key, window)
      }
      if (window.count >= limit)
        return Math.max(1, Math.ceil((window.start + windowMs - now) / 1000))
      window.count += 1
      return 0
    },
  }
}
