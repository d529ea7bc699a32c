import type { BootEnvironment } from './bootModal.ts'
import { takeProjectPrefetch } from './takeProjectPrefetch.ts'

/**
 * Reads the {@link BootEnvironment} from a real window.
 */
export function readBootEnvironment(win: Window): BootEnvironment {
  const ancestors = win.location.ancestorOrigins as DOMStringList | undefined
  return {
    hash: win.location.hash,
    modalOrigin: win.location.origin,
    framed: win.parent !== win,
    nested: win.top !== win.parent,
    ancestorOrigins: ancestors === undefined ? undefined : Array.from(ancestors),
    referrer: win.document.referrer,
    // The project file may already be on its way (index.html's inline script).
    fetch: takeProjectPrefetch(win),
  }
}
