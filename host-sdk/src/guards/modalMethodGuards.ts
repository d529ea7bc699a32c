import type { ModalMethodSchemas } from '@airlock/shared-protocol'
import { any, nullable, oneOf } from './guards.ts'
import { toSchema } from './toSchema.ts'

// null, and nothing else (oneOf an empty list accepts no value).
const isNull = toSchema(nullable(oneOf([])))
const anything = toSchema(any)

/**
 * Result checks for the modal methods the host calls (callMethod only checks results). Typed as
 * shared-protocol's `ModalMethodSchemas` so calls get the protocol's types.
 */
export const modalMethodGuards = {
  open: { params: anything, result: isNull },
  close: { params: anything, result: isNull },
  connectorsChanged: { params: anything, result: isNull },
  walletEvent: { params: anything, result: isNull },
  providerRequest: { params: anything, result: anything },
  switchNetwork: { params: anything, result: isNull },
  disconnect: { params: anything, result: isNull },
} as unknown as ModalMethodSchemas
