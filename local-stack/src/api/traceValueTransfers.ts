import { type Address, type Client, getAddress, type Hash, type Hex } from 'viem'

/** Wei one call inside a transaction moved: what a router pays out after unwrapping WETH. */
export type ValueTransfer = { from: Address; to: Address; amount: bigint }

/** One frame of the `callTracer` answer, as far as it is read here. */
export type CallFrame = {
  type: string
  from: Address
  to?: Address | undefined
  value?: Hex | undefined
  /** Set when the frame reverted: neither it nor its calls moved anything. */
  error?: string | undefined
  calls?: readonly CallFrame[] | undefined
}

// DELEGATECALL reports its parent's value again, and STATICCALL and CALLCODE pay nobody else.
const PAYING_FRAMES = new Set(['CALL', 'CREATE', 'CREATE2', 'SELFDESTRUCT'])

/**
 * The wei moved by the calls inside a mined transaction, read with `debug_traceTransaction` and
 * the `callTracer` (anvil answers it). Logs and the transaction's own value miss these.
 *
 * @throws when the node cannot trace the transaction.
 */
export async function traceValueTransfers(client: Client, hash: Hash): Promise<ValueTransfer[]> {
  const root = await client.request<{
    Parameters: [Hash, { tracer: 'callTracer' }]
    ReturnType: CallFrame
  }>({ method: 'debug_traceTransaction', params: [hash, { tracer: 'callTracer' }] })
  return innerValueTransfers(root)
}

/**
 * The value-carrying calls below `root` that did not revert, in execution order. The root itself
 * is left out: it is the transaction, whose value the index already has.
 */
export function innerValueTransfers(root: CallFrame): ValueTransfer[] {
  const transfers: ValueTransfer[] = []
  const visit = (frame: CallFrame, isRoot: boolean) => {
    if (frame.error !== undefined) return
    const amount = BigInt(frame.value ?? 0)
    if (!isRoot && amount > 0n && frame.to !== undefined && PAYING_FRAMES.has(frame.type)) {
      transfers.push({ from: getAddress(frame.from), to: getAddress(frame.to), amount })
    }
    for (const call of frame.calls ?? []) visit(call, false)
  }
  visit(root, true)
  return transfers
}
