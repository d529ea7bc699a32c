/** What the browser tells the modal about the page that embeds it. */
export type ParentOriginSources = {
  /** `window.parent !== window`. */
  framed: boolean
  /** The origin the host SDK wrote into the modal URL (already parsed). */
  hashOrigin: string
  /** `location.ancestorOrigins` as an array, or `undefined` where the browser lacks the API. */
  ancestorOrigins: readonly string[] | undefined
  /** `document.referrer` (empty when the host's referrer policy sends none). */
  referrer: string
}

/** The outcome of {@link resolveParentOrigin}. */
export type ResolveParentOriginResult = { ok: true; origin: string } | { ok: false; reason: string }

/**
 * Works out the origin of the embedding page. The host SDK's claim (the URL's `origin`) is
 * accepted only if every independent source the browser offers agrees with it:
 * `location.ancestorOrigins[0]` wherever that API exists, and the origin of `document.referrer`
 * whenever the referrer is not empty. The third check is the handshake itself: the channel only
 * accepts messages whose `event.origin` is the origin returned here. Where `ancestorOrigins` does
 * not exist (Firefox), the parent is trusted on the referrer and the handshake alone, and the
 * pages above it cannot be known: `bootModal` then refuses a host that is itself framed.
 */
export function resolveParentOrigin(sources: ParentOriginSources): ResolveParentOriginResult {
  if (!sources.framed) {
    return {
      ok: false,
      reason:
        'This page is the Airlock modal and only works inside a host page. Open it through the host SDK (createModal(...).open()).',
    }
  }
  const claimed = sources.hashOrigin
  if (sources.ancestorOrigins !== undefined) {
    const ancestor = sources.ancestorOrigins[0]
    if (ancestor === undefined) {
      return { ok: false, reason: 'The browser reports no embedding page for this frame.' }
    }
    if (ancestor !== claimed) {
      return {
        ok: false,
        reason: `The modal URL says it is embedded by ${claimed}, but the browser says ${ancestor}.`,
      }
    }
  }
  if (sources.referrer !== '') {
    let referrerOrigin: string
    try {
      referrerOrigin = new URL(sources.referrer).origin
    } catch {
      return { ok: false, reason: 'The referrer of the modal is not a URL.' }
    }
    if (referrerOrigin !== claimed) {
      return {
        ok: false,
        reason: `The modal URL says it is embedded by ${claimed}, but the referrer is ${referrerOrigin}.`,
      }
    }
  }
  return { ok: true, origin: claimed }
}
