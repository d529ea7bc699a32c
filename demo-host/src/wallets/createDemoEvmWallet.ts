import {
  type Address,
  bytesToHex,
  createClient,
  formatEther,
  type Hex,
  hexToBytes,
  http,
  isAddress,
  isHex,
} from 'viem'
import { sendTransaction } from 'viem/actions'
import { callJsonRpc } from './callJsonRpc.ts'
import { createSitePermissions, type SitePermissions } from './createSitePermissions.ts'
import type { WalletPrompt, WalletPromptDetail } from './createWalletPrompt.ts'
import type { DemoWalletControl, DemoWalletStatus } from './DemoWalletControl.ts'
import { decodeMessageText } from './decodeMessageText.ts'
import { loadOnFirstUse } from './loadOnFirstUse.ts'
import { openWalletStorage } from './openWalletStorage.ts'
import { ProviderErrorCode } from './ProviderErrorCode.ts'
import { ProviderRpcError } from './ProviderRpcError.ts'

/** A chain the EVM demo wallet can use. */
export type DemoEvmChain = {
  /** EIP-155 chain id, for example 31337. */
  chainId: number
  /** Name shown in prompts. */
  name: string
  /** HTTP JSON-RPC URL the wallet reads from and sends signed transactions to. */
  rpcUrl: string
  /** The native currency (its symbol is shown next to values). */
  nativeCurrency: { name: string; symbol: string; decimals: number }
}

/** The EIP-1193 events the demo provider emits. */
type DemoEvmProviderEvent = 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect'

/** An EIP-1193 provider, as announced over EIP-6963. */
export type DemoEvmProvider = {
  /** Marks the provider as the Airlock demo wallet (there is no `isMetaMask`). */
  readonly isAirlockDemoWallet: true
  /** EIP-1193 `request`. Rejects with a {@link ProviderRpcError}. */
  request: (args: { method: string; params?: unknown }) => Promise<unknown>
  /** Adds an event listener; returns the provider. */
  on: (event: string, listener: (...args: never[]) => void) => DemoEvmProvider
  /** Removes an event listener; returns the provider. */
  removeListener: (event: string, listener: (...args: never[]) => void) => DemoEvmProvider
}

/** Parameters of {@link createDemoEvmWallet}. */
export type CreateDemoEvmWalletParameters = {
  /** The wallet's name, shown in its UI. */
  name: string
  /** The development private key the wallet signs with. */
  privateKey: Hex
  /** Its checksummed address, the account the wallet answers with. */
  address: Address
  /** The chains it knows at start; the first one is active. */
  chains: readonly [DemoEvmChain, ...DemoEvmChain[]]
  /** The wallet's approve / reject dialog. */
  prompt: WalletPrompt
  /**
   * Where the wallet remembers that the page's site was granted the account, so that after a
   * page reload `eth_accounts` answers it without a prompt (as MetaMask does). Left out: in
   * memory, forgotten on reload.
   */
  permissions?: SitePermissions
}

/** What {@link createDemoEvmWallet} returns. */
export type CreateDemoEvmWalletReturnType = {
  /** The EIP-1193 provider to announce to the page. */
  provider: DemoEvmProvider
  /** Status and revoke, for the wallet's own UI. */
  control: DemoWalletControl
}

/** Read-only methods answered by the active chain's node. */
const PASSTHROUGH = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'web3_clientVersion',
])

const randomBytes = () => crypto.getRandomValues(new Uint8Array(32))
const invalid = (message: string) => new ProviderRpcError(ProviderErrorCode.INVALID_PARAMS, message)
const toHexChainId = (chainId: number) => `0x${chainId.toString(16)}`
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function paramsList(params: unknown): unknown[] {
  if (params === undefined) return []
  if (!Array.isArray(params)) throw invalid('params must be an array.')
  return params
}

function readChainId(value: unknown): number {
  if (typeof value !== 'string' || !/^0x[1-9a-f][0-9a-f]*$/i.test(value)) {
    throw invalid(`chainId must be a 0x-prefixed hex string without leading zeros, got ${value}.`)
  }
  const chainId = Number.parseInt(value, 16)
  if (!Number.isSafeInteger(chainId)) throw invalid(`chainId ${value} is too large.`)
  return chainId
}

