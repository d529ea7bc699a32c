import {
  AirlockError,
  assertPayloadBounds,
  ErrorCode,
  type MethodParams,
  type Namespace,
  type Network,
  PAYLOAD_LIMITS,
  parseCaipAddress,
} from '@airlock/shared-protocol'
import { signsAsSolanaTransactionError } from '@airlock/shared-protocol/solanaMessage'
import { readSendOptions, type SolanaSendOptions } from '@airlock/shared-protocol/solanaSendOptions'
import { assertSolanaTransactionSize } from '@airlock/shared-protocol/solanaTransactionSize'
import {
  isHexBytes,
  WALLET_FRAME_MAX_BYTES,
  type WalletFrameMethodSchemas,
  walletFrameMethodSchemas,
} from '@airlock/shared-protocol/walletFrame'
import {
  type Base64EncodedWireTransaction,
  createSolanaRpc,
  getBase58Encoder,
  getBase64Decoder,
  getTransactionDecoder,
  isSolanaError,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
} from '@solana/kit'
import { type Hex, isAddressEqual, numberToHex, stringToHex } from 'viem'
import {
  estimateFeesPerGas,
  estimateGas,
  getTransactionCount,
  sendRawTransaction,
} from 'viem/actions'
import { createEvmClient } from '../chains/createEvmClient.ts'
import { MAX_ENCODED_SIGNATURE_LENGTH } from '../chains/ed25519Signature.ts'
import { findNetwork } from '../chains/findNetwork.ts'
import { readBase64Param } from '../chains/readBase64Param.ts'
import { assertSignerOf, signsAsTransaction } from '../chains/signsAsTransaction.ts'
import { accountsAtom } from '../state/account.ts'
import { completeNetworkSwitch } from '../state/chain.ts'
import { TIMES } from '../state/constants.ts'
import type { Store } from '../state/Store.ts'
import { setAccountNetwork } from '../wallets/setAccountNetwork.ts'
import { requestApproval } from './approval.ts'
import {
  describeEvmMessage,
  describeEvmTransaction,
  describeSolanaMessage,
  describeSolanaTransaction,
  describeTypedData,
} from './describeRequest.ts'
import { callFrame } from './embeddedSession.ts'

/** A provider request for the embedded wallet (the `providerRequest` method's parameters). */
export type EmbeddedRequest = { namespace: Namespace; method: string; params?: unknown }

/** Chain reads and writes, injectable for tests; the network's RPC in the app. */
export type EmbeddedChain = {
  /** Fills nonce, gas and fees of an eip155 transaction from `from`. */
  fillEvm(network: Network, from: Hex, transaction: DappTransaction): Promise<FilledTransaction>
  /** Broadcasts a signed eip155 transaction; resolves its hash. */
  sendEvm(network: Network, signed: Hex): Promise<Hex>
  /** Broadcasts a signed Solana transaction (base64); resolves its signature (base58). */
  sendSolana(network: Network, signed: string, options?: SolanaSendOptions): Promise<string>
}

/** A transaction as a dapp passes it to `eth_sendTransaction`. */
type DappTransaction = {
  from?: string
  to?: string | null
  value?: Hex
  data?: Hex
  input?: Hex
  gas?: Hex
  gasPrice?: Hex
  maxFeePerGas?: Hex
  maxPriorityFeePerGas?: Hex
}

/** A transaction the frame signs (see `walletFrameMethodSchemas.evmSignTransaction`). */
type FilledTransaction = MethodParams<WalletFrameMethodSchemas, 'evmSignTransaction'>['transaction']

/** The amounts of a dapp's transaction, JSON-RPC quantities. */
const QUANTITY_KEYS = ['value', 'gas', 'gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas'] as const

