import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { activeNamespaceAtom, chainsAtom } from '../chain.ts'
import { ERRORS } from '../errors/ERRORS.ts'
import type { Store } from '../Store.ts'

/**
 * Disconnects the wallet of the active namespace through its connection client; the default
 * `disconnect` of the SIWX flows.
 *
 * @throws {AirlockError} `INTERNAL` ('No ConnectionController client found') without a client.
 */
export async function disconnectActive(store: Store): Promise<void> {
  const namespace = store.get(activeNamespaceAtom)
  const client = namespace ? store.get(chainsAtom)[namespace]?.connectionClient : undefined
  if (!client) throw new AirlockError(ErrorCode.INTERNAL, ERRORS.internal.noConnectionClient)
  await client.disconnect()
}
