import { useEffect, useRef } from 'react'

/** The part of the browser's CloseWatcher used here (Chromium 126+; TypeScript's DOM types lack it). */
type CloseWatcherLike = { onclose: (() => void) | null; destroy: () => void }
type CloseWatcherConstructor = new () => CloseWatcherLike

/**
 * Calls `onClose` on the platform's close request while `active`: where the browser has
 * `CloseWatcher`, that is Escape and also Android's back button or gesture (which would otherwise
 * leave the host's page); elsewhere, Escape. A key that a field inside handled (its keydown
 * cancelled) is not a close request. When `onClose` leaves the dialog open (a close it refuses),
 * the next request is listened for too.
 */
export function useCloseRequest(active: boolean, onClose: () => void): void {
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose
  useEffect(() => {
    if (!active) return
    const Watcher = (globalThis as { CloseWatcher?: CloseWatcherConstructor }).CloseWatcher
    if (typeof Watcher === 'function') {
      let watcher: CloseWatcherLike | undefined
      let rewatch: ReturnType<typeof setTimeout> | undefined
      const watch = () => {
        watcher = new Watcher()
        watcher.onclose = () => {
          onCloseRef.current()
          // A watcher serves one request; the next is listened for once this one is done.
          rewatch = setTimeout(watch, 0)
        }
      }
      watch()
      return () => {
        clearTimeout(rewatch)
        watcher?.destroy()
      }
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      event.preventDefault()
      onCloseRef.current()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [active])
}
