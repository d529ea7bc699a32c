import { namespace, shortText } from './messagePrimitives.ts'
import { type Infer, object, oneOf, optional, string } from './schema.ts'

/** An icon data URL or http(s) URL, capped so a hostile wallet cannot flood the modal. */
export const MAX_CONNECTOR_ICON_LENGTH = 100_000

/**
 * A wallet that lives in the host window, as the host SDK reports it to the modal.
 *
 * @example
 * ```ts
 * const wallet: HostConnector = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', namespace: 'eip155', rdns: 'io.metamask' }
 * ```
 */
export const connectorSchema = object({
  id: shortText,
  name: shortText,
  type: oneOf(['ANNOUNCED', 'INJECTED']),
  namespace,
  rdns: optional(shortText),
  icon: optional(string(0, MAX_CONNECTOR_ICON_LENGTH)),
})

/** A host-window wallet. */
export type HostConnector = Infer<typeof connectorSchema>
