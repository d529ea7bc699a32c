// Test helpers of the embedded wallet (not part of the app): a wallet frame answered by handlers.
import { AirlockError, ErrorCode, type Network } from '@airlock/shared-protocol'
import type {
  WalletFrameMethodSchemas,
  WalletFrameState,
} from '@airlock/shared-protocol/walletFrame'
import { initializeChains } from '../state/chain.ts'
import { projectServicesAtom } from '../state/options.ts'
import type { Store } from '../state/Store.ts'
import { mainnet, solanaMainnet } from '../wallets/testing.ts'
import { mountFrameAtom } from './embeddedSession.ts'
import { embeddedConfigAtom } from './embeddedWallet.ts'

type Method = keyof WalletFrameMethodSchemas & string
type Handlers = { [K in Method]?: (params: never) => unknown }

export const EMBEDDED_EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const EMBEDDED_SOLANA = 'FfbpCjkPoRayuP58v6jdbiALPRvwKXcVKJddaX37FLyj'

/** The network tests connect on: mainnet with an ERC-20 in its token list. */
export const tokenNetwork: Network = {
  ...mainnet,
  tokens: [
    {
      address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      symbol: 'ADT',
      name: 'Airlock Demo Token',
      decimals: 18,
    },
  ],
}

/** A frame state: `ready` with the test addresses unless `phase` says otherwise. */
export function frameState(
  phase: WalletFrameState['phase'] = 'ready',
  user: WalletFrameState['user'] = { id: 'u1', provider: 'email', email: 'ada@example.com' },
): WalletFrameState {
  return {
    phase,
    user: phase === 'loggedOut' ? null : user,
    addresses:
      phase === 'ready' || phase === 'needsRecovery'
        ? { eip155: EMBEDDED_EVM, solana: EMBEDDED_SOLANA }
        : null,
    storage: 'persistent',
  }
}

/**
 * Gives the store a project embedded wallet whose frame answers with `handlers` (a missing one
 * fails as an unknown method would), and the eip155 and solana networks. Returns the calls made.
 */
export function fakeWalletFrame(store: Store, handlers: Handlers) {
  const calls: Array<{ method: string; params: unknown }> = []
  initializeChains(store, [tokenNetwork, solanaMainnet])
  store.set(projectServicesAtom, {
    apiUrl: undefined,
    embeddedWallet: { frameUrl: 'http://localhost:4350/', authUrl: 'http://127.0.0.1:4360' },
  })
  store.set(embeddedConfigAtom, {
    frameUrl: 'http://localhost:4350/',
    authUrl: 'http://127.0.0.1:4360',
    projectId: 'demo',
    hostOrigin: 'http://127.0.0.1:4300',
  })
  store.set(mountFrameAtom, {
    mount: async () => ({
      call: async (method: string, params: unknown) => {
        calls.push({ method, params })
        const handler = handlers[method as Method] as ((params: unknown) => unknown) | undefined
        if (!handler) throw new AirlockError(ErrorCode.METHOD_NOT_FOUND, `No ${method} here.`)
        return handler(params)
      },
      destroy: () => undefined,
    }),
  } as never)
  return { calls }
}
