// The wallet origin's storage. A browser may block it (third-party storage off, private modes):
// then everything lives in memory until the frame unloads, and the state says so.

/** Where the frame keeps its session and device share. */
export type FrameStorage = {
  get: (key: string) => string | null
  set: (key: string, value: string) => void
  remove: (key: string) => void
  /** false when the browser blocked storage and the values live in memory only. */
  persistent: boolean
}

/**
 * The frame's storage over `open()` (localStorage in the browser), or over memory when opening
 * or writing to it throws. A write that fails later moves everything to memory too.
 */
export function createFrameStorage(open: () => Storage): FrameStorage {
  const memory = new Map<string, string>()
  let backing: Storage | null = null
  try {
    backing = open()
    const probe = 'airlock-wallet:probe'
    backing.setItem(probe, '1')
    backing.removeItem(probe)
  } catch {
    backing = null
  }
  const storage: FrameStorage = {
    persistent: backing !== null,
    get: (key) => {
      try {
        return backing ? backing.getItem(key) : (memory.get(key) ?? null)
      } catch {
        return memory.get(key) ?? null
      }
    },
    set: (key, value) => {
      memory.set(key, value)
      try {
        backing?.setItem(key, value)
      } catch {
        backing = null
        storage.persistent = false
      }
    },
    remove: (key) => {
      memory.delete(key)
      try {
        backing?.removeItem(key)
      } catch {
        // Already gone from memory; the blocked store cannot be reached anyway.
      }
    },
  }
  return storage
}
