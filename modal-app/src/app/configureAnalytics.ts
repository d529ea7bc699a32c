import { analyticsConfigAtom } from '../state/analytics.ts'
import type { Store } from '../state/Store.ts'

/** Parameters of {@link configureAnalytics}. */
export type ConfigureAnalyticsParameters = {
  /**
   * The project's analytics host (`analyticsUrl` of its configuration); without one nothing is
   * sent.
   */
  analyticsUrl: string | undefined
  /**
   * The verified origin of the host page (boot's `hostOrigin`).
   */
  hostOrigin: string
}

/**
 * Points the modal's analytics (spec §7, `trackEvent`/`reportError`) at the project's analytics
 * host, with the host page as the events' `url` and `domain`. The page's `url` is its origin: the
 * modal in its iframe knows no more (the referrer policy the host should use,
 * `strict-origin-when-cross-origin`, hides the path), and the origin is what the collector checks
 * against the project's allowlist. Called at boot, before the host's `ready()` answer can open the
 * modal, so that its first `MODAL_OPEN` is sent too. The sdk type and version keep their defaults.
 */
export function configureAnalytics(store: Store, parameters: ConfigureAnalyticsParameters): void {
  let domain = ''
  try {
    domain = new URL(parameters.hostOrigin).hostname
  } catch {
    // Boot verified the origin; an empty one (a test's) leaves the domain empty.
  }
  store.set(analyticsConfigAtom, {
    ...store.get(analyticsConfigAtom),
    analyticsUrl: parameters.analyticsUrl,
    pageUrl: parameters.hostOrigin,
    domain,
  })
}
