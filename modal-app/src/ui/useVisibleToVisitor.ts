import { createContext, useCallback, useContext, useEffect, useState } from 'react'

/**
 * How long a confirm button must have been in plain view before a click on it counts. A host page
 * that fades, covers or moves the modal's iframe could otherwise reveal it under the cursor just
 * before a click it expects (or open a request right where the visitor is about to click): half a
 * second is longer than a double click, and short enough that nobody reading a request notices.
 */
export const MIN_VISIBLE_MS = 500

// IntersectionObserver v2, in Chromium only, and not in TypeScript's DOM types. The browser
// computes visibility at most every `delay` ms; 100 is the least it accepts.
const VISIBILITY_OPTIONS: IntersectionObserverInit & { trackVisibility: boolean; delay: number } = {
  trackVisibility: true,
  delay: 100,
}
type VisibilityObserver = IntersectionObserver & { trackVisibility?: boolean }
type VisibilityEntry = IntersectionObserverEntry & { isVisible?: boolean }

/**
 * What is known of a confirm button's visibility: when watching began and since when it has been
 * visible without a break (absent while it is not).
 */
export type VisibilityWatch = { startedAt: number; visibleSince?: number | undefined }

/**
 * `ready`: a click counts. `waiting`: not yet (just shown, or the modal still opening).
 * `paused`: the button is faded, transformed, filtered or covered, and has been past the opening.
 */
export type ConfirmGate = 'ready' | 'waiting' | 'paused'

/** The watch after the browser reports the button `visible` or not at `time`. */
export function reportVisibility(
  watch: VisibilityWatch,
  visible: boolean,
  time: number,
): VisibilityWatch {
  if (!visible) return { startedAt: watch.startedAt }
  return { startedAt: watch.startedAt, visibleSince: watch.visibleSince ?? time }
}

/**
 * Whether a click counts at `now`, and in how many ms the answer changes by time alone. The
 * `paused` line waits out the first {@link MIN_VISIBLE_MS} too: the modal's card scales as it
 * opens, which the browser reports as not visible, and the line would flash at every approval.
 */
export function confirmGate(
  watch: VisibilityWatch,
  now: number,
): { gate: ConfirmGate; recheckInMs?: number } {
  const { startedAt, visibleSince } = watch
  if (visibleSince !== undefined) {
    const left = visibleSince + MIN_VISIBLE_MS - now
    return left <= 0 ? { gate: 'ready' } : { gate: 'waiting', recheckInMs: left }
  }
  const left = startedAt + MIN_VISIBLE_MS - now
  return left <= 0 ? { gate: 'paused' } : { gate: 'waiting', recheckInMs: left }
}

/**
 * Off only in the gallery of the views, whose cards sit side by side under each other's shadows
 * and mostly out of view: the gate would rightly pause them all, and its pictures show a visitor's
 * view once the wait is over. The modal itself never provides it.
 */
export const VisibilityGateContext = createContext(true)

/** Whether this browser computes visibility (IntersectionObserver v2). */
function tracksVisibility(observer: VisibilityObserver): boolean {
  return (
    observer.trackVisibility === true &&
    typeof IntersectionObserverEntry === 'function' &&
    'isVisible' in IntersectionObserverEntry.prototype
  )
}

/**
 * Gates a confirm button on the visitor actually seeing it (the iframe threat "clickjacking of a
 * confirm button"): `ref` goes on the element to watch, `gate` says whether a click counts. Watch
 * the button's row, not the button: a disabled button is drawn faded (an ancestor's opacity
 * counts, a descendant's does not), and would never count as visible again. Not the whole view
 * either: a long request scrolls under the card's sticky header, which counts as covering it.
 */
export function useVisibleToVisitor(): {
  ref: (element: Element | null) => void
  gate: ConfirmGate
} {
  const enforced = useContext(VisibilityGateContext)
  const [target, setTarget] = useState<Element | null>(null)
  // Kept with the element it is about: a row shown for the next request starts over at `waiting`.
  const [watched, setWatched] = useState<{ target: Element; gate: ConfirmGate }>()
  const ref = useCallback((element: Element | null) => setTarget(element), [])

  useEffect(() => {
    if (!target || !enforced) return
    let watch: VisibilityWatch = { startedAt: performance.now() }
    let timer: ReturnType<typeof setTimeout> | undefined
    const update = () => {
      clearTimeout(timer)
      const next = confirmGate(watch, performance.now())
      setWatched({ target, gate: next.gate })
      if (next.recheckInMs !== undefined) timer = setTimeout(update, next.recheckInMs)
    }
    let observer: VisibilityObserver | undefined
    if (typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver((entries) => {
        const entry: VisibilityEntry | undefined = entries.at(-1)
        if (!entry) return
        watch = reportVisibility(watch, entry.isVisible === true, entry.time)
        update()
      }, VISIBILITY_OPTIONS)
    }
    if (observer && tracksVisibility(observer)) {
      observer.observe(target)
    } else {
      // No IntersectionObserver v2 (Firefox, Safari): visible from the start, the wait still holds.
      observer?.disconnect()
      observer = undefined
      watch = reportVisibility(watch, true, watch.startedAt)
    }
    update()
    return () => {
      clearTimeout(timer)
      observer?.disconnect()
    }
  }, [target, enforced])

  if (!enforced) return { ref, gate: 'ready' }
  return { ref, gate: watched?.target === target && target ? watched.gate : 'waiting' }
}
