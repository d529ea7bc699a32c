import {
  type NameRegistrationMessage,
  type Network,
  nameRegistrationMessageSchema,
} from '@airlock/shared-protocol'
import {
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
} from '@solana/kit'
import { type Hex, hexToBytes } from 'viem'
import {
  ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
  SOLANA_TOKEN_PROGRAMS,
  SYSTEM_PROGRAM_ADDRESS,
} from '../chains/solanaPrograms.ts'
import { FEE_DIGITS, unitsText } from '../state/validation/units.ts'
import type { ApprovalField, ApprovalRequest } from './approvalAtom.ts'
import { clip, describeEvmCall, exactAmount, nativeValue } from './describeEvmCall.ts'

/** An eip155 transaction as the modal filled it (JSON-RPC quantities). */
export type FilledEvmTransaction = {
  to?: string | null | undefined
  value?: Hex | undefined
  data?: Hex | undefined
  gas: Hex
  maxFeePerGas?: Hex | undefined
  gasPrice?: Hex | undefined
}

/**
 * An eip155 transaction, decoded: a native transfer (amount, recipient), a deployment, or a
 * contract call — in words where `describeEvmCall` knows the function (swaps, token transfers
 * and approvals, NFT approvals), the selector and the raw data otherwise. `viewer` is the signing
 * account and the time of asking, which a swap's recipient and deadline are read against. The
 * fee is the most it can cost: gas × max fee per gas.
 */
export function describeEvmTransaction(
  network: Network,
  transaction: FilledEvmTransaction,
  viewer: { signer: string; now: number },
): ApprovalRequest {
  const { symbol, decimals } = network.nativeCurrency
  const value = BigInt(transaction.value ?? '0x0')
  const data = transaction.data && transaction.data !== '0x' ? transaction.data : undefined
  const to = transaction.to ?? undefined
  const perGas = BigInt(transaction.maxFeePerGas ?? transaction.gasPrice ?? '0x0')
  const fee = `${unitsText(BigInt(transaction.gas) * perGas, decimals, FEE_DIGITS)} ${symbol}`
  const base = { network: network.name, fee }
  if (to === undefined) {
    return {
      ...base,
      title: 'Deploy a contract',
      fields: [
        ...(value > 0n
          ? [{ label: 'Amount', value: exactAmount(value, network.nativeCurrency) }]
          : []),
        { label: 'Code', value: clip(data ?? '0x') },
      ],
    }
  }
  if (data === undefined) {
    const amount = exactAmount(value, network.nativeCurrency)
    return {
      ...base,
      title: `Send ${amount}`,
      fields: [
        { label: 'Amount', value: amount },
        { label: 'Recipient', value: to },
      ],
    }
  }
  const described = describeEvmCall(network, { contract: to, data, value, ...viewer })
  if (described) return { ...base, ...described }
  return {
    ...base,
    title: 'Call a contract',
    fields: [
      { label: 'Contract', value: to },
      { label: 'Function', value: `Unknown (${data.slice(0, 10)})` },
      { label: 'Data', value: clip(data) },
      ...nativeValue(network, value),
    ],
  }
}

/**
 * A personal_sign message: its text when it is UTF-8, its hex otherwise. A names API
 * registration (`createNameRegistrationMessage`'s JSON) is said in words first, the exact text
 * still below it: a visitor registering a name saw only a line of JSON.
 */
export function describeEvmMessage(network: Network, message: Hex): ApprovalRequest {
  const text = bytesToText(hexToBytes(message))
  const fields: ApprovalField[] = [{ label: 'Message', value: clip(text ?? message) }]
  const registration = text === undefined ? undefined : nameRegistration(text)
  if (registration) {
    return {
      title: `Register the name ${registration.name}`,
      network: network.name,
      fields: [
        { label: 'Name', value: registration.name },
        { label: 'What it does', value: 'Names this account; nothing is sent or paid.' },
        ...fields,
      ],
    }
  }
  return { title: 'Sign a message', network: network.name, fields }
}

