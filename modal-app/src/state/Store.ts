import type { createStore } from 'jotai/vanilla'

/**
 * The jotai store every state action takes as its first argument. Tests create one with
 * `createStore()`; the app creates one per modal instance and hands it to React's `<Provider>`.
 */
export type Store = ReturnType<typeof createStore>
