// Test helper (not part of the app): renders a view with a store, returns the store.
import { render } from '@testing-library/react'
import { Provider } from 'jotai/react'
import { createStore } from 'jotai/vanilla'
import type { ReactNode } from 'react'
import { setOptions } from '../state/options.ts'
import type { Store } from '../state/Store.ts'
import { createSafeStorage, storageAtom } from '../state/storage.ts'

/**
 * A store with the demo project's options, as after the handshake, and storage of its own (the
 * default one is shared by every store of the module: one test's writes would reach the next).
 */
export function testStore(options: object = {}): Store {
  const store = createStore()
  store.set(storageAtom, createSafeStorage(undefined))
  setOptions(store, options, { projectId: 'demo' })
  return store
}

/** Renders `ui` inside a jotai Provider for `store`. */
export function renderView(ui: ReactNode, store: Store = testStore()): Store {
  render(<Provider store={store}>{ui}</Provider>)
  return store
}
