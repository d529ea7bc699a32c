import {
  AirlockError,
  ErrorCode,
  type Namespace,
  type Network,
  parseCaipAddress,
} from '@airlock/shared-protocol'
import { findNetwork } from '../chains/findNetwork.ts'
import { accountsAtom } from '../state/account.ts'
import { chainsAtom } from '../state/chain.ts'
import { EIP155_WALLET_METHODS } from '../state/constants.ts'
import { optionsAtom } from '../state/options.ts'
import type { Store } from '../state/Store.ts'

/** A request of the host dapp's eip155 provider (`modal.getProvider('eip155').request(…)`). */
export type Eip155Request = { namespace: Namespace; method: string; params?: unknown }

/**
 * Read-only JSON-RPC methods, answered by the RPC of the active eip155 network whichever wallet is
 * connected, and before any is: ethers and viem ask them around every write. Filters are state on
 * the node, not on any account, so they are reads too.
 */
const EIP155_READ_METHODS: ReadonlySet<string> = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_createAccessList',
  'eth_getBalance',
  'eth_getTransactionCount',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_blobBaseFee',
  'eth_getTransactionReceipt',
  'eth_getTransactionByHash',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_newFilter',
  'eth_newBlockFilter',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_uninstallFilter',
  'eth_syncing',
  'eth_protocolVersion',
  'net_version',
  'net_listening',
  'web3_clientVersion',
])

/** Answered from the modal's state by the wallet routes (`routeProviderRequest`, WalletConnect). */
const STATE_METHODS = new Set(['eth_accounts', 'eth_requestAccounts', 'eth_chainId'])

/**
 * Wallet methods that spend on the wallet's current chain. A dapp that builds one for its own
 * networks would move the visitor's funds on another chain, so they wait for a configured one
 * (unless the app allows unsupported chains).
 */
const SPENDING_METHODS = new Set(['eth_sendTransaction', 'wallet_sendCalls'])

/** Methods a host page must never reach, with why: they sign blindly or drive a node. */
const FORBIDDEN: ReadonlyArray<[test: (method: string) => boolean, why: string]> = [
  [
    (method) => method === 'eth_sign',
    'it signs a raw hash the wallet cannot show; use personal_sign or eth_signTypedData_v4',
  ],
  [
    (method) => method === 'eth_signTransaction',
    'it hands the page a signed transaction to broadcast anywhere; use eth_sendTransaction',
  ],
  [
    (method) => method.startsWith('personal_') && method !== 'personal_sign',
    'it handles keys or passwords in the node',
  ],
  [
    (method) => /^(debug|anvil|hardhat|evm|admin|miner|txpool|engine|tenderly)_/.test(method),
    'it controls the node, not the chain',
  ],
]

/** Where a provider method goes: see {@link routeEip155Request}. */
export type Eip155Route = 'state' | 'read' | 'wallet' | 'forbidden' | 'unsupported'

/**
 * Where {@link routeEip155Request} sends a method.
 *
 * @example
 * ```ts
 * eip155Route('eth_call') // 'read'
 * ```
 */
export function eip155Route(method: string): Eip155Route {
  if (STATE_METHODS.has(method)) return 'state'
  if (EIP155_READ_METHODS.has(method)) return 'read'
  if (EIP155_WALLET_METHODS.includes(method)) return 'wallet'
  if (FORBIDDEN.some(([test]) => test(method))) return 'forbidden'
  return 'unsupported'
}

/**
 * Routes a request of the dapp's eip155 provider: reads go to the active network's RPC (the
 * connected account's network, else the modal's active eip155 network), the wallet's methods and
 * the state methods to `toWallet` (host-window wallet or WalletConnect; after the dapp's
 * `eth_sendTransaction` the balances are read again once it is confirmed), and everything else is
 * refused with 4200 before any wallet sees it. A wallet that does not know a method it was passed
 * (4200, or -32601 "method not found") is refused the same way, naming the wallet.
 *
 * @throws {AirlockError} `WALLET_REQUEST_NOT_ALLOWED` (`data.code` 4200) for a forbidden,
 * unknown or unsupported method; `UNKNOWN_NETWORK` (`data.code` 4901) when the wallet is on a
 * network the app did not configure, for a read or (unless `allowUnsupportedChain`) a transaction; `INTERNAL` with the node's `{ code, data }` for a failed read.
 * @example
 * ```ts
 * await routeEip155Request(store, { namespace: 'eip155', method: 'eth_blockNumber' }, toWallet)
 * ```
 */
