import { AirlockError, createWindowMessenger, ErrorCode } from '@airlock/shared-protocol'
import type { AirlockModal } from './AirlockModal.ts'
import type { CreateModalOptions } from './CreateModalOptions.ts'
import { createModalInstance } from './createModalInstance.ts'
import { instances } from './instances.ts'
import { parseCreateModalOptions, stableStringify } from './options/parseOptions.ts'
import type { CreateMessenger } from './overlay/mountFrame.ts'

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
 * Errors come in two places. createModal() throws, synchronously, for what the SDK checks itself:
 * `INVALID_OPTIONS` (not an options object; a bad `handshakeTimeoutMs`,
 * `requestTimeoutMs`, `adapters` or `siwx.getNonce`), `INVALID_PROJECT_ID`, `INVALID_MODAL_URL` (no
 * `modalUrl`: there is no default, the message says what to pass; or not an absolute http(s)
 * URL), and
 * `UNSUPPORTED_VALUE` or `PAYLOAD_TOO_LARGE` for a modal option that cannot cross to the iframe
 * (a function, a BigInt, a cycle, more than 1 MB). The modal's own options (`themeMode`,
 * `networks`, `features`, …) are checked by the modal at the handshake, against the one schema
 * it runs with: a wrong one ends the connection with `INVALID_OPTIONS` (or `UNKNOWN_OPTION` for a
 * name it does not know, with `Did you mean "modalUrl"?` for one in another case), and the
 * message names the option, what it should be and what it was,
 * e.g. `Invalid option "networks.0.rpcUrls.default.http.0": Expected an absolute http(s) URL,
 * not "ftp://rpc.example".` That error is `getState().error` (with `ready: false`), the
 * rejection of every pending and later `open()`, provider request and other call, and one
 * `console.error('[airlock]', error)` in this page's console.
 *
 * @throws {AirlockError} `INVALID_OPTIONS`, `INVALID_PROJECT_ID`,
 * `INVALID_MODAL_URL`, `UNSUPPORTED_VALUE`, `PAYLOAD_TOO_LARGE`, synchronously, for options that
 * can never work (see above for those the modal refuses later).
 * @example
 * ```ts
 * import { createModal } from '@airlock/host-sdk'
 *
 * const modal = createModal({ projectId: 'demo', modalUrl: 'https://modal.example.com/' })
 * document.querySelector('#connect')?.addEventListener('click', () => modal.open())
 * ```
 */
export function createModal(options: CreateModalOptions): AirlockModal {
  return createModalWith(options, (iframe, modalOrigin) =>
    createWindowMessenger(iframe.contentWindow as Window, modalOrigin),
  )
}

/**
 * createModal() over another way to reach the iframe: tests pass one end of a MessageChannel
 * (happy-dom's iframes cannot carry a cross-origin handshake). Internal.
 */
export function createModalWith(
  options: CreateModalOptions,
  createMessenger: CreateMessenger,
): AirlockModal {
  const parsed = parseCreateModalOptions(options)
  // Equal options in another key order are the same options. Functions drop out of JSON:
  // `getNonce` does not count, and an adapter counts as its namespace. An inline modal is its
  // element's (which JSON cannot tell from another): never shared.
  const key = parsed.embed ? '' : stableStringify(parsed)
  const existing = instances.byKey.get(key)
  if (existing) return existing
  const { embed } = parsed
  if (embed && instances.embeds.has(embed)) {
    // A second would stack its iframe under the first (a create in an effect without cleanup).
    throw new AirlockError(
      ErrorCode.INVALID_OPTIONS,
      'Invalid option "embed": The element already holds an Airlock modal: destroy() it first.',
    )
  }
  const modal = createModalInstance(parsed, {
    createMessenger,
    onDestroy() {
      instances.byKey.delete(key)
      instances.live.splice(instances.live.indexOf(modal), 1)
      if (embed) instances.embeds.delete(embed)
    },
  })
  if (embed) instances.embeds.add(embed)
  if (key) instances.byKey.set(key, modal)
  instances.live.push(modal)
  return modal
}
