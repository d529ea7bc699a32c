import type { AirlockModal } from './AirlockModal.ts'
import type { CreateModalOptions } from './CreateModalOptions.ts'
import { createModalInstance } from './createModalInstance.ts'
import { instances } from './instances.ts'
import { parseCreateModalOptions } from './options/parseCreateModalOptions.ts'

/**
 * Creates the Airlock modal: validates the options, then, once the host page has loaded (so its
 * own `load` event is not delayed), appends one hidden iframe and waits for the modal's
 * handshake. Calling it again with the same options returns the same instance (React
 * StrictMode renders twice); after `destroy()` a new one is made.
 *
 * Server rendering: importing the SDK touches no browser global, and createModal() may run on a
 * server (for example at module level in a Next.js `'use client'` file, which is also evaluated
 * during SSR). There it validates the options and returns an inert instance: `getState()` gives
 * the initial state, `subscribeState()` works, `open()` rejects with `NOT_IN_BROWSER`. The
 * browser evaluates the module again and gets a working instance.
 *
 * @throws {AirlockError} `INVALID_OPTIONS`, `UNKNOWN_OPTION`, `INVALID_PROJECT_ID`,
 * `INVALID_MODAL_URL`, synchronously, for options that can never work.
 * @example
 * ```ts
 * import { createModal } from '@airlock/host-sdk'
 *
 * const modal = createModal({ projectId: 'demo', modalUrl: 'https://modal.example.com/' })
 * document.querySelector('#connect')?.addEventListener('click', () => modal.open())
 * ```
 */
export function createModal(options: CreateModalOptions | string): AirlockModal {
  const parsed = parseCreateModalOptions(options)
  // The guards rebuild objects in a fixed key order, so equal options give equal JSON. Functions
  // drop out of JSON: `getNonce` does not count, and an adapter counts as its namespace.
  const key = JSON.stringify(parsed)
  const existing = instances.byKey.get(key)
  if (existing) return existing
  const modal = createModalInstance(parsed, () => {
    instances.byKey.delete(key)
    instances.live.splice(instances.live.indexOf(modal), 1)
  })
  instances.byKey.set(key, modal)
  instances.live.push(modal)
  return modal
}
