import { SOLANA_LOCAL_GENESIS_HASH } from '@airlock/testkit/demo'
import {
  type Address,
  getBase58Decoder,
  getBase58Encoder,
  getCompiledTransactionMessageDecoder,
  isAddress,
  lamports,
} from '@solana/kit'
import type { LedgerMessage, LedgerTransaction, SolanaLedger } from './createSolanaLedger.ts'
import { type EncodeAccountOptions, encodeAccount } from './encodeAccount.ts'
import { formatTokenAmount } from './formatTokenAmount.ts'
import { readTokenAccount, TOKEN_PROGRAM_IDS } from './readTokenAccount.ts'
import { SolanaRpcError } from './SolanaRpcError.ts'

/** Answers one JSON-RPC call: resolves with `result` or rejects with a {@link SolanaRpcError}. */
export type SolanaRpcHandler = (method: string, params: unknown) => Promise<unknown>

/** The `solana-core` version `getVersion` reports (the RPC API level this server imitates). */
const API_VERSION = '2.2.0'

const invalid = (message: string) => new SolanaRpcError(-32602, message)

function list(params: unknown): unknown[] {
  if (params === undefined || params === null) return []
  if (!Array.isArray(params)) throw invalid('Invalid params: expected an array')
  return params
}

function address(value: unknown, what = 'pubkey'): Address {
  if (typeof value !== 'string' || !isAddress(value))
    throw invalid(`Invalid param: Invalid ${what}`)
  return value
}

function config(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
}

function wireBytes(value: unknown, encoding: unknown): Uint8Array {
  if (typeof value !== 'string') throw invalid('Invalid params: expected an encoded transaction')
  try {
    if (encoding === 'base64') return new Uint8Array(Buffer.from(value, 'base64'))
    if (encoding === undefined || encoding === 'base58') {
      return new Uint8Array(getBase58Encoder().encode(value))
    }
  } catch {
    throw invalid(`invalid transaction: not ${String(encoding ?? 'base58')}`)
  }
  throw invalid(
    `Invalid params: unsupported encoding: ${String(encoding)}. Supported encodings: base58, base64`,
  )
}

function accountOptions(value: unknown): EncodeAccountOptions {
  const options = config(value)
  const slice = config(options.dataSlice)
  return {
    encoding: typeof options.encoding === 'string' ? options.encoding : undefined,
    dataSlice:
      typeof slice.offset === 'number' && typeof slice.length === 'number'
        ? { offset: slice.offset, length: slice.length }
        : undefined,
  }
}

function status(transaction: LedgerTransaction) {
  return transaction.err ? { Err: transaction.err.json } : { Ok: null }
}

function encodeMessage(message: LedgerMessage) {
  const base58 = getBase58Decoder()
  return {
    accountKeys: message.staticAccounts,
    header: {
      numReadonlySignedAccounts: message.header.numReadonlySignerAccounts,
      numReadonlyUnsignedAccounts: message.header.numReadonlyNonSignerAccounts,
      numRequiredSignatures: message.header.numSignerAccounts,
    },
    instructions: message.instructions.map((instruction) => ({
      accounts: [...(instruction.accountIndices ?? [])],
      data: base58.decode(instruction.data ?? new Uint8Array()),
      programIdIndex: instruction.programAddressIndex,
      stackHeight: null,
    })),
    recentBlockhash: message.lifetimeToken,
    ...('addressTableLookups' in message
      ? {
          addressTableLookups: (message.addressTableLookups ?? []).map((lookup) => ({
            accountKey: lookup.lookupTableAddress,
            readonlyIndexes: [...lookup.readonlyIndexes],
            writableIndexes: [...lookup.writableIndexes],
          })),
        }
      : {}),
  }
}

