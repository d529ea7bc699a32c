import {
  type Address,
  type Block,
  createClient,
  erc20Abi,
  getAddress,
  type Hash,
  http,
  isAddressEqual,
  parseEventLogs,
  type Transaction,
  type TransactionReceipt,
} from 'viem'
import { getBlock, getBlockNumber, getBlockReceipts } from 'viem/actions'
import { chainRpcError } from './chainRpcError.ts'
import type { HistoryPosition } from './cursor.ts'
import type { ReferenceApiNetwork } from './ReferenceApiNetwork.ts'
import { traceValueTransfers, type ValueTransfer } from './traceValueTransfers.ts'

/** Parameters of {@link ChainIndex.history}. */
export type ChainHistoryParameters = {
  /** The account, any case. */
  address: Address
  /** Only transactions strictly before this position (the previous page's last). */
  before?: HistoryPosition | undefined
  /** Page size. */
  limit: number
}

/** What {@link ChainIndex.history} returns. */
export type ChainHistoryReturnType = {
  /** Newest first. */
  transactions: IndexedTransaction[]
  /** Whether older transactions of the account exist beyond this page. */
  more: boolean
}

/** The in-memory transaction index of one chain (see {@link createChainIndex}). */
export type ChainIndex = {
  /**
   * Reads the blocks mined since the last call, then answers a page of `address`'s history.
   * @throws ApiError 502 `CHAIN_UNREACHABLE` / `CHAIN_ERROR` when the RPC fails.
   */
  history(parameters: ChainHistoryParameters): Promise<ChainHistoryReturnType>
}

/** Blocks read at once while catching up (each is two RPC calls, and a trace per contract call). */
const BLOCKS_PER_ROUND = 20

/**
 * An incremental transaction index of one EVM chain, kept in memory, for chains without an
 * indexer (anvil). Each `history` call first reads the blocks mined since the last one (block with
 * its transactions, and its receipts for the status and the `Transfer` logs of the configured
 * tokens; each successful call with input data is traced too, for the wei its inner calls moved),
 * so a repeated request costs one `eth_blockNumber`. Catch-ups run one after the
 * other, so concurrent requests never index a block twice. When the chain is younger than the
 * index, or a new block does not follow the last indexed one (anvil restarted on the same port),
 * the index starts over.
 */
