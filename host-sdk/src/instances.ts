import type { AirlockModal } from './AirlockModal.ts'

/**
 * Every live instance: by the stable serialisation of its options (so a second createModal()
 * with the same options returns the same instance) and in creation order (the last one is the
 * default of the React hooks). Internal.
 */
export const instances = {
  byKey: new Map<string, AirlockModal>(),
  live: [] as AirlockModal[],
}