function readQuantity(tx: Record<string, unknown>, field: string): bigint | undefined {
  const value = tx[field]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !/^0x[0-9a-f]+$/i.test(value)) {
    throw invalid(`Transaction field ${field} must be a hex quantity.`)
  }
  return BigInt(value)
}

function causeMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'shortMessage' in error) {
    return String((error as { shortMessage: unknown }).shortMessage)
  }
  return error instanceof Error ? error.message : String(error)
}

/**
 * Creates the EVM demo wallet: an EIP-1193 provider that holds one development key, keeps its
 * own connection and active chain, asks the person through its prompt before connecting,
 * switching or adding a chain, signing or sending, and passes read-only calls to the active
 * chain's node. EIP-5792: `wallet_sendCalls` sends the calls in order after one prompt,
 * `wallet_getCallsStatus` answers from their receipts, `wallet_getCapabilities` says no atomic
 * batches. The connection is remembered per site through `permissions` until
 * `wallet_revokePermissions` or the wallet's own Disconnect, so it survives a page reload.
 * Errors follow EIP-1193: 4001 rejected, 4100 not connected or another account, 4200 unsupported
 * method, 4902 unknown chain, -32002 a prompt is already open, -32602 bad params, -32603 a
 * transaction that could not be sent or signing code that failed to load.
 */