/**
 * Answers a provider request on the namespace the embedded wallet connected, like a wallet would:
 * every signature and transaction is first shown on ApproveTransaction (`requestApproval`); the
 * frame only signs; the modal fills eip155 transactions (nonce, gas, fees, chain id) and
 * broadcasts them and Solana ones through the network's RPC.
 *
 * | namespace | method | answer |
 * |---|---|---|
 * | eip155 | `personal_sign` `[message hex, address]` | signature |
 * | eip155 | `eth_signTypedData_v4` (and `_v3`) `[address, typed data]` | signature |
 * | eip155 | `eth_sendTransaction` `[transaction]` | hash |
 * | eip155 | `wallet_switchEthereumChain` `[{ chainId }]` | null (the modal's networks only) |
 * | solana | `solana:signMessage` `{ message }` | `{ signedMessage, signature }` (base64) |
 * | solana | `solana:signTransaction` `{ transaction }` | `{ signedTransaction }` (base64) |
 * | solana | `solana:signAndSendTransaction` `{ transaction }` | `{ signature }` (base64) |
 *
 * @throws {AirlockError} `USER_REJECTED` (4001) when the visitor rejects; `WALLET_REQUEST_NOT_ALLOWED`
 * (4200) for any other method, after 300 ms (spec §9); `INVALID_PARAMS` for malformed
 * parameters or another account, for a message of no bytes, for a message, typed data, calldata
 * or Solana transaction past the wallet frame's limits (`WALLET_FRAME_MAX_BYTES`, the payload
 * bounds), for an `eth_sendTransaction` whose `to` or amounts, or whose filled transaction, the
 * frame's `evmSignTransaction` schema refuses (the dapp's fields before the node is asked for
 * gas), for a Solana transaction larger than Solana's 1,232 bytes or one the account is not a
 * required signer of, and for a `solana:signMessage` of a transaction the account signs (all
 * before any prompt);
 * `UNKNOWN_NETWORK` (4902) for a chain the app did not configure; `HTTP_ERROR` when the network
 * refuses or cannot be reached; the frame's errors.
 */