function encodeTransaction(transaction: LedgerTransaction, encoding: unknown) {
  const signatureCount = transaction.wire[0] ?? 0
  const base58 = getBase58Decoder()
  const signatures = Array.from({ length: signatureCount }, (_, index) =>
    base58.decode(transaction.wire.subarray(1 + index * 64, 1 + (index + 1) * 64)),
  )
  switch (encoding ?? 'json') {
    case 'base64':
      return [Buffer.from(transaction.wire).toString('base64'), 'base64']
    case 'base58':
      return [base58.decode(transaction.wire), 'base58']
    case 'json':
      return { message: encodeMessage(transaction.message), signatures }
    case 'jsonParsed': {
      // Instructions stay "partially decoded" (program id, account keys, base58 data).
      const message = encodeMessage(transaction.message)
      const { header } = message
      const keys = transaction.message.staticAccounts
      const isWritable = (index: number) =>
        index < header.numRequiredSignatures
          ? index < header.numRequiredSignatures - header.numReadonlySignedAccounts
          : index < keys.length - header.numReadonlyUnsignedAccounts
      return {
        message: {
          accountKeys: keys.map((pubkey, index) => ({
            pubkey,
            signer: index < header.numRequiredSignatures,
            source: 'transaction',
            writable: isWritable(index),
          })),
          instructions: message.instructions.map((instruction) => ({
            accounts: instruction.accounts.map((index) => keys[index]),
            data: instruction.data,
            programId: keys[instruction.programIdIndex],
            stackHeight: null,
          })),
          recentBlockhash: message.recentBlockhash,
          ...('addressTableLookups' in message
            ? { addressTableLookups: message.addressTableLookups }
            : {}),
        },
        signatures,
      }
    }
    default:
      throw invalid(`Invalid params: unsupported encoding: ${String(encoding)}`)
  }
}

/**
 * The Solana JSON-RPC methods of the local server, answering from a {@link SolanaLedger} in
 * the shapes of the real RPC (`{ context: { slot }, value }` where it has them). Commitment
 * options are accepted and ignored: every landed transaction is final at once.
 */
