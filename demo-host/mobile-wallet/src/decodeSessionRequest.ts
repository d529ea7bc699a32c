import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { readSendOptions, type SolanaSendOptions } from '@airlock/shared-protocol/solanaSendOptions'
import {
  decompileTransactionMessage,
  getBase58Encoder,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type ReadonlyUint8Array,
} from '@solana/kit'
import {
  formatEther,
  getAddress,
  type Hex,
  hexToBytes,
  isAddress,
  isHex,
  stringToHex,
  type TypedDataDefinition,
} from 'viem'
import {
  decodeNamespaceRequest,
  NAMESPACE_REQUEST_METHODS,
  type NamespaceRequest,
} from './decodeNamespaceRequest.ts'

/** The request of a WalletKit `session_request` event: method, params and chain. */
export type SessionRequestInput = {
  /** CAIP-2 chain the dapp addressed. */
  chainId: string
  request: { method: string; params: unknown }
}

/** A Solana instruction as the request card lists it. */
type SolanaInstructionSummary = { program: string; text: string }

/** An EVM transaction as the dapp sent it, checked and with its values parsed. */
type EvmTransactionRequest = {
  from: Hex
  to: Hex | undefined
  value: bigint
  data: Hex | undefined
  gas: bigint | undefined
}

/** A `session_request` checked and decoded: what the card shows and the handler signs. */
export type DecodedRequest =
  | NamespaceRequest
  | {
      method: 'personal_sign'
      chainId: string
      address: Hex
      /** The raw message as hex. */
      message: Hex
      /** The message as text when it is printable UTF-8. */
      text: string | undefined
    }
  | {
      method: 'eth_signTypedData_v4'
      chainId: string
      address: Hex
      typedData: TypedDataDefinition
      /** Pretty JSON of the typed data. */
      text: string
    }
  | {
      method: 'eth_sendTransaction'
      chainId: string
      transaction: EvmTransactionRequest
      /** `1.5 ETH to 0x…` and the data size. */
      text: string
    }
  | {
      method: 'wallet_switchEthereumChain' | 'wallet_addEthereumChain'
      chainId: string
      targetChainId: string
    }
  | {
      method: 'solana_signMessage'
      chainId: string
      pubkey: string
      message: Uint8Array
      text: string | undefined
    }
  | {
      method: 'solana_signTransaction' | 'solana_signAndSendTransaction'
      chainId: string
      /** The transaction as the dapp sent it (base64 wire format). */
      transaction: string
      feePayer: string
      signers: string[]
      instructions: SolanaInstructionSummary[]
      /** How the dapp asked for it to be sent (`solana_signAndSendTransaction` only). */
      sendOptions?: SolanaSendOptions | undefined
    }

const SYSTEM_PROGRAM = '11111111111111111111111111111111'

/**
 * Checks a `session_request` and decodes what it asks to sign: the message text of
 * `personal_sign` / `solana_signMessage`, the typed data, the EVM transaction (value in ETH) or
 * the Solana transaction's fee payer, signers and instructions (System transfers spelled out);
 * polkadot, bip122 and cosmos requests by `decodeNamespaceRequest`.
 * Throws `INVALID_PARAMS` for params of the wrong shape and `WALLET_REQUEST_NOT_ALLOWED` for a
 * method the wallet does not answer.
 */