export async function embeddedRequest(
  store: Store,
  request: EmbeddedRequest,
  chain: EmbeddedChain = rpcChain,
): Promise<unknown> {
  const { namespace, method } = request
  const account = store.get(accountsAtom)[namespace]
  if (!account.caipAddress || !account.address) {
    throw new AirlockError(ErrorCode.CONNECTOR_NOT_FOUND, 'No wallet is connected.', {
      data: { code: 4100 },
    })
  }
  const { reference } = parseCaipAddress(account.caipAddress)
  const { network } = findNetwork(store, namespace, reference)
  const params = request.params
  if (namespace === 'eip155') {
    const address = account.address as Hex
    if (method === 'personal_sign') {
      const [first, second] = asArray(params, method)
      // [message, address]; some dapps still send the old [address, message] order.
      const given =
        isAddressLike(first, address) && !isAddressLike(second, address) ? second : first
      if (typeof given !== 'string' || (given.startsWith('0x') && !isHexBytes(given))) {
        throw invalid(method, 'expects [message as 0x hex, address]')
      }
      // Plain text is signed as its UTF-8 bytes, as wallets do for dapps that skip the hex.
      const message = isHexBytes(given) ? given : stringToHex(given)
      // As for Solana's signMessage: a blank prompt whose signature is the same everywhere.
      if (message === '0x') {
        throw invalid(method, 'expects [message, address] with a message of at least one byte')
      }
      assertFrameTakesHex(message, method, '[message, address] with a message')
      await requestApproval(store, describeEvmMessage(network, message))
      return (await callFrame(store, 'evmSignMessage', { message })).signature
    }
    if (method === 'eth_signTypedData_v4' || method === 'eth_signTypedData_v3') {
      const [signer, raw] = asArray(params, method)
      assertSigner(signer, address, method)
      let typedData: unknown = raw
      if (typeof raw === 'string') {
        try {
          typedData = JSON.parse(raw)
        } catch {
          throw invalid(method, 'expects typed data as JSON')
        }
      }
      if (typedData === null || typeof typedData !== 'object') {
        throw invalid(method, 'expects typed data as an object')
      }
      assertFrameTakesTypedData(typedData, method)
      await requestApproval(store, describeTypedData(network, typedData))
      return (await callFrame(store, 'evmSignTypedData', { typedData })).signature
    }
    if (method === 'eth_sendTransaction') {
      const [given] = asArray(params, method) as [DappTransaction | undefined]
      if (!given || typeof given !== 'object') {
        throw invalid(method, 'expects [transaction]')
      }
      if (given.from !== undefined) assertSigner(given.from, address, method)
      const transaction = readDappTransaction(given, method)
      // Checked before the node is asked for gas: the frame would refuse the data after approval.
      const dataKey = transaction.data !== undefined ? 'data' : 'input'
      const data = transaction[dataKey]
      if (data !== undefined) {
        if (!isHexBytes(data)) {
          throw invalid(method, `expects [transaction] with ${dataKey} as 0x hex bytes`)
        }
        assertFrameTakesHex(data, method, `[transaction] with ${dataKey}`)
      }
      const filled = await onNetwork(network, () => chain.fillEvm(network, address, transaction))
      assertFrameSigns(filled, method)
      await requestApproval(
        store,
        describeEvmTransaction(network, filled, { signer: address, now: Date.now() }),
      )
      const { signedTransaction } = await callFrame(store, 'evmSignTransaction', {
        transaction: filled,
      })
      return onNetwork(network, () => chain.sendEvm(network, signedTransaction as Hex))
    }
    if (method === 'wallet_switchEthereumChain') {
      const [target] = asArray(params, method) as [{ chainId?: unknown } | undefined]
      const chainId = typeof target?.chainId === 'string' ? Number(target.chainId) : Number.NaN
      const found = findNetwork(store, 'eip155', String(chainId))
      if (!found.supported) {
        throw new AirlockError(
          ErrorCode.UNKNOWN_NETWORK,
          `The embedded wallet can use this app's networks only, not chain ${String(target?.chainId).slice(0, 20)}.`,
          { data: { code: 4902 } },
        )
      }
      completeNetworkSwitch(store, found.network)
      setAccountNetwork(store, 'eip155', found.network)
      return null
    }
  }
  if (namespace === 'solana') {
    const input = (params ?? {}) as { message?: unknown; transaction?: unknown; options?: unknown }
    if (method === 'solana:signMessage') {
      const message = readBase64Param(
        input.message,
        method,
        'message',
        WALLET_FRAME_MAX_BYTES.base64,
      )
      if (signsAsTransaction(message.bytes, account.address)) {
        throw signsAsSolanaTransactionError(method)
      }
      await requestApproval(store, describeSolanaMessage(network, message.text))
      const { signature } = await callFrame(store, 'solanaSignMessage', { message: message.text })
      return { signedMessage: message.text, signature }
    }
    if (method === 'solana:signTransaction' || method === 'solana:signAndSendTransaction') {
      const transaction = readBase64Param(
        input.transaction,
        method,
        'transaction',
        WALLET_FRAME_MAX_BYTES.base64,
      )
      assertSolanaTransactionSize(transaction.bytes, method)
      let described: ReturnType<typeof describeSolanaTransaction>
      try {
        described = describeSolanaTransaction(network, transaction.text)
      } catch (error) {
        throw new AirlockError(ErrorCode.INVALID_PARAMS, `${method}: not a Solana transaction.`, {
          cause: error,
        })
      }
      // The frame signs only in the account's own signature slot: asking the visitor to approve a
      // transaction it is no signer of would end in the frame's refusal.
      const { messageBytes } = getTransactionDecoder().decode(transaction.bytes)
      assertSignerOf(new Uint8Array(messageBytes), account.address, method)
      await requestApproval(store, described)
      const { signedTransaction } = await callFrame(store, 'solanaSignTransaction', {
        transaction: transaction.text,
      })
      if (method === 'solana:signTransaction') return { signedTransaction }
      const options = readSendOptions(input.options)
      const signature = await onNetwork(network, () =>
        chain.sendSolana(network, signedTransaction, options),
      )
      // The node's answer is decoded: a string far longer than a signature would stall the modal.
      if (signature.length > MAX_ENCODED_SIGNATURE_LENGTH) {
        throw new AirlockError(
          ErrorCode.HTTP_ERROR,
          `${network.name} answered the send with no transaction signature; the transaction may still have been sent.`,
          { details: `Its answer is ${signature.length} characters long.` },
        )
      }
      return { signature: getBase64Decoder().decode(getBase58Encoder().encode(signature)) }
    }
  }
  // A method the embedded wallet does not know: refused after the spec's short delay.
  await new Promise((resolve) => setTimeout(resolve, TIMES.disallowedMethodErrorDelay))
  throw new AirlockError(
    ErrorCode.WALLET_REQUEST_NOT_ALLOWED,
    `The embedded wallet does not support ${method.slice(0, 100)}.`,
    { data: { code: 4200 } },
  )
}