export function createChainIndex(network: ReferenceApiNetwork): ChainIndex {
  const client = createClient({ transport: http(network.rpcUrl, { batch: true, retryCount: 0 }) })
  let transactions: IndexedTransaction[] = []
  /** Per lowercase address, the positions in `transactions` that concern it, oldest first. */
  let byAccount = new Map<string, number[]>()
  let nextBlock = 0n
  let lastHash: Hash | undefined
  let queue: Promise<unknown> = Promise.resolve()

  const reset = () => {
    transactions = []
    byAccount = new Map()
    nextBlock = 0n
    lastHash = undefined
  }

  const add = (indexed: IndexedTransaction) => {
    const position = transactions.push(indexed) - 1
    const accounts = new Set<string>([indexed.from.toLowerCase()])
    if (indexed.status === 'success') {
      if (indexed.value > 0n && indexed.to) accounts.add(indexed.to.toLowerCase())
      for (const move of [...indexed.tokenTransfers, ...indexed.innerValueTransfers]) {
        accounts.add(move.from.toLowerCase())
        accounts.add(move.to.toLowerCase())
      }
    }
    for (const account of accounts) {
      const list = byAccount.get(account)
      if (list) list.push(position)
      else byAccount.set(account, [position])
    }
  }

  const catchUp = async () => {
    const head = await getBlockNumber(client, { cacheTime: 0 })
    if (head < nextBlock - 1n) reset()
    while (nextBlock <= head) {
      const numbers: bigint[] = []
      for (let n = nextBlock; n <= head && numbers.length < BLOCKS_PER_ROUND; n++) numbers.push(n)
      const blocks = await Promise.all(numbers.map((blockNumber) => readBlock(blockNumber)))
      if (lastHash !== undefined && blocks[0] && blocks[0].block.parentHash !== lastHash) {
        reset()
        continue
      }
      for (const { block, transactions } of blocks) {
        for (const { transaction, receipt, innerValueTransfers } of transactions)
          add(indexTransaction(block, transaction, receipt, innerValueTransfers))
        lastHash = block.hash ?? undefined
        nextBlock = (block.number ?? nextBlock) + 1n
      }
    }
  }

  const readBlock = async (blockNumber: bigint) => {
    const [block, receipts] = await Promise.all([
      getBlock(client, { blockNumber, includeTransactions: true }),
      getBlockReceipts(client, { blockNumber }),
    ])
    // Each transaction with its receipt, and the wei its inner calls moved: only a successful
    // contract call can have moved wei inside; a node that cannot trace leaves the transaction as
    // its logs and value describe it.
    const transactions = await Promise.all(
      block.transactions.map(async (transaction) => {
        const receipt = receipts.find((entry) => entry.transactionHash === transaction.hash)
        const traced = transaction.input !== '0x' && receipt?.status === 'success'
        const innerValueTransfers = traced
          ? await traceValueTransfers(client, transaction.hash).catch((): ValueTransfer[] => [])
          : []
        return { transaction, receipt, innerValueTransfers }
      }),
    )
    return { block, transactions }
  }

  const indexTransaction = (
    block: Block<bigint, true>,
    transaction: Transaction,
    receipt: TransactionReceipt | undefined,
    innerValueTransfers: readonly ValueTransfer[],
  ): IndexedTransaction => {
    const tokenLogs = (receipt?.logs ?? []).filter((log) =>
      network.tokens.some((token) => isAddressEqual(token.address, log.address)),
    )
    const tokenTransfers = parseEventLogs({
      abi: erc20Abi,
      eventName: 'Transfer',
      logs: tokenLogs,
      strict: true,
    }).map((log) => ({
      token: getAddress(log.address),
      from: getAddress(log.args.from),
      to: getAddress(log.args.to),
      amount: log.args.value,
    }))
    const to = transaction.to ?? receipt?.contractAddress ?? null
    return {
      hash: transaction.hash,
      blockNumber: block.number ?? 0n,
      index: transaction.transactionIndex ?? 0,
      timestamp: block.timestamp,
      from: getAddress(transaction.from),
      to: to === null ? null : getAddress(to),
      value: transaction.value,
      input: transaction.input,
      status: receipt?.status === 'reverted' ? 'reverted' : 'success',
      tokenTransfers,
      innerValueTransfers,
    }
  }

  const sync = () => {
    const run = queue.then(catchUp)
    queue = run.catch(() => undefined)
    return run
  }

  return {
    async history({ address, before, limit }) {
      try {
        await sync()
      } catch (error) {
        throw chainRpcError(network, error, 'history')
      }
      const positions = byAccount.get(address.toLowerCase()) ?? []
      const page: IndexedTransaction[] = []
      let cursor = positions.length - 1
      if (before) {
        while (cursor >= 0) {
          const entry = transactions[positions[cursor] ?? -1]
          if (
            entry &&
            (entry.blockNumber < before.blockNumber ||
              (entry.blockNumber === before.blockNumber && entry.index < before.index))
          ) {
            break
          }
          cursor--
        }
      }
      for (; cursor >= 0 && page.length < limit; cursor--) {
        const entry = transactions[positions[cursor] ?? -1]
        if (entry) page.push(entry)
      }
      return { transactions: page, more: cursor >= 0 }
    },
  }
}

/**
 * What the chain index keeps of one mined transaction: the facts every account's view of it is
 * built from (see `describeTransaction`).
 */
export type IndexedTransaction = {
  hash: Hash
  blockNumber: bigint
  /** Position in its block. */
  index: number
  /** Block time, seconds since 1970. */
  timestamp: bigint
  /** Checksummed sender. */
  from: Address
  /** Checksummed recipient; for a contract creation, the created contract (or null if none). */
  to: Address | null
  /** Wei sent with the transaction. */
  value: bigint
  /** Call data, kept to tell what a reverted token transfer meant to do. */
  input: `0x${string}`
  status: 'success' | 'reverted'
  /** `Transfer` events of the network's configured tokens, in log order. */
  tokenTransfers: ReadonlyArray<{ token: Address; from: Address; to: Address; amount: bigint }>
  /**
   * Wei moved by calls inside the transaction (not its own value), from its call trace: the ETH a
   * router pays out in a token-to-ETH swap. Empty when it was not traced or the trace failed.
   */
  innerValueTransfers: readonly ValueTransfer[]
}