export function decodeSessionRequest({ chainId, request }: SessionRequestInput): DecodedRequest {
  const { method, params } = request
  switch (method) {
    case 'personal_sign': {
      const [message, address] = tuple(method, params, 2)
      const hex = isHex(message) ? message : stringToHex(expectString(method, 'message', message))
      return {
        method,
        chainId,
        address: expectAddress(method, address),
        message: hex,
        text: printable(hexToBytes(hex)),
      }
    }
    case 'eth_signTypedData_v4': {
      const [address, data] = tuple(method, params, 2)
      const typedData = (typeof data === 'string' ? parseJson(method, data) : data) as
        | TypedDataDefinition
        | undefined
      if (!isRecord(typedData) || !isRecord(typedData.types) || !typedData.primaryType) {
        throw invalid(method, 'the typed data has no types or primaryType')
      }
      return {
        method,
        chainId,
        address: expectAddress(method, address),
        typedData,
        text: JSON.stringify(typedData, null, 2),
      }
    }
    case 'eth_sendTransaction': {
      const [tx] = tuple(method, params, 1)
      if (!isRecord(tx)) throw invalid(method, 'the transaction is not an object')
      const transaction: EvmTransactionRequest = {
        from: expectAddress(method, tx.from),
        to: tx.to === undefined || tx.to === null ? undefined : expectAddress(method, tx.to),
        value: quantity(method, 'value', tx.value) ?? 0n,
        data: optionalHex(method, tx.data ?? tx.input),
        gas: quantity(method, 'gas', tx.gas),
      }
      const target = transaction.to ? `to ${transaction.to}` : 'creating a contract'
      const size = transaction.data ? (transaction.data.length - 2) / 2 : 0
      return {
        method,
        chainId,
        transaction,
        text: `${formatEther(transaction.value)} ETH ${target}${size ? `, ${size} bytes of data` : ''}`,
      }
    }
    case 'wallet_switchEthereumChain':
    case 'wallet_addEthereumChain': {
      const [target] = tuple(method, params, 1)
      if (!isRecord(target)) throw invalid(method, 'expected [{ chainId }]')
      const id = quantity(method, 'chainId', target.chainId)
      if (id === undefined) throw invalid(method, 'chainId is missing')
      return { method, chainId, targetChainId: `eip155:${id}` }
    }
    case 'solana_signMessage': {
      if (!isRecord(params)) throw invalid(method, 'expected { message, pubkey }')
      const message = base58Bytes(method, 'message', params.message)
      return {
        method,
        chainId,
        pubkey: expectString(method, 'pubkey', params.pubkey),
        message,
        text: printable(message),
      }
    }
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction': {
      if (!isRecord(params)) throw invalid(method, 'expected { transaction }')
      const transaction = expectString(method, 'transaction', params.transaction)
      const sendOptions = expectSendOptions(method, params.sendOptions)
      return {
        method,
        chainId,
        transaction,
        ...summarizeSolanaTransaction(method, transaction),
        ...(sendOptions && { sendOptions }),
      }
    }
    default:
      if ((NAMESPACE_REQUEST_METHODS as readonly string[]).includes(method)) {
        return decodeNamespaceRequest(method as NamespaceRequest['method'], chainId, params)
      }
      throw new AirlockError(
        ErrorCode.WALLET_REQUEST_NOT_ALLOWED,
        `This wallet does not answer ${method}`,
      )
  }
}

function summarizeSolanaTransaction(method: string, base64: string) {
  let messageBytes: Uint8Array
  let signers: string[]
  try {
    const transaction = getTransactionDecoder().decode(getBase64Encoder().encode(base64))
    messageBytes = new Uint8Array(transaction.messageBytes)
    signers = Object.keys(transaction.signatures)
  } catch (cause) {
    throw invalid(method, `the transaction is not a base64 wire transaction (${errorText(cause)})`)
  }
  const compiled = getCompiledTransactionMessageDecoder().decode(messageBytes)
  const feePayer = compiled.staticAccounts[0] ?? ''
  let instructions: SolanaInstructionSummary[]
  try {
    const decompiled: readonly PlainInstruction[] =
      decompileTransactionMessage(compiled).instructions
    instructions = decompiled.map((instruction) => {
      const program = instruction.programAddress
      const data = new Uint8Array(instruction.data ?? [])
      const accounts = (instruction.accounts ?? []).map((account) => account.address)
      if (program === SYSTEM_PROGRAM && data.length >= 12 && readU32(data, 0) === 2) {
        const lamports = new DataView(data.buffer, data.byteOffset + 4, 8).getBigUint64(0, true)
        return {
          program,
          text: `Transfer ${formatUnits9(lamports)} SOL from ${accounts[0]} to ${accounts[1]}`,
        }
      }
      return { program, text: `Program ${program}: ${data.length} bytes of data` }
    })
  } catch {
    // Address lookup tables need the chain to resolve; say what we can.
    instructions = [{ program: '', text: 'Instructions use address lookup tables (not shown)' }]
  }
  return { feePayer, signers, instructions }
}

