import type { Store } from '../state/Store.ts'
import { applyWalletConnectSession } from './applyWalletConnectSession.ts'
import {
  type CreateWalletConnectClientOptions,
  createWalletConnectClient,
} from './createWalletConnectClient.ts'
import { keepRelayConnected } from './keepRelayConnected.ts'
import {
  readWalletConnectNetworks,
  rememberWalletConnectNetworks,
} from './rememberWalletConnectNetworks.ts'
import type { WalletConnectClient } from './WalletConnectClient.ts'
import { watchSession } from './watchSession.ts'

/**
 * Creates the client (loading the SDK chunk), watches its session events ({@link watchSession})
 * and its relay socket ({@link keepRelayConnected}), and applies a session restored from storage to the state at once, on the networks its accounts were last on ({@link rememberWalletConnectNetworks}). Loaded with the SDK by
 * `ensureWalletConnectClient`, so that none of it is in the first paint's chunk.
 */
export async function startWalletConnectClient(
  store: Store,
  options: CreateWalletConnectClientOptions,
  create: typeof createWalletConnectClient = createWalletConnectClient,
): Promise<WalletConnectClient> {
  const client = await create(options)
  watchSession(store, client)
  keepRelayConnected(client)
  if (client.session) {
    applyWalletConnectSession(store, client, client.session, readWalletConnectNetworks(store))
  }
  rememberWalletConnectNetworks(store)
  return client
}
