import {
  type Address,
  getCompiledTransactionMessageDecoder,
  getU64Decoder,
  type Transaction,
} from '@solana/kit'
import { formatUnits } from 'viem'
import type { WalletPromptDetail } from './createWalletPrompt.ts'

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
const TOKEN_PROGRAMS = new Set([
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
])

/** What {@link describeSolanaTransaction} finds in a transaction. */
export type SolanaTransactionDescription = {
  /** `legacy`, `0` or `1`, as the message says. */
  version: 'legacy' | 0 | 1
  /** The fee payer (first static account). */
  feePayer: Address | undefined
  /** One prompt line per instruction, plus the fee payer. */
  details: WalletPromptDetail[]
}

/**
 * Reads a transaction's message for the wallet prompt: fee payer, then one line per
 * instruction. SOL transfers (System Program) and SPL `transfer` / `transferChecked` are shown
 * with amount and accounts; any other instruction by its program address.
 */
export function describeSolanaTransaction(transaction: Transaction): SolanaTransactionDescription {
  const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
  const feePayer = message.staticAccounts[0]
  const details: WalletPromptDetail[] = [
    { label: 'Fee payer', value: feePayer ?? 'none', kind: 'code' },
  ]
  if (message.version === 1) {
    details.push({ label: 'Instructions', value: `${message.numInstructions} (version 1 message)` })
    return { version: 1, feePayer, details }
  }
  const account = (index: number | undefined) =>
    index === undefined
      ? 'missing account'
      : (message.staticAccounts[index] ?? `lookup-table account #${index}`)
  message.instructions.forEach((instruction, position) => {
    const program = account(instruction.programAddressIndex)
    const data = instruction.data ?? new Uint8Array()
    const accounts = instruction.accountIndices ?? []
    let value = `Program ${program} (${data.length} bytes of data)`
    const kind = new DataView(data.buffer, data.byteOffset, data.byteLength)
    if (program === SYSTEM_PROGRAM && data.length === 12 && kind.getUint32(0, true) === 2) {
      const lamports = getU64Decoder().decode(data, 4)
      value = `Transfer ${formatUnits(lamports, 9)} SOL to ${account(accounts[1])}`
    } else if (TOKEN_PROGRAMS.has(program) && data[0] === 3 && data.length === 9) {
      const amount = getU64Decoder().decode(data, 1)
      value = `Token transfer of ${amount} base units to token account ${account(accounts[1])}`
    } else if (TOKEN_PROGRAMS.has(program) && data[0] === 12 && data.length === 10) {
      const amount = getU64Decoder().decode(data, 1)
      value = `Token transfer of ${formatUnits(amount, data[9] ?? 0)} (mint ${account(accounts[1])}) to token account ${account(accounts[2])}`
    }
    details.push({ label: `Instruction ${position + 1}`, value })
  })
  return { version: message.version, feePayer, details }
}
