import type { AirlockModal } from './AirlockModal.ts'
import { instances } from './instances.ts'

/**
 * The most recently created modal that is not destroyed, if any. The React hooks use it when
 * they are not given an instance.
 *
 * @example
 * ```ts
 * createModal('demo')
 * getDefaultModal()?.open()
 * ```
 */
export function getDefaultModal(): AirlockModal | undefined {
  return instances.live[instances.live.length - 1]
}