function nameRegistration(text: string): NameRegistrationMessage | undefined {
  try {
    const parsed = nameRegistrationMessageSchema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/**
 * EIP-712 typed data: the domain (name, version, chain, contract), the primary type and every
 * field of the message, nested fields as `a.b`.
 */
export function describeTypedData(network: Network, typedData: unknown): ApprovalRequest {
  const data = (typedData ?? {}) as {
    domain?: Record<string, unknown>
    primaryType?: unknown
    message?: unknown
  }
  const fields: ApprovalField[] = []
  for (const [key, value] of Object.entries(data.domain ?? {})) {
    fields.push({ label: `Domain ${key}`, value: clip(String(value)) })
  }
  if (typeof data.primaryType === 'string') fields.push({ label: 'Type', value: data.primaryType })
  flatten(data.message, '', fields)
  return { title: 'Sign typed data', network: network.name, fields }
}

function flatten(value: unknown, path: string, into: ApprovalField[]): void {
  if (into.length >= 60) return
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, path ? `${path}.${key}` : key, into)
    }
    return
  }
  into.push({ label: path || 'Message', value: clip(String(value)) })
}

/** A Solana message to sign (base64 bytes): its text when it is UTF-8. */
export function describeSolanaMessage(network: Network, base64: string): ApprovalRequest {
  const bytes = getBase64Encoder().encode(base64)
  return {
    title: 'Sign a message',
    network: network.name,
    fields: [{ label: 'Message', value: clip(bytesToText(new Uint8Array(bytes)) ?? base64) }],
  }
}

/**
 * A Solana transaction (base64 wire format), decoded instruction by instruction: a SOL transfer
 * (System Program: amount, recipient), an SPL token transfer (checked: token from the network's
 * token list, amount, recipient token account), any other instruction by its program. The fee is
 * 5,000 lamports per signature (priority fees are not counted).
 */
export function describeSolanaTransaction(network: Network, base64: string): ApprovalRequest {
  const { symbol, decimals } = network.nativeCurrency
  const transaction = getTransactionDecoder().decode(getBase64Encoder().encode(base64))
  const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
  if (!('instructions' in message)) {
    throw new Error(`Version ${message.version} Solana transactions cannot be shown yet.`)
  }
  const keys = message.staticAccounts.map(String)
  const fields: ApprovalField[] = []
  const titles: string[] = []
  for (const instruction of message.instructions) {
    const program = keys[instruction.programAddressIndex] ?? 'unknown program'
    const data = instruction.data ?? new Uint8Array()
    const accounts = (instruction.accountIndices ?? []).map((index) => keys[index] ?? '?')
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
    if (program === SYSTEM_PROGRAM_ADDRESS && data.length === 12 && view.getUint32(0, true) === 2) {
      const amount = exactAmount(view.getBigUint64(4, true), network.nativeCurrency)
      titles.push(`Send ${amount}`)
      fields.push(
        { label: 'Amount', value: amount },
        { label: 'Recipient', value: accounts[1] ?? '?' },
      )
      continue
    }
    if (SOLANA_TOKEN_PROGRAMS.includes(program) && data.length === 10 && data[0] === 12) {
      const mint = accounts[1] ?? '?'
      const token = network.tokens?.find((each) => each.address === mint)
      const raw = view.getBigUint64(1, true)
      const coin = { symbol: token?.symbol ?? '', decimals: data[9] ?? 0 }
      const amount = exactAmount(raw, coin).trim()
      titles.push(`Send ${amount}`)
      fields.push(
        { label: 'Token', value: token ? `${token.name} (${token.symbol}) ${mint}` : mint },
        { label: 'Amount', value: amount },
        { label: 'Recipient token account', value: accounts[2] ?? '?' },
      )
      continue
    }
    if (program === ASSOCIATED_TOKEN_PROGRAM_ADDRESS) {
      // Creating the recipient's token account goes with a token transfer: named, not detailed.
      fields.push({ label: 'Also', value: 'Creates the recipient’s token account if missing' })
      continue
    }
    fields.push({
      label: 'Program call',
      value: `${program} (${data.length} bytes of data)`,
    })
  }
  const signatures = Object.keys(transaction.signatures).length
  const fee = `${unitsText(BigInt(5000 * Math.max(1, signatures)), decimals, FEE_DIGITS)} ${symbol}`
  return {
    title: titles.length === 1 && titles[0] ? titles[0] : 'Approve a transaction',
    network: network.name,
    fields,
    fee,
  }
}

function bytesToText(bytes: Uint8Array): string | undefined {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    // Control characters other than tabs and newlines mean binary data, not a text to read.
    const binary = [...text].some((char) => {
      const code = char.charCodeAt(0)
      return code < 32 && char !== '\t' && char !== '\n' && char !== '\r'
    })
    return binary ? undefined : text
  } catch {
    return undefined
  }
}
