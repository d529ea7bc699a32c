import type { HostMethodSchemas } from '@airlock/shared-protocol'
import { any, arr, num, obj, oneOf, opt, str } from './guards.ts'
import { modalStateGuard } from './modalStateGuard.ts'
import { caipNetworkId, shortText } from './primitives.ts'
import { toSchema } from './toSchema.ts'

const unchecked = toSchema(any)

/**
 * The host's method table schemas, checked by guards instead of zod to stay in the size budget.
 * Only `params` are checked here (createMethodTable does not check what the host answers). Typed
 * as shared-protocol's `HostMethodSchemas` so handlers get the protocol's types.
 */
export const hostMethodGuards = {
  ready: {
    params: toSchema(obj({ protocolVersions: arr(num(1), 16, 1), modalVersion: shortText })),
    result: unchecked,
  },
  stateChanged: { params: toSchema(modalStateGuard), result: unchecked },
  openUrl: {
    params: toSchema(obj({ url: str(4096, 1), target: opt(oneOf(['_blank', '_self'])) })),
    result: unchecked,
  },
  walletRequest: {
    params: toSchema(obj({ connectorId: shortText, method: str(100, 1), params: any })),
    result: unchecked,
  },
  siwxNonce: {
    params: toSchema(obj({ address: str(128, 1), caipNetworkId })),
    result: unchecked,
  },
} as unknown as HostMethodSchemas
