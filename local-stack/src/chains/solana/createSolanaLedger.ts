import {
  type Address,
  type Blockhash,
  type CompiledTransactionMessage,
  type CompiledTransactionMessageWithLifetime,
  createKeyPairSignerFromBytes,
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  getSignatureFromTransaction,
  getTransactionDecoder,
  type Lamports,
  lamports,
  type Transaction,
} from '@solana/kit'
import { FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm'
import { type EncodedTransactionError, encodeTransactionError } from './encodeTransactionError.ts'
import { formatTokenAmount, type UiTokenAmount } from './formatTokenAmount.ts'
import { readTokenAccount } from './readTokenAccount.ts'
import { SolanaRpcError } from './SolanaRpcError.ts'
import { transferFromFaucet } from './transferFromFaucet.ts'

/** Blocks a blockhash stays usable for, as on a real cluster. */
const MAX_PROCESSING_AGE = 150
/** Fee per signature; litesvm charges the same. */
const LAMPORTS_PER_SIGNATURE = 5_000n
const FAUCET_LAMPORTS = 500_000_000n * 1_000_000_000n

/** A decoded message with its recent blockhash (`lifetimeToken`). */
export type LedgerMessage = Exclude<CompiledTransactionMessage, { version: 1 }> &
  CompiledTransactionMessageWithLifetime

/** Token balance of one account of a transaction, as in `meta.preTokenBalances`. */
type TokenBalance = {
  accountIndex: number
  mint: Address
  owner: Address
  programId: Address
  uiTokenAmount: UiTokenAmount
}

/** A transaction that landed (successfully or not) in a block of the local ledger. */
export type LedgerTransaction = {
  signature: string
  slot: number
  blockTime: number
  wire: Uint8Array
  message: LedgerMessage
  err: EncodedTransactionError | null
  fee: bigint
  logs: string[]
  computeUnitsConsumed: bigint
  innerInstructions: {
    index: number
    instructions: {
      programIdIndex: number
      accounts: number[]
      data: string
      stackHeight: number
    }[]
  }[]
  preBalances: bigint[]
  postBalances: bigint[]
  preTokenBalances: TokenBalance[]
  postTokenBalances: TokenBalance[]
}

/** What a simulation returns, in the shape of `simulateTransaction`'s `value`. */
type LedgerSimulation = {
  err: unknown
  logs: string[]
  accounts: null
  unitsConsumed: bigint
  returnData: { programId: string; data: [string, 'base64'] } | null
  innerInstructions: null
  replacementBlockhash: { blockhash: string; lastValidBlockHeight: bigint } | null
  loadedAccountsDataSize: number
  fee: bigint | null
}

/** One in-process Solana ledger around a litesvm instance. */
export type SolanaLedger = {
  /** The litesvm instance (its own blockhash check is off: the ledger checks recency). */
  svm: LiteSVM
  /** Current slot (equal to the block height: no slot is skipped). */
  slot: () => number
  /** Transactions that landed since start. */
  transactionCount: () => number
  /** The newest blockhash and the last block height it is valid at. */
  latestBlockhash: () => { blockhash: Blockhash; lastValidBlockHeight: number }
  /** Whether a transaction using this blockhash would still be accepted. */
  isBlockhashValid: (blockhash: string) => boolean
  /** Fee of a compiled message, or null when its blockhash is not valid. */
  feeForMessage: (message: LedgerMessage) => bigint | null
  /** Processes a wire transaction as `sendTransaction` does; returns its signature. */
  submit: (wire: Uint8Array, options: { skipPreflight: boolean }) => string
  /** Runs a wire transaction without committing it. */
  simulate: (
    wire: Uint8Array,
    options: { sigVerify: boolean; replaceRecentBlockhash: boolean },
  ) => LedgerSimulation
  /** A landed transaction by signature. */
  getTransaction: (signature: string) => LedgerTransaction | undefined
  /** Signatures of landed transactions that reference `address`, newest first. */
  signaturesFor: (address: string) => readonly string[]
  /** Sends SOL from the faucet in a real signed transaction; returns its signature. */
  airdrop: (address: Address, amount: Lamports) => Promise<string>
  /** Produces `count` empty blocks (blockhashes older than 150 blocks stop being valid). */
  advanceSlots: (count: number) => void
  /** Called after each landed transaction. Returns an unsubscribe function. */
  onTransaction: (listener: (transaction: LedgerTransaction) => void) => () => void
  /** Called after each new block. Returns an unsubscribe function. */
  onSlot: (listener: (slot: number) => void) => () => void
}

type Decoded = { transaction: Transaction; message: LedgerMessage; signature: string }

/**
 * Creates the ledger behind the local Solana RPC: one LiteSVM (SPL Token, Token-2022, ATA and
 * Memo programs loaded), a faucet holding 500 000 000 SOL, a block per landed transaction,
 * blockhashes valid for 150 blocks, and the history the RPC's read methods need.
 */
export function createSolanaLedger(): SolanaLedger {
  const svm = new LiteSVM().withBlockhashCheck(false)
  svm.setAccount({
    address: SOLANA_FAUCET.address,
    lamports: lamports(FAUCET_LAMPORTS),
    programAddress: '11111111111111111111111111111111' as Address,
    executable: false,
    data: new Uint8Array(),
    space: 0n,
  })
  let slot = 0
  svm.warpToSlot(0n)
  const blockhashSlots = new Map<string, number>([[svm.latestBlockhash(), 0]])
  const transactions = new Map<string, LedgerTransaction>()
  const byAddress = new Map<string, string[]>()
  const transactionListeners = new Set<(transaction: LedgerTransaction) => void>()
  const slotListeners = new Set<(slot: number) => void>()
  const base58 = getBase58Decoder()
  let faucetSigner: ReturnType<typeof createKeyPairSignerFromBytes> | undefined

  function produceBlock() {
    slot += 1
    svm.warpToSlot(BigInt(slot))
    svm.expireBlockhash()
    blockhashSlots.set(svm.latestBlockhash(), slot)
    for (const [hash, at] of blockhashSlots) {
      if (at >= slot - MAX_PROCESSING_AGE) break
      blockhashSlots.delete(hash)
    }
    for (const listener of slotListeners) listener(slot)
  }

  function isBlockhashValid(blockhash: string): boolean {
    const at = blockhashSlots.get(blockhash)
    return at !== undefined && slot <= at + MAX_PROCESSING_AGE
  }

  function decode(wire: Uint8Array): Decoded {
    try {
      const transaction = getTransactionDecoder().decode(wire)
      const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
      if (message.version === 1) throw new Error('transaction version 1 is not supported')
      const signature = getSignatureFromTransaction(transaction)
      return { transaction, message, signature }
    } catch (error) {
      throw new SolanaRpcError(
        -32602,
        `invalid transaction: ${error instanceof Error ? error.message : String(error)}`,
      )
    }
  }

  function feeOf(message: LedgerMessage): bigint {
    return BigInt(message.header.numSignerAccounts) * LAMPORTS_PER_SIGNATURE
  }

  function tokenBalances(keys: readonly Address[]): TokenBalance[] {
    const balances: TokenBalance[] = []
    keys.forEach((key, accountIndex) => {
      const view = readTokenAccount(svm.getAccount(key), (address) => svm.getAccount(address))
      if (!view) return
      balances.push({
        accountIndex,
        mint: view.mint,
        owner: view.owner,
        programId: view.programId,
        uiTokenAmount: formatTokenAmount(view.amount, view.decimals),
      })
    })
    return balances
  }

  function preflightFailure(err: EncodedTransactionError, logs: string[] = [], units = 0n) {
    return new SolanaRpcError(-32002, `Transaction simulation failed: ${err.message}`, {
      accounts: null,
      err: err.json,
      innerInstructions: null,
      loadedAccountsDataSize: 0,
      logs,
      replacementBlockhash: null,
      returnData: null,
      unitsConsumed: units,
    })
  }

  function simulateRaw(transaction: Transaction, sigVerify: boolean) {
    svm.withSigverify(sigVerify)
    try {
      return svm.simulateTransaction(transaction)
    } finally {
      svm.withSigverify(true)
    }
  }

  function record(
    decoded: Decoded,
    wire: Uint8Array,
    result: TransactionMetadata,
    failed: boolean,
    pre: { balances: bigint[]; tokens: TokenBalance[] },
    error: EncodedTransactionError | null,
  ) {
    const keys = decoded.message.staticAccounts
    const landed: LedgerTransaction = {
      signature: decoded.signature,
      slot,
      blockTime: Math.floor(Date.now() / 1000),
      wire,
      message: decoded.message,
      err: failed ? error : null,
      fee: feeOf(decoded.message),
      logs: result.logs(),
      computeUnitsConsumed: result.computeUnitsConsumed(),
      innerInstructions: result
        .innerInstructions()
        .map((inner, index) => ({
          index,
          instructions: inner.map((entry) => {
            const compiled = entry.instruction()
            return {
              programIdIndex: compiled.programIdIndex(),
              accounts: [...compiled.accounts()],
              data: base58.decode(compiled.data()),
              stackHeight: entry.stackHeight(),
            }
          }),
        }))
        .filter((entry) => entry.instructions.length > 0),
      preBalances: pre.balances,
      postBalances: keys.map((key) => svm.getBalance(key) ?? 0n),
      preTokenBalances: pre.tokens,
      postTokenBalances: tokenBalances(keys),
    }
    transactions.set(landed.signature, landed)
    for (const key of new Set(keys)) {
      const list = byAddress.get(key) ?? []
      list.push(landed.signature)
      byAddress.set(key, list)
    }
    for (const listener of transactionListeners) listener(landed)
    produceBlock()
  }

  function submit(wire: Uint8Array, { skipPreflight }: { skipPreflight: boolean }): string {
    const decoded = decode(wire)
    const { transaction, message, signature } = decoded
    if (!skipPreflight) {
      const simulated = simulateRaw(transaction, true)
      const failure = simulated instanceof FailedTransactionMetadata ? simulated : undefined
      const encoded = failure ? encodeTransactionError(failure.err()) : undefined
      if (encoded?.json === 'SignatureFailure') {
        throw new SolanaRpcError(-32003, 'Transaction signature verification failure')
      }
      if (!isBlockhashValid(message.lifetimeToken)) {
        throw preflightFailure(encodeTransactionError('BlockhashNotFound'))
      }
      if (failure && encoded) {
        const meta = failure.meta()
        throw preflightFailure(encoded, meta.logs(), meta.computeUnitsConsumed())
      }
    } else if (!isBlockhashValid(message.lifetimeToken) || transactions.has(signature)) {
      // A real leader drops these; the RPC still answers with the signature.
      return signature
    }
    const pre = {
      balances: message.staticAccounts.map((key) => svm.getBalance(key) ?? 0n),
      tokens: tokenBalances(message.staticAccounts),
    }
    const result = svm.sendTransaction(transaction)
    if (result instanceof FailedTransactionMetadata) {
      // Only failures that charged the fee land in a block; the others are dropped.
      if (svm.getTransaction(signature as Parameters<LiteSVM['getTransaction']>[0]) !== null) {
        record(decoded, wire, result.meta(), true, pre, encodeTransactionError(result.err()))
      }
      return signature
    }
    record(decoded, wire, result, false, pre, null)
    return signature
  }

  function simulate(
    wire: Uint8Array,
    { sigVerify, replaceRecentBlockhash }: { sigVerify: boolean; replaceRecentBlockhash: boolean },
  ): LedgerSimulation {
    const { transaction, message } = decode(wire)
    const latest = latestBlockhash()
    const base = {
      accounts: null,
      innerInstructions: null,
      loadedAccountsDataSize: 0,
      replacementBlockhash: replaceRecentBlockhash
        ? { blockhash: latest.blockhash, lastValidBlockHeight: BigInt(latest.lastValidBlockHeight) }
        : null,
      fee: feeOf(message),
    }
    if (!replaceRecentBlockhash && !isBlockhashValid(message.lifetimeToken)) {
      return { ...base, err: 'BlockhashNotFound', logs: [], unitsConsumed: 0n, returnData: null }
    }
    const simulated = simulateRaw(transaction, sigVerify)
    const meta = simulated.meta()
    const returned = meta.returnData()
    const returnData =
      returned.data().length > 0
        ? {
            programId: base58.decode(returned.programId()),
            data: [Buffer.from(returned.data()).toString('base64'), 'base64'] as [string, 'base64'],
          }
        : null
    return {
      ...base,
      err:
        simulated instanceof FailedTransactionMetadata
          ? encodeTransactionError(simulated.err()).json
          : null,
      logs: meta.logs(),
      unitsConsumed: meta.computeUnitsConsumed(),
      returnData,
    }
  }

  function latestBlockhash() {
    return {
      blockhash: svm.latestBlockhash() as Blockhash,
      lastValidBlockHeight: slot + MAX_PROCESSING_AGE,
    }
  }

  return {
    svm,
    slot: () => slot,
    transactionCount: () => transactions.size,
    latestBlockhash,
    isBlockhashValid,
    feeForMessage: (message) => (isBlockhashValid(message.lifetimeToken) ? feeOf(message) : null),
    submit,
    simulate,
    getTransaction: (signature) => transactions.get(signature),
    signaturesFor: (address) => [...(byAddress.get(address) ?? [])].reverse(),
    async airdrop(address, amount) {
      faucetSigner ??= createKeyPairSignerFromBytes(Buffer.from(SOLANA_FAUCET.secretKey, 'hex'))
      const wire = await transferFromFaucet({
        faucet: await faucetSigner,
        to: address,
        amount,
        blockhash: latestBlockhash(),
      })
      return submit(wire, { skipPreflight: false })
    },
    advanceSlots(count) {
      for (let index = 0; index < count; index += 1) produceBlock()
    },
    onTransaction(listener) {
      transactionListeners.add(listener)
      return () => transactionListeners.delete(listener)
    },
    onSlot(listener) {
      slotListeners.add(listener)
      return () => slotListeners.delete(listener)
    },
  }
}

/**
 * The local Solana RPC's faucet: created at genesis with 500 000 000 SOL, it pays
 * `requestAirdrop`, the demo funding and is the demo mint's authority.
 * Seed `sha256('airlock-dev:solana-faucet')`. DEVELOPMENT ONLY.
 */
export const SOLANA_FAUCET = {
  address: 'CBKNRcNEyNpxBZctjXmggtgpVJDd2XTWuRg2DBTkcPHh' as Address,
  secretKey:
    '6b1390219965213c3f55990512d983b5de9037039f01cab9365d7037c39797ffa6152275cd0b604538e1eb9fed36ed3a5ef7bb61b466080c528ad3d9116d1fc8',
} as const
