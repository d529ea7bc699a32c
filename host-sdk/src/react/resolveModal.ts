import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import type { AirlockModal } from '../AirlockModal.ts'
import { getDefaultModal } from '../getDefaultModal.ts'

/**
 * The instance a hook works on: the one passed in, else the most recently created one.
 *
 * @throws {AirlockError} `INVALID_OPTIONS` when there is neither.
 */
export function resolveModal(modal: AirlockModal | undefined): AirlockModal {
  const resolved = modal ?? getDefaultModal()
  if (!resolved) {
    throw new AirlockError(
      ErrorCode.INVALID_OPTIONS,
      'No modal: call createModal() before rendering, or pass the instance to the hook.',
    )
  }
  return resolved
}
