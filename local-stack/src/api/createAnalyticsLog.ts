import type { CollectedAnalyticsEvent } from '@airlock/shared-protocol/analytics'
import type { ApiDatabase } from './openApiDatabase.ts'

/** Options of {@link createAnalyticsLog}. */
export type CreateAnalyticsLogOptions = {
  /**
   * The most events kept, all projects together; past it the oldest is forgotten, so that a
   * running stack's file does not grow with every modal opened.
   * @default 10_000
   */
  max?: number | undefined
}

/** The analytics events a reference API collected. */
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
 * A log of the analytics events the collector accepted, in the API's database (see
 * `openApiDatabase`), so they survive a restart, and bounded (the last `max`).
 */
export function createAnalyticsLog(
  db: ApiDatabase,
  options: CreateAnalyticsLogOptions = {},
): AnalyticsLog {
  const max = options.max ?? 10_000
  const insert = db.prepare(
    'INSERT OR IGNORE INTO analytics_events (project_id, event_id, event) VALUES (?, ?, ?)',
  )
  // AUTOINCREMENT keys only grow: the last `max` keys are the last `max` events.
  const trim = db.prepare('DELETE FROM analytics_events WHERE seq <= ?')
  const select = db.prepare<[string], { event: string }>(
    'SELECT event FROM analytics_events WHERE project_id = ? ORDER BY seq',
  )
  return {
    add(event) {
      const { changes, lastInsertRowid } = insert.run(
        event.projectId,
        event.eventId,
        JSON.stringify(event),
      )
      if (changes === 0) return false
      trim.run(Number(lastInsertRowid) - max)
      return true
    },
    list(projectId) {
      return select.all(projectId).map((row) => JSON.parse(row.event) as CollectedAnalyticsEvent)
    },
  }
}
