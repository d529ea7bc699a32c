import type { ActivityEntry } from './createMobileWallet.ts'

/** Props of {@link ActivityLog}. */
export type ActivityLogProps = { activity: ActivityEntry[] }

/**
 * What the wallet did, newest first: approvals (with the signature or hash), rejections, errors.
 */
export function ActivityLog({ activity }: ActivityLogProps) {
  if (activity.length === 0) return null
  return (
    <section className="card" aria-labelledby="activity-title">
      <h2 id="activity-title">Activity</h2>
      <ol className="activity" aria-live="polite">
        {activity.map((entry) => (
          <li key={entry.id}>
            {entry.text}
            {entry.detail ? <span className="mono small detail-line">{entry.detail}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  )
}
