import type { CollectedAnalyticsEvent } from './CollectedAnalyticsEvent.ts'

/** Options of {@link createAnalyticsLog}. */
export type CreateAnalyticsLogOptions = {
  /**
   * The most events kept, all projects together; past it the oldest is forgotten.
   * @default 500
   * @example 10
   */
  max?: number | undefined
}

/** The analytics events a reference API collected, in memory. */
export type AnalyticsLog = {
  /**
   * Keeps `event`; answers `false` (and keeps nothing) when the log already holds an event of the
   * same project with the same `eventId` (a resent event is counted once).
   */
  add(event: CollectedAnalyticsEvent): boolean
  /** The events of `projectId` still held, oldest first. */
  list(projectId: string): CollectedAnalyticsEvent[]
}

/**
 * A log of the analytics events the collector accepted, kept in memory only and bounded (the last
 * `max`): a running stack does not grow with every modal opened, and its events are gone when the
 * process ends. Each `createApiHandler` creates its own.
 *
 * @example
 * ```ts
 * const log = createAnalyticsLog({ max: 500 })
 * log.add(event)
 * log.list('demo').at(-1)?.props.event // 'MODAL_OPEN'
 * ```
 */
export function createAnalyticsLog(options: CreateAnalyticsLogOptions = {}): AnalyticsLog {
  const max = options.max ?? 500
  // Insertion-ordered: the first key is the oldest event.
  const events = new Map<string, CollectedAnalyticsEvent>()
  // JSON of a pair cannot collide the way `${projectId}:${eventId}` could (ids may hold ':').
  const keyOf = (event: CollectedAnalyticsEvent) => JSON.stringify([event.projectId, event.eventId])
  return {
    add(event) {
      const key = keyOf(event)
      if (events.has(key)) return false
      events.set(key, event)
      for (const oldest of events.keys()) {
        if (events.size <= max) break
        events.delete(oldest)
      }
      return true
    },
    list(projectId) {
      return [...events.values()].filter((event) => event.projectId === projectId)
    },
  }
}
