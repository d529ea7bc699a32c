import * as z from 'zod/mini'
import { namespaceSchema, shortTextSchema } from './primitives.ts'

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
export const connectorSchema = z.object({
  id: shortTextSchema,
  name: shortTextSchema,
  type: z.enum(['ANNOUNCED', 'INJECTED']),
  namespace: namespaceSchema,
  rdns: z.optional(shortTextSchema),
  icon: z.optional(z.string().check(z.maxLength(MAX_CONNECTOR_ICON_LENGTH))),
})

/** A host-window wallet. */
export type HostConnector = z.infer<typeof connectorSchema>