export async function routeEip155Request(
  store: Store,
  request: Eip155Request,
  toWallet: (request: Eip155Request) => Promise<unknown>,
): Promise<unknown> {
  const { method } = request
  const route = eip155Route(method)
  if (route === 'state') return toWallet(request)
  if (route === 'read') return readActiveNetwork(store, request)
  if (route === 'wallet') {
    if (SPENDING_METHODS.has(method) && !store.get(optionsAtom).allowUnsupportedChain) {
      accountNetwork(store, 'Switch the wallet to one of the app’s networks before sending.')
    }
    try {
      const answer = await toWallet(request)
      // The dapp's own transaction moves the account's balances too: read once it is confirmed.
      if (method === 'eth_sendTransaction' && typeof answer === 'string') {
        import('./sendChain.ts')
          .then(({ refreshWhenConfirmed }) =>
            refreshWhenConfirmed(store, readNetwork(store), answer),
          )
          .catch(() => {})
      }
      return answer
    } catch (error) {
      throw isUnsupportedByWallet(error) ? unsupportedByWallet(store, method, error) : error
    }
  }
  const name = method.slice(0, 100)
  if (route === 'forbidden') {
    const [, why] = FORBIDDEN.find(([test]) => test(method)) ?? []
    throw new AirlockError(
      ErrorCode.WALLET_REQUEST_NOT_ALLOWED,
      `Airlock never passes ${name} to a wallet or node: ${why}.`,
      { data: { code: 4200 } },
    )
  }
  throw new AirlockError(
    ErrorCode.WALLET_REQUEST_NOT_ALLOWED,
    `The eip155 provider does not support ${name}.`,
    {
      details:
        'It answers read-only JSON-RPC methods from the active network, and passes signing, sending, EIP-5792 calls, wallet_watchAsset and the permission methods to the wallet (docs/embed.md lists them).',
      data: { code: 4200 },
    },
  )
}

/**
 * The configured network of the connected EVM account, undefined without one.
 *
 * @throws {AirlockError} `UNKNOWN_NETWORK` (4901, with `details`) when the wallet is on a network
 * the app did not configure.
 */
function accountNetwork(store: Store, details: string): Network | undefined {
  const { caipAddress } = store.get(accountsAtom).eip155
  if (caipAddress === undefined) return undefined
  const { reference, caipNetworkId } = parseCaipAddress(caipAddress)
  const { network, supported } = findNetwork(store, 'eip155', reference)
  if (supported) return network
  throw new AirlockError(
    ErrorCode.UNKNOWN_NETWORK,
    `The wallet is on ${caipNetworkId}, which this app did not configure.`,
    { details, data: { code: 4901 } },
  )
}

/** The network whose RPC answers reads: the one `eth_chainId` reports. */
function readNetwork(store: Store): Network {
  const account = accountNetwork(
    store,
    'Switch the wallet to one of the app’s networks to read the chain.',
  )
  if (account) return account
  const network = store.get(chainsAtom).eip155?.networkState.caipNetwork
  if (network) return network
  throw new AirlockError(ErrorCode.UNKNOWN_NETWORK, 'This app has no eip155 network to read.', {
    data: { code: 4901 },
  })
}

async function readActiveNetwork(store: Store, { method, params }: Eip155Request) {
  const network = readNetwork(store)
  // viem loads with the first read, not with the first paint.
  const { createEvmClient } = await import('../chains/createEvmClient.ts')
  const client = createEvmClient(network)
  try {
    return await client.request(
      (params === undefined ? { method } : { method, params }) as Parameters<
        typeof client.request
      >[0],
    )
  } catch (error) {
    // The node's own error (the deepest cause) keeps its code and revert data for ethers and viem.
    const node = deepestCause(error) as { code?: unknown; message?: unknown; data?: unknown }
    const code = typeof node.code === 'number' ? node.code : -32603
    const message =
      typeof node.message === 'string' && typeof node.code === 'number'
        ? node.message
        : `The RPC of ${network.name} did not answer ${method}.`
    throw new AirlockError(ErrorCode.INTERNAL, message.slice(0, 300), {
      data: node.data === undefined ? { code } : { code, data: node.data },
      cause: error,
    })
  }
}

function deepestCause(error: unknown): unknown {
  let current = error
  for (let depth = 0; depth < 10; depth++) {
    const cause = (current as { cause?: unknown } | null)?.cause
    if (typeof cause !== 'object' || cause === null) return current
    current = cause
  }
  return current
}

function isUnsupportedByWallet(error: unknown): boolean {
  if (!(error instanceof AirlockError) || error.code !== ErrorCode.INTERNAL) return false
  const code = (error.data as { code?: unknown } | undefined)?.code
  return code === 4200 || code === -32601
}

function unsupportedByWallet(store: Store, method: string, cause: unknown): AirlockError {
  const wallet = store.get(accountsAtom).eip155.connectedWalletInfo?.name ?? 'The connected wallet'
  return new AirlockError(
    ErrorCode.WALLET_REQUEST_NOT_ALLOWED,
    `${wallet} does not support ${method.slice(0, 100)}.`,
    { data: { code: 4200 }, cause },
  )
}