type PlainInstruction = {
  programAddress: string
  accounts?: readonly { address: string }[] | undefined
  data?: ReadonlyUint8Array | undefined
}

function readU32(bytes: Uint8Array, offset: number): number {
  return new DataView(bytes.buffer, bytes.byteOffset + offset, 4).getUint32(0, true)
}

function formatUnits9(value: bigint): string {
  const whole = value / 1_000_000_000n
  const fraction = (value % 1_000_000_000n).toString().padStart(9, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : `${whole}`
}

function tuple(method: string, params: unknown, length: number): unknown[] {
  if (!Array.isArray(params) || params.length < length) {
    throw invalid(method, `expected an array of ${length} params`)
  }
  return params
}

function expectString(method: string, name: string, value: unknown): string {
  if (typeof value !== 'string' || value === '') throw invalid(method, `${name} is not a string`)
  return value
}

const SEND_OPTION_NAMES = [
  'skipPreflight',
  'preflightCommitment',
  'maxRetries',
  'minContextSlot',
] as const

/**
 * The send options the dapp gave, to pass on to `sendTransaction`. A known option of the wrong
 * type is refused rather than dropped: sending without a `skipPreflight` or `minContextSlot` the
 * dapp meant would send differently from what it asked. Unknown names are ignored.
 */
function expectSendOptions(method: string, value: unknown): SolanaSendOptions | undefined {
  if (value === undefined || value === null) return undefined
  if (!isRecord(value)) throw invalid(method, 'sendOptions is not an object')
  const read = readSendOptions(value) ?? {}
  const refused = SEND_OPTION_NAMES.find((name) => value[name] !== undefined && !(name in read))
  if (refused) {
    throw invalid(method, `sendOptions.${refused} is not valid (${JSON.stringify(value[refused])})`)
  }
  return Object.keys(read).length > 0 ? read : undefined
}

function expectAddress(method: string, value: unknown): Hex {
  if (typeof value !== 'string' || !isAddress(value, { strict: false })) {
    throw invalid(method, `${String(value)} is not an address`)
  }
  return getAddress(value)
}

function optionalHex(method: string, value: unknown): Hex | undefined {
  if (value === undefined || value === null || value === '0x') return undefined
  if (!isHex(value)) throw invalid(method, 'data is not hex')
  return value
}

function quantity(method: string, name: string, value: unknown): bigint | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  if (typeof value === 'string' && /^(0x[0-9a-fA-F]+|\d+)$/.test(value)) return BigInt(value)
  throw invalid(method, `${name} is not a quantity`)
}

function base58Bytes(method: string, name: string, value: unknown): Uint8Array {
  const text = expectString(method, name, value)
  try {
    return new Uint8Array(getBase58Encoder().encode(text))
  } catch {
    throw invalid(method, `${name} is not base58`)
  }
}

function parseJson(method: string, text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw invalid(method, 'the typed data is not JSON')
  }
}

/** UTF-8 text without control characters (new lines and tabs allowed), else undefined. */
function printable(bytes: Uint8Array): string | undefined {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we look for
    return /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text) ? undefined : text
  } catch {
    return undefined
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function invalid(method: string, details: string): AirlockError {
  return new AirlockError(ErrorCode.INVALID_PARAMS, `Invalid params for ${method}`, { details })
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
