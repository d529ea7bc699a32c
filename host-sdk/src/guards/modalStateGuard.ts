import { bool, nullable, num, obj, oneOf, opt, str } from './guards.ts'
import { caipAddress, caipNetworkId, namespace, shortText } from './primitives.ts'

const time = str(64, 1)

/**
 * Checks a state snapshot pushed by the modal: the guard twin of modalStateSchema, except that a
 * view is any view-shaped name, so that a newer modal's views reach the host as they are.
 */
export const modalStateGuard = obj({
  seq: num(),
  open: bool,
  openings: opt(num()),
  closable: opt(bool),
  view: str(64, 1),
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
