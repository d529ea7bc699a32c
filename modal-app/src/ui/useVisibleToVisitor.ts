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
 * What the browser last said of one watched element: `visible` (on screen, unfaded, uncovered),
 * `covered` (on screen, but faded or with something painted over it) or `away` (scrolled out of
 * the card, or not laid out).
 */
export type Sighting = 'visible' | 'covered' | 'away'

/**
 * What is known of a confirm button and the request it confirms: when watching began, the
 * button row's last sighting, each detail's last sighting and whether it was ever `visible`, and
 * since when all of that has been clear without a break (absent while it is not).
 */
export type VisibilityWatch<K = unknown> = {
  startedAt: number
  confirm: Sighting
  details: ReadonlyMap<K, { now: Sighting; seen: boolean }>
  clearSince?: number | undefined
}

/** A watch begun at `time` of a button row and the `details` of its request, none yet seen. */
export function startWatch<K>(details: Iterable<K>, time: number): VisibilityWatch<K> {
  const parts = new Map<K, { now: Sighting; seen: boolean }>()
  for (const key of details) parts.set(key, { now: 'away', seen: false })
  return { startedAt: time, confirm: 'away', details: parts }
}

/**
 * Clear: the button row in view; no detail covered where it is on screen (a hostile host's own
 * opaque box over the amount or the recipient, fake ones drawn on it, Approve left in view); and
 * every detail seen at least once, so that none was covered only while the visitor scrolled past.
 */
function isClear(watch: VisibilityWatch): boolean {
  if (watch.confirm !== 'visible') return false
  for (const detail of watch.details.values()) {
    if (detail.now === 'covered' || !detail.seen) return false
  }
  return true
}

/**
 * The watch after the browser reports the button row (`part` is `'confirm'`) or one of the
 * details (its key) as `sighting` at `time`.
 */
export function reportVisibility<K>(
  watch: VisibilityWatch<K>,
  part: 'confirm' | { detail: K },
  sighting: Sighting,
  time: number,
): VisibilityWatch<K> {
  let { confirm, details } = watch
  if (part === 'confirm') confirm = sighting
  else {
    const detail = details.get(part.detail)
    if (!detail) return watch
    details = new Map(details).set(part.detail, {
      now: sighting,
      seen: detail.seen || sighting === 'visible',
    })
  }
  const next: VisibilityWatch<K> = { startedAt: watch.startedAt, confirm, details }
  if (isClear(next)) next.clearSince = watch.clearSince ?? time
  return next
}

/**
 * `ready`: a click counts. `waiting`: not yet (just shown, or the modal still opening).
 * `paused`: the button or a detail on screen is faded, transformed, filtered or covered, or the
 * button is out of view, past the opening. `unread`: all in view and uncovered, but a detail was
 * never on screen uncovered (a fast scroll past it): scrolling back over it lets Approve count.
 */
export type ConfirmGate = 'ready' | 'waiting' | 'paused' | 'unread'

/**
 * Whether a click counts at `now`, and in how many ms the answer changes by time alone. The
 * `paused` line waits out the first {@link MIN_VISIBLE_MS} too: the modal's card scales as it
 * opens, which the browser reports as not visible, and the line would flash at every approval.
 */
export function confirmGate(
  watch: VisibilityWatch,
  now: number,
): { gate: ConfirmGate; recheckInMs?: number } {
  const { startedAt, clearSince } = watch
  if (clearSince !== undefined) {
    const left = clearSince + MIN_VISIBLE_MS - now
    return left <= 0 ? { gate: 'ready' } : { gate: 'waiting', recheckInMs: left }
  }
  const left = startedAt + MIN_VISIBLE_MS - now
  if (left > 0) return { gate: 'waiting', recheckInMs: left }
  const unread =
    watch.confirm === 'visible' &&
    [...watch.details.values()].every((detail) => detail.now !== 'covered')
  return { gate: unread ? 'unread' : 'paused' }
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

/** An entry as a sighting: clipped by the card's scroller is `away`, not `covered`. */
function sightingOf(entry: VisibilityEntry): Sighting {
  if (!entry.isIntersecting) return 'away'
  return entry.isVisible === true ? 'visible' : 'covered'
}

/**
 * Gates a confirm button on the visitor actually seeing it and the request it confirms (the
 * iframe threat "clickjacking of a confirm button"): `ref` goes on the element to watch,
 * `detailsRef` on the list of the request's details (each child is watched), `gate` says whether
 * a click counts; a new `request` starts over. Watch the button's row, not the button: a disabled
 * button is drawn faded (an ancestor's opacity counts, a descendant's does not), and would never
 * count as visible again. Each detail apart, not the whole list: a long request never fits on a
 * phone, and a part scrolled out of the card is clipped, which the browser does not count as
 * covered. The view's header must not stick over them (`.al-watched-lines` on the list unsticks it): the browser
 * counts our own header painted over a detail as covering it, just as a host's box. Measured in
 * Chromium: with the iframe in a process of its own (desktop), a box anywhere over it counts
 * against every element in it; in the host page's process (Android's partial site isolation),
 * only against those under it, and only the details catch a box left off the buttons.
 */
export function useVisibleToVisitor(request: unknown): {
  ref: (element: Element | null) => void
  detailsRef: (element: Element | null) => void
  gate: ConfirmGate
} {
  const enforced = useContext(VisibilityGateContext)
  const [target, setTarget] = useState<Element | null>(null)
  const [list, setList] = useState<Element | null>(null)
  // Kept with what it is about: the next request, or a row shown anew, starts over at `waiting`.
  const [watched, setWatched] = useState<{
    target: Element
    list: Element | null
    request: unknown
    gate: ConfirmGate
  }>()
  const ref = useCallback((element: Element | null) => setTarget(element), [])
  const detailsRef = useCallback((element: Element | null) => setList(element), [])

  useEffect(() => {
    if (!target || !enforced) return
    const details = list ? [...list.children] : []
    let watch = startWatch(details, performance.now())
    let timer: ReturnType<typeof setTimeout> | undefined
    const update = () => {
      clearTimeout(timer)
      const next = confirmGate(watch, performance.now())
      setWatched({ target, list, request, gate: next.gate })
      if (next.recheckInMs !== undefined) timer = setTimeout(update, next.recheckInMs)
    }
    let observer: VisibilityObserver | undefined
    if (typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver((entries: VisibilityEntry[]) => {
        // In the order the browser lists them: a part's last entry is its newest.
        for (const entry of entries) {
          const part = entry.target === target ? 'confirm' : { detail: entry.target }
          watch = reportVisibility(watch, part, sightingOf(entry), entry.time)
        }
        update()
      }, VISIBILITY_OPTIONS)
    }
    if (observer && tracksVisibility(observer)) {
      observer.observe(target)
      for (const detail of details) observer.observe(detail)
    } else {
      // No IntersectionObserver v2 (Firefox, Safari): visible from the start, the wait still holds.
      observer?.disconnect()
      observer = undefined
      for (const part of ['confirm' as const, ...details.map((detail) => ({ detail }))]) {
        watch = reportVisibility(watch, part, 'visible', watch.startedAt)
      }
    }
    update()
    return () => {
      clearTimeout(timer)
      observer?.disconnect()
    }
  }, [target, list, request, enforced])

  if (!enforced) return { ref, detailsRef, gate: 'ready' }
  const current =
    watched !== undefined &&
    watched.target === target &&
    watched.list === list &&
    watched.request === request
  return { ref, detailsRef, gate: current ? watched.gate : 'waiting' }
}