export function createDemoEvmWallet({
  name,
  privateKey,
  address,
  chains: initialChains,
  prompt,
  permissions = createSitePermissions({
    walletId: name,
    origin: '',
    storage: openWalletStorage(() => undefined),
  }),
}: CreateDemoEvmWalletParameters): CreateDemoEvmWalletReturnType {
  // Derived with the first signature: computing the key's public key at install (and loading the
  // curve for it) cost every page showing the demo wallets, most of which never sign.
  const signer = loadOnFirstUse(async () =>
    (await import('viem/accounts')).privateKeyToAccount(privateKey),
  )
  const chains = new Map(initialChains.map((chain) => [chain.chainId, { ...chain }]))
  let active: DemoEvmChain = initialChains[0]
  // A site granted the account before (an earlier page load) is still connected, without a prompt.
  let connected = permissions
    .read()
    .some((granted) => granted.toLowerCase() === address.toLowerCase())
  const listeners = new Map<string, Set<(...args: never[]) => void>>()
  const watchers = new Set<() => void>()

  function emit(event: DemoEvmProviderEvent, value: unknown): void {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        ;(listener as (value: unknown) => void)(value)
      } catch (error) {
        console.error(`${name}: a "${event}" listener threw`, error)
      }
    }
  }

  function changed(): void {
    for (const watcher of [...watchers]) watcher()
  }

  function describeChain(chain: DemoEvmChain): string {
    return `${chain.name} (${chain.chainId})`
  }

  async function confirm(
    method: string,
    title: string,
    details: WalletPromptDetail[],
  ): Promise<void> {
    const approved = await prompt.ask({ method, title, details })
    if (!approved) {
      throw new ProviderRpcError(ProviderErrorCode.USER_REJECTED, 'The user rejected the request.')
    }
  }

  function assertAccount(asked: unknown): void {
    if (!connected) {
      throw new ProviderRpcError(
        ProviderErrorCode.UNAUTHORIZED,
        'This site is not connected to the wallet. Call eth_requestAccounts first.',
      )
    }
    if (typeof asked !== 'string' || asked.toLowerCase() !== address.toLowerCase()) {
      throw new ProviderRpcError(
        ProviderErrorCode.UNAUTHORIZED,
        `The wallet does not hold account ${String(asked)}.`,
      )
    }
  }

  function activate(chain: DemoEvmChain): void {
    active = chain
    emit('chainChanged', toHexChainId(chain.chainId))
    changed()
  }

  function revoke(): void {
    permissions.revoke()
    if (!connected) return
    connected = false
    emit('accountsChanged', [])
    emit(
      'disconnect',
      new ProviderRpcError(ProviderErrorCode.DISCONNECTED, 'The wallet disconnected this site.'),
    )
    changed()
  }

  async function requestAccounts(): Promise<string[]> {
    if (!connected) {
      await confirm('eth_requestAccounts', 'Connect to this site', [
        { label: 'Account', value: address, kind: 'code' },
        { label: 'Network', value: describeChain(active) },
      ])
      connected = true
      permissions.grant([address])
      emit('connect', { chainId: toHexChainId(active.chainId) })
      emit('accountsChanged', [address])
      changed()
    }
    return [address]
  }

  async function switchChain(chainId: number): Promise<null> {
    const target = chains.get(chainId)
    if (!target) {
      throw new ProviderRpcError(
        ProviderErrorCode.UNRECOGNIZED_CHAIN,
        `Unrecognized chain ID ${toHexChainId(chainId)}. Try adding the chain using wallet_addEthereumChain first.`,
      )
    }
    if (target.chainId === active.chainId) return null
    await confirm('wallet_switchEthereumChain', 'Switch network', [
      { label: 'From', value: describeChain(active) },
      { label: 'To', value: describeChain(target) },
    ])
    activate(target)
    return null
  }

  async function addChain(parameter: unknown): Promise<null> {
    if (!isRecord(parameter)) throw invalid('wallet_addEthereumChain needs a chain object.')
    const chainId = readChainId(parameter.chainId)
    if (chains.has(chainId)) return switchChain(chainId)
    const { chainName, rpcUrls, nativeCurrency } = parameter
    if (typeof chainName !== 'string' || !chainName.trim()) throw invalid('chainName is required.')
    const rpcUrl = Array.isArray(rpcUrls) ? rpcUrls[0] : undefined
    if (typeof rpcUrl !== 'string' || !/^https?:\/\//.test(rpcUrl) || !URL.canParse(rpcUrl)) {
      throw invalid('rpcUrls must start with an http(s) URL.')
    }
    if (
      !isRecord(nativeCurrency) ||
      typeof nativeCurrency.name !== 'string' ||
      typeof nativeCurrency.symbol !== 'string' ||
      typeof nativeCurrency.decimals !== 'number' ||
      !Number.isInteger(nativeCurrency.decimals)
    ) {
      throw invalid('nativeCurrency needs a name, a symbol and integer decimals.')
    }
    const chain: DemoEvmChain = {
      chainId,
      name: chainName.slice(0, 100),
      rpcUrl,
      nativeCurrency: {
        name: nativeCurrency.name,
        symbol: nativeCurrency.symbol,
        decimals: nativeCurrency.decimals,
      },
    }
    await confirm('wallet_addEthereumChain', 'Add a network and switch to it', [
      { label: 'Network', value: describeChain(chain) },
      { label: 'RPC URL', value: rpcUrl, kind: 'code' },
      { label: 'Currency', value: chain.nativeCurrency.symbol },
    ])
    chains.set(chainId, chain)
    activate(chain)
    return null
  }

  async function personalSign([data, asked]: unknown[]): Promise<Hex> {
    if (typeof data !== 'string') throw invalid('personal_sign needs the message as a string.')
    assertAccount(asked)
    const message = isHex(data) ? { raw: data } : data
    await confirm('personal_sign', 'Sign a message', [
      { label: 'Account', value: address, kind: 'code' },
      {
        label: 'Message',
        value: isHex(data) ? decodeMessageText(hexToBytes(data)) : data,
        kind: 'code',
      },
    ])
    return (await signer()).signMessage({ message })
  }

  async function signTypedData([asked, json]: unknown[]): Promise<Hex> {
    assertAccount(asked)
    let typedData: unknown = json
    if (typeof json === 'string') {
      try {
        typedData = JSON.parse(json)
      } catch {
        throw invalid('The typed data is not valid JSON.')
      }
    }
    if (
      !isRecord(typedData) ||
      !isRecord(typedData.types) ||
      typeof typedData.primaryType !== 'string' ||
      !isRecord(typedData.message)
    ) {
      throw invalid('The typed data needs types, primaryType and message.')
    }
    const domain = isRecord(typedData.domain) ? typedData.domain : {}
    if (domain.chainId !== undefined && Number(domain.chainId) !== active.chainId) {
      throw invalid(
        `The typed data is for chain ${String(domain.chainId)}, the active chain is ${active.chainId}.`,
      )
    }
    const { EIP712Domain: _, ...types } = typedData.types
    await confirm('eth_signTypedData_v4', 'Sign typed data', [
      { label: 'Account', value: address, kind: 'code' },
      { label: 'Domain', value: JSON.stringify(domain, null, 2), kind: 'code' },
      { label: 'Type', value: typedData.primaryType },
      { label: 'Message', value: JSON.stringify(typedData.message, null, 2), kind: 'code' },
    ])
    const account = await signer()
    try {
      // viem checks the types against the message; a mismatch is the caller's mistake.
      return await account.signTypedData({
        domain,
        types,
        primaryType: typedData.primaryType,
        message: typedData.message,
      } as Parameters<typeof account.signTypedData>[0])
    } catch (error) {
      throw invalid(`The typed data could not be signed: ${causeMessage(error)}`)
    }
  }

  /** A transaction of `eth_sendTransaction` or a call of `wallet_sendCalls`, checked. */
  function readTx(tx: unknown, method: string) {
    if (!isRecord(tx)) throw invalid(`${method} needs a transaction object.`)
    assertAccount(tx.from ?? address)
    const { to, data } = tx
    if (to !== undefined && to !== null && (typeof to !== 'string' || !isAddress(to))) {
      throw invalid('Transaction field to must be an address.')
    }
    if (data !== undefined && (typeof data !== 'string' || !isHex(data))) {
      throw invalid('Transaction field data must be hex.')
    }
    const txChainId = readQuantity(tx, 'chainId')
    if (txChainId !== undefined && txChainId !== BigInt(active.chainId)) {
      throw invalid(
        `The transaction is for chain ${txChainId}, the active chain is ${active.chainId}.`,
      )
    }
    const gasPrice = readQuantity(tx, 'gasPrice')
    const maxFeePerGas = readQuantity(tx, 'maxFeePerGas')
    const maxPriorityFeePerGas = readQuantity(tx, 'maxPriorityFeePerGas')
    const gas = readQuantity(tx, 'gas')
    const nonce = readQuantity(tx, 'nonce')
    return {
      to: typeof to === 'string' ? (to as Hex) : null,
      value: readQuantity(tx, 'value') ?? 0n,
      ...(typeof data === 'string' && { data: data as Hex }),
      ...(gas !== undefined && { gas }),
      ...(nonce !== undefined && { nonce: Number(nonce) }),
      ...(gasPrice !== undefined
        ? { gasPrice }
        : {
            ...(maxFeePerGas !== undefined && { maxFeePerGas }),
            ...(maxPriorityFeePerGas !== undefined && { maxPriorityFeePerGas }),
          }),
    }
  }

  function describeTx(tx: ReturnType<typeof readTx>, chain: DemoEvmChain): WalletPromptDetail[] {
    const details: WalletPromptDetail[] = [
      { label: 'To', value: tx.to ?? 'New contract', kind: 'code' },
      { label: 'Value', value: `${formatEther(tx.value)} ${chain.nativeCurrency.symbol}` },
    ]
    if (tx.data && tx.data !== '0x') details.push({ label: 'Data', value: tx.data, kind: 'code' })
    return details
  }

  async function broadcast(tx: ReturnType<typeof readTx>, chain: DemoEvmChain): Promise<Hex> {
    const account = await signer()
    const client = createClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })
    try {
      return await sendTransaction(client, {
        account,
        chain: null,
        ...tx,
      } as Parameters<typeof sendTransaction>[1])
    } catch (error) {
      throw new ProviderRpcError(
        ProviderErrorCode.INTERNAL,
        `The transaction could not be sent: ${causeMessage(error)}`,
      )
    }
  }

  async function sendTx([given]: unknown[]): Promise<Hex> {
    const tx = readTx(given, 'eth_sendTransaction')
    const chain = active
    await confirm('eth_sendTransaction', 'Send a transaction', [
      { label: 'From', value: address, kind: 'code' },
      ...describeTx(tx, chain),
      { label: 'Network', value: describeChain(chain) },
    ])
    return broadcast(tx, chain)
  }

  // EIP-5792: the calls are sent one after the other, each its own transaction, so the wallet
  // says it has no atomic batches; their receipts make the batch's status.
  const batches = new Map<string, { chain: DemoEvmChain; hashes: Hex[] }>()

  function capabilities(): Record<string, { atomic: { status: 'unsupported' } }> {
    return Object.fromEntries(
      [...chains.keys()].map((chainId) => [
        toHexChainId(chainId),
        { atomic: { status: 'unsupported' } },
      ]),
    )
  }

  async function sendCalls([request]: unknown[]): Promise<{ id: string }> {
    if (!isRecord(request) || !Array.isArray(request.calls) || request.calls.length === 0) {
      throw invalid('wallet_sendCalls needs { chainId, from, calls: [at least one call] }.')
    }
    if (request.atomicRequired === true) {
      throw new ProviderRpcError(5760, `${name} cannot send calls atomically.`)
    }
    if (readChainId(request.chainId) !== active.chainId) {
      throw invalid(
        `The calls are for chain ${request.chainId}, the active chain is ${active.chainId}.`,
      )
    }
    assertAccount(request.from ?? address)
    const calls = request.calls.map((call) => readTx(call, 'wallet_sendCalls'))
    const chain = active
    await confirm('wallet_sendCalls', `Send ${calls.length} calls`, [
      { label: 'From', value: address, kind: 'code' },
      { label: 'Network', value: describeChain(chain) },
      ...calls.flatMap((call, index) =>
        describeTx(call, chain).map((detail) => ({
          ...detail,
          label: `${index + 1}. ${detail.label}`,
        })),
      ),
    ])
    const id = typeof request.id === 'string' && request.id ? request.id : bytesToHex(randomBytes())
    const hashes: Hex[] = []
    batches.set(id, { chain, hashes })
    for (const call of calls) hashes.push(await broadcast(call, chain))
    return { id }
  }

  async function callsStatus([id]: unknown[]): Promise<unknown> {
    const batch = typeof id === 'string' ? batches.get(id) : undefined
    if (!batch) throw invalid(`${name} sent no calls with id ${String(id).slice(0, 100)}.`)
    const receipts = (await Promise.all(
      batch.hashes.map((hash) =>
        callJsonRpc(batch.chain.rpcUrl, 'eth_getTransactionReceipt', [hash]),
      ),
    )) as Array<{ status: Hex } | null>
    const mined = receipts.filter((receipt) => receipt !== null)
    const succeeded = mined.filter((receipt) => receipt.status === '0x1').length
    // 100 pending, 200 confirmed, 500 all reverted, 600 some reverted (EIP-5792 status codes).
    const status =
      mined.length < receipts.length
        ? 100
        : succeeded === mined.length
          ? 200
          : succeeded === 0
            ? 500
            : 600
    return {
      version: '2.0.0',
      id,
      chainId: toHexChainId(batch.chain.chainId),
      atomic: false,
      status,
      ...(status !== 100 && { receipts: mined }),
    }
  }

  async function handle(method: string, params: unknown[]): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts':
        return requestAccounts()
      case 'eth_accounts':
        return connected ? [address] : []
      case 'eth_chainId':
        return toHexChainId(active.chainId)
      case 'net_version':
        return String(active.chainId)
      case 'wallet_switchEthereumChain': {
        const [parameter] = params
        if (!isRecord(parameter)) throw invalid('wallet_switchEthereumChain needs { chainId }.')
        return switchChain(readChainId(parameter.chainId))
      }
      case 'wallet_addEthereumChain':
        return addChain(params[0])
      case 'wallet_revokePermissions':
        revoke()
        return null
      case 'personal_sign':
        return personalSign(params)
      case 'eth_signTypedData_v4':
        return signTypedData(params)
      case 'eth_sendTransaction':
        return sendTx(params)
      case 'wallet_getCapabilities':
        assertAccount(params[0] ?? address)
        return capabilities()
      case 'wallet_sendCalls':
        return sendCalls(params)
      case 'wallet_getCallsStatus':
        return callsStatus(params)
      default:
        if (PASSTHROUGH.has(method)) return callJsonRpc(active.rpcUrl, method, params)
        throw new ProviderRpcError(
          ProviderErrorCode.UNSUPPORTED_METHOD,
          `${name} does not support ${method.slice(0, 100)}.`,
        )
    }
  }

  const provider: DemoEvmProvider = {
    isAirlockDemoWallet: true,
    async request(args) {
      if (!isRecord(args) || typeof args.method !== 'string') {
        throw invalid('request() needs { method: string, params?: unknown[] }.')
      }
      return handle(args.method, paramsList(args.params))
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }

  const control: DemoWalletControl = {
    name,
    getStatus: (): DemoWalletStatus => ({
      connected,
      account: address,
      network: describeChain(active),
    }),
    subscribe(watcher) {
      watchers.add(watcher)
      return () => watchers.delete(watcher)
    },
    revoke,
  }

  return { provider, control }
}
