import type { AirlockModal } from './AirlockModal.ts'

/**
 * Every live instance: by the stable serialisation of its options (so a second createModal()
 * with the same options returns the same instance), in creation order (the last one is the
 * default of the React hooks), and the elements that hold an inline one. Internal.
 */
export const instances = {
  byKey: new Map<string, AirlockModal>(),
  live: [] as AirlockModal[],
  embeds: new WeakSet<Element>(),
}

/**
 * The most recently created modal that is not destroyed, if any. The React hooks use it when
 * they are not given an instance.
 *
 * @example
 * ```ts
 * createModal({ projectId: 'demo', modalUrl: 'https://modal.example.com/' })
 * getDefaultModal()?.open()
 * ```
 */
export function getDefaultModal(): AirlockModal | undefined {
  return instances.live[instances.live.length - 1]
}

/**
 * A random, URL-safe instance id (32 hex characters). Uses `crypto.getRandomValues`, which, unlike
 * `crypto.randomUUID`, also exists on pages that are not a secure context.
 */
export function createInstanceId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
}
