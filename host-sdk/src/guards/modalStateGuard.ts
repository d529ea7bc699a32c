import { VIEW_NAMES } from '@airlock/shared-protocol'
import { bool, nullable, num, obj, oneOf, opt, str } from './guards.ts'
import { caipAddress, caipNetworkId, namespace, shortText } from './primitives.ts'

const time = str(64, 1)

/** Checks a state snapshot pushed by the modal: the guard twin of modalStateSchema. */
export const modalStateGuard = obj({
  seq: num(),
  open: bool,
  openings: opt(num()),
  closable: opt(bool),
  view: oneOf(VIEW_NAMES),
  status: oneOf(['disconnected', 'connecting', 'connected']),
  account: nullable(
    obj({
      address: str(128, 1),
      caipAddress,
      namespace,
      connectorId: opt(shortText),
    }),
  ),
  network: nullable(obj({ caipNetworkId, name: shortText })),
  siwx: opt(
    nullable(
      obj({
        caipAddress,
        message: str(8192, 1),
        signature: str(8192, 1),
        issuedAt: time,
        expirationTime: opt(time),
      }),
    ),
  ),
})
