import type { HostConnector } from '@airlock/shared-protocol'
import type { Connector } from '../state/connectors.ts'

/**
 * A host-window wallet as the wallet flows need it: the host SDK's {@link HostConnector}
 * (`namespace`, `icon`) or the connectors area's {@link Connector} (`chain`, `imageUrl`) for one
 * chain.
 */
export type HostWallet = HostConnector | Connector