export function createSolanaRpcHandler(ledger: SolanaLedger): SolanaRpcHandler {
  const { svm } = ledger
  const getAccount = (key: Address) => svm.getAccount(key)
  const context = () => ({ apiVersion: API_VERSION, slot: ledger.slot() })
  const withContext = (value: unknown) => ({ context: context(), value })

  const methods: Record<string, (params: unknown[]) => unknown> = {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': API_VERSION, 'feature-set': 0 }),
    getGenesisHash: () => SOLANA_LOCAL_GENESIS_HASH,
    getSlot: () => ledger.slot(),
    getBlockHeight: () => ledger.slot(),
    getEpochInfo: () => ({
      absoluteSlot: ledger.slot(),
      blockHeight: ledger.slot(),
      epoch: 0,
      slotIndex: ledger.slot(),
      slotsInEpoch: 432_000,
      transactionCount: ledger.transactionCount(),
    }),
    getMinimumBalanceForRentExemption: ([size]) => {
      if (typeof size !== 'number' || !Number.isInteger(size) || size < 0) {
        throw invalid('Invalid params: expected a data length')
      }
      return svm.minimumBalanceForRentExemption(BigInt(size))
    },
    getLatestBlockhash: () => withContext(ledger.latestBlockhash()),
    isBlockhashValid: ([blockhash]) => {
      if (typeof blockhash !== 'string') throw invalid('Invalid params: expected a blockhash')
      return withContext(ledger.isBlockhashValid(blockhash))
    },
    getFeeForMessage: ([encoded]) => {
      if (typeof encoded !== 'string') throw invalid('Invalid params: expected a base64 message')
      let message: LedgerMessage
      try {
        const decoded = getCompiledTransactionMessageDecoder().decode(
          Buffer.from(encoded, 'base64'),
        )
        if (decoded.version === 1) throw new Error('unsupported version')
        message = decoded
      } catch {
        throw invalid('Invalid params: invalid message')
      }
      return withContext(ledger.feeForMessage(message))
    },
    getBalance: ([key]) => withContext(svm.getBalance(address(key)) ?? 0n),
    getAccountInfo: ([key, options]) =>
      withContext(encodeAccount(getAccount(address(key)), accountOptions(options), getAccount)),
    getMultipleAccounts: ([keys, options]) => {
      if (!Array.isArray(keys) || keys.length > 100) {
        throw invalid('Invalid params: expected at most 100 pubkeys')
      }
      const encodeOptions = accountOptions(options)
      return withContext(
        keys.map((key) => encodeAccount(getAccount(address(key)), encodeOptions, getAccount)),
      )
    },
    getTokenAccountsByOwner: ([owner, filter, options]) => {
      const ownerAddress = address(owner, 'owner')
      const { mint, programId } = config(filter)
      let programs: Address[]
      let mintAddress: Address | undefined
      if (typeof mint === 'string') {
        mintAddress = address(mint, 'mint')
        const mintAccount = getAccount(mintAddress)
        if (!mintAccount.exists || !TOKEN_PROGRAM_IDS[mintAccount.programAddress]) {
          throw invalid('Invalid param: could not find mint')
        }
        programs = [mintAccount.programAddress]
      } else if (typeof programId === 'string') {
        if (!TOKEN_PROGRAM_IDS[programId])
          throw invalid('Invalid param: unrecognized Token program id')
        programs = [programId as Address]
      } else {
        throw invalid('Invalid params: expected { mint } or { programId }')
      }
      const encodeOptions = accountOptions(options)
      const value = programs.flatMap((program) =>
        svm
          .getProgramAccounts(program)
          .filter((account) => {
            const view = readTokenAccount(account, getAccount)
            return view?.owner === ownerAddress && (!mintAddress || view.mint === mintAddress)
          })
          .map((account) => ({
            pubkey: account.address,
            account: encodeAccount(
              { ...account, data: account.data as Uint8Array, exists: true },
              encodeOptions,
              getAccount,
            ),
          })),
      )
      return withContext(value)
    },
    getTokenAccountBalance: ([key]) => {
      const view = readTokenAccount(getAccount(address(key)), getAccount)
      if (!view) throw invalid('Invalid param: not a Token account')
      return withContext(formatTokenAmount(view.amount, view.decimals))
    },
    sendTransaction: ([encoded, options]) => {
      const { encoding, skipPreflight } = config(options)
      return ledger.submit(wireBytes(encoded, encoding), { skipPreflight: skipPreflight === true })
    },
    simulateTransaction: ([encoded, options]) => {
      const { encoding, sigVerify, replaceRecentBlockhash } = config(options)
      if (sigVerify === true && replaceRecentBlockhash === true) {
        throw invalid('sigVerify may not be used with replaceRecentBlockhash')
      }
      return withContext(
        ledger.simulate(wireBytes(encoded, encoding), {
          sigVerify: sigVerify === true,
          replaceRecentBlockhash: replaceRecentBlockhash === true,
        }),
      )
    },
    getSignatureStatuses: ([signatures]) => {
      if (!Array.isArray(signatures) || signatures.length > 256) {
        throw invalid('Invalid params: expected at most 256 signatures')
      }
      return withContext(
        signatures.map((signature) => {
          const landed =
            typeof signature === 'string' ? ledger.getTransaction(signature) : undefined
          if (!landed) return null
          return {
            confirmationStatus: 'finalized',
            confirmations: null,
            err: landed.err?.json ?? null,
            slot: landed.slot,
            status: status(landed),
          }
        }),
      )
    },
    getSignaturesForAddress: ([key, options]) => {
      const { limit = 1000, before, until } = config(options)
      if (typeof limit !== 'number' || limit < 1 || limit > 1000) {
        throw invalid('Invalid limit; max 1000')
      }
      let signatures = ledger.signaturesFor(address(key))
      if (typeof before === 'string') {
        const index = signatures.indexOf(before)
        signatures = index === -1 ? [] : signatures.slice(index + 1)
      }
      if (typeof until === 'string') {
        const index = signatures.indexOf(until)
        if (index !== -1) signatures = signatures.slice(0, index)
      }
      return signatures.slice(0, limit).map((signature) => {
        const landed = ledger.getTransaction(signature) as LedgerTransaction
        return {
          blockTime: landed.blockTime,
          confirmationStatus: 'finalized',
          err: landed.err?.json ?? null,
          memo: null,
          signature,
          slot: landed.slot,
        }
      })
    },
    getTransaction: ([signature, options]) => {
      if (typeof signature !== 'string') throw invalid('Invalid param: Invalid signature')
      const landed = ledger.getTransaction(signature)
      if (!landed) return null
      const { encoding } = config(options)
      return {
        blockTime: landed.blockTime,
        meta: {
          computeUnitsConsumed: landed.computeUnitsConsumed,
          err: landed.err?.json ?? null,
          fee: landed.fee,
          innerInstructions: landed.innerInstructions,
          loadedAddresses: { readonly: [], writable: [] },
          logMessages: landed.logs,
          postBalances: landed.postBalances,
          postTokenBalances: landed.postTokenBalances,
          preBalances: landed.preBalances,
          preTokenBalances: landed.preTokenBalances,
          rewards: [],
          status: status(landed),
        },
        slot: landed.slot,
        transaction: encodeTransaction(landed, encoding),
        version: landed.message.version,
      }
    },
    requestAirdrop: async ([key, amount]) => {
      if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
        throw invalid('Invalid params: expected a positive lamport amount')
      }
      return ledger.airdrop(address(key), lamports(BigInt(amount)))
    },
  }

  return async (method, params) => {
    const run = Object.hasOwn(methods, method) ? methods[method] : undefined
    if (!run) throw new SolanaRpcError(-32601, 'Method not found')
    return run(list(params))
  }
}