function asArray(params: unknown, method: string): unknown[] {
  if (!Array.isArray(params)) throw invalid(method, 'expects an array of parameters')
  return params
}

function isAddressLike(value: unknown, address: Hex): boolean {
  return typeof value === 'string' && value.toLowerCase() === address.toLowerCase()
}

function assertSigner(value: unknown, address: Hex, method: string): void {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(value)) {
    throw invalid(method, 'expects the account address')
  }
  if (!isAddressEqual(value as Hex, address)) {
    throw new AirlockError(
      ErrorCode.INVALID_PARAMS,
      `${method}: ${value} is not the connected account (${address}).`,
      { data: { code: 4100 } },
    )
  }
}

/**
 * The dapp's transaction with its amounts written as the frame takes them (no leading zeros), its
 * `to` and amounts checked with the frame's own rules before the node is asked for gas: a bad one
 * would be refused by the frame after the visitor approved.
 */
function readDappTransaction(given: DappTransaction, method: string): DappTransaction {
  const transaction = { ...given }
  for (const key of QUANTITY_KEYS) {
    const value = given[key]
    // Wallets take "0x01" from dapps; the frame takes "0x1".
    if (typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value)) {
      transaction[key] = numberToHex(BigInt(value))
    }
  }
  const fields = walletFrameMethodSchemas.evmSignTransaction.params.shape.transaction.shape
  for (const key of ['to', ...QUANTITY_KEYS] as const) {
    if (transaction[key] === undefined) continue
    const checked = fields[key].safeParse(transaction[key])
    if (!checked.success) {
      throw invalid(
        method,
        `expects [transaction] with ${key} as ${expected(checked.error.issues)}`,
      )
    }
  }
  return transaction
}

/**
 * Refuses a filled transaction the frame's `evmSignTransaction` schema would refuse after the
 * visitor approved (what the node answered for gas or fees, the network's chain id).
 */
function assertFrameSigns(filled: FilledTransaction, method: string): void {
  const checked = walletFrameMethodSchemas.evmSignTransaction.params.safeParse({
    transaction: filled,
  })
  if (checked.success) return
  const field = checked.error.issues[0]?.path.slice(1).join('.') || 'transaction'
  throw invalid(
    method,
    `cannot sign the filled transaction: its ${field} is not ${expected(checked.error.issues)}`,
  )
}

/** What the frame's schema expected, from its first issue ("Expected a …" → "a …"). */
function expected(issues: readonly { message: string }[]): string {
  return (issues[0]?.message ?? 'valid').replace(/^Expected /, '')
}

/** Refuses hex bytes past the wallet frame's limit, which it would refuse after the approval. */
function assertFrameTakesHex(hex: Hex, method: string, param: string): void {
  if ((hex.length - 2) / 2 > WALLET_FRAME_MAX_BYTES.hex) {
    throw invalid(method, `expects ${param} of at most ${WALLET_FRAME_MAX_BYTES.hex} bytes`)
  }
}

/**
 * Refuses typed data past the channel's bounds, the frame's only limit on it: typed data sent as
 * JSON text crossed to the modal as one string, and may parse into more values than the bounds.
 */
function assertFrameTakesTypedData(typedData: unknown, method: string): void {
  try {
    // The params exactly as callFrame sends them.
    assertPayloadBounds({ typedData })
  } catch (error) {
    if (!(error instanceof AirlockError) || error.code !== ErrorCode.PAYLOAD_TOO_LARGE) throw error
    const { maxBytes, maxDepth, maxNodes } = PAYLOAD_LIMITS
    throw new AirlockError(
      ErrorCode.INVALID_PARAMS,
      `${method} expects [address, typed data] with typed data of at most ${maxBytes} bytes, ${maxDepth} levels and ${maxNodes} values.`,
      { data: { code: -32602 }, details: error.shortMessage, cause: error },
    )
  }
}

function invalid(method: string, what: string): AirlockError {
  return new AirlockError(ErrorCode.INVALID_PARAMS, `${method} ${what}.`, {
    data: { code: -32602 },
  })
}

/** Runs a chain call; a node's refusal or silence becomes an error that names the network. */
async function onNetwork<T>(network: Network, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof AirlockError) throw error
    const short = (error as { shortMessage?: unknown; message?: unknown }) ?? {}
    const reason = (
      preflightRefusal(error) ?? String(short.shortMessage ?? short.message ?? error)
    ).slice(0, 300)
    throw new AirlockError(
      ErrorCode.HTTP_ERROR,
      `${network.name} refused the transaction: ${reason}`,
      {
        cause: error,
      },
    )
  }
}

/**
 * A Solana node's refusal of a transaction its simulation failed, in words: @solana/kit's
 * production build keeps only the code ("Solana error #-32002; Decode this error by running…").
 * The program log that says what failed (an insufficient balance, a program's error) goes with it.
 */
function preflightRefusal(error: unknown): string | undefined {
  if (
    !isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE)
  ) {
    return undefined
  }
  const logs: readonly unknown[] = error.context.logs ?? []
  const line = logs.find(
    (log): log is string => typeof log === 'string' && /insufficient|failed|error/i.test(log),
  )
  return line ? `its simulation failed (${line})` : 'its simulation failed'
}

/** The chain through each network's RPC (viem actions on eip155, @solana/kit on solana). */
const rpcChain: EmbeddedChain = {
  async fillEvm(network, from, transaction) {
    const client = createEvmClient(network)
    const data = transaction.data ?? transaction.input
    const to = transaction.to ?? undefined
    const value = transaction.value === undefined ? undefined : BigInt(transaction.value)
    const [nonce, gas, fees] = await Promise.all([
      getTransactionCount(client, { address: from, blockTag: 'pending' }),
      transaction.gas === undefined
        ? estimateGas(client, {
            account: from,
            ...(to === undefined ? {} : { to: to as Hex }),
            ...(value === undefined ? {} : { value }),
            ...(data === undefined ? {} : { data }),
          })
        : BigInt(transaction.gas),
      transaction.gasPrice !== undefined || transaction.maxFeePerGas !== undefined
        ? undefined
        : estimateFeesPerGas(client),
    ])
    const filled: FilledTransaction = {
      chainId: Number(network.id),
      nonce,
      ...(to === undefined ? {} : { to: to as Hex }),
      value: numberToHex(value ?? 0n),
      ...(data === undefined || data === '0x' ? {} : { data }),
      gas: numberToHex(gas),
    }
    if (transaction.gasPrice !== undefined) {
      filled.gasPrice = numberToHex(BigInt(transaction.gasPrice))
    } else {
      filled.maxFeePerGas = numberToHex(
        transaction.maxFeePerGas !== undefined
          ? BigInt(transaction.maxFeePerGas)
          : (fees?.maxFeePerGas ?? 0n),
      )
      filled.maxPriorityFeePerGas = numberToHex(
        transaction.maxPriorityFeePerGas !== undefined
          ? BigInt(transaction.maxPriorityFeePerGas)
          : (fees?.maxPriorityFeePerGas ?? 0n),
      )
    }
    return filled
  },
  sendEvm: (network, signed) =>
    sendRawTransaction(createEvmClient(network), { serializedTransaction: signed }),
  async sendSolana(network, signed, options) {
    const url = network.rpcUrls.default.http[0]
    if (!url) {
      throw new AirlockError(ErrorCode.UNKNOWN_NETWORK, `No RPC is configured for ${network.name}.`)
    }
    return createSolanaRpc(url)
      .sendTransaction(signed as Base64EncodedWireTransaction, {
        encoding: 'base64',
        preflightCommitment: options?.preflightCommitment ?? 'confirmed',
        ...(options?.skipPreflight !== undefined && { skipPreflight: options.skipPreflight }),
        ...(options?.maxRetries !== undefined && { maxRetries: BigInt(options.maxRetries) }),
        ...(options?.minContextSlot !== undefined && {
          minContextSlot: BigInt(options.minContextSlot),
        }),
      })
      .send()
  },
}
