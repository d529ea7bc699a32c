import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { resolveAnvilBinary } from './resolveAnvilBinary.ts'
import { waitForJsonRpc } from './waitForJsonRpc.ts'

/** Parameters of {@link startAnvil}. */
export type StartAnvilParameters = {
  /** Port on 127.0.0.1. Use 0 to let the system pick a free one. */
  port: number
  /** EIP-155 chain id, for example 31337. */
  chainId: number
  /**
   * Give up when anvil has not answered within this many milliseconds of being spawned.
   * Defaults to 30 000.
   */
  timeoutMs?: number
  /** Give up when this aborts: anvil is stopped and the start rejects. */
  signal?: AbortSignal | undefined
  /**
   * A state file that an anvil of the same chain id wrote (`dumpState`): the chain starts with its
   * blocks, transactions and accounts instead of from genesis.
   */
  loadState?: string | undefined
  /** Where anvil writes its state (blocks, transactions, accounts) when it stops. */
  dumpState?: string | undefined
  /**
   * Also a block every this many seconds (a whole number), as a live chain makes them; each
   * transaction is still mined at once. Without it anvil makes a block per transaction and no
   * other, and a dapp library that waits for a later block (ethers' `waitForTransaction`) can
   * wait for ever.
   */
  blockTimeSeconds?: number | undefined
}

/** What {@link startAnvil} returns. */
export type StartAnvilReturnType = {
  /** HTTP JSON-RPC endpoint, for example `http://127.0.0.1:8545`. */
  url: string
  /** The chain id it answers with. */
  chainId: number
  /** The anvil process id. */
  pid: number
  /** Sends SIGTERM and resolves once the process has exited. Safe to call twice. */
  stop: () => Promise<void>
}

/**
 * Spawns the anvil binary from `@foundry-rs/anvil` on 127.0.0.1 and resolves once it answers
 * `eth_chainId`. Ten dev accounts hold 10 000 ETH each (mnemonic `test test … junk`).
 *
 * @throws AirlockError `INVALID_PARAMS` for a `blockTimeSeconds` that is not a whole number of
 *   seconds from 1; `INTERNAL` when the binary is missing; `HTTP_ERROR` when anvil exits or
 *   stays silent (for example because the port is taken). Every failure stops the process first
 *   and carries what anvil printed.
 */
export async function startAnvil({
  port,
  chainId,
  timeoutMs = 30_000,
  loadState,
  dumpState,
  blockTimeSeconds,
  signal,
}: StartAnvilParameters): Promise<StartAnvilReturnType> {
  signal?.throwIfAborted()
  if (
    blockTimeSeconds !== undefined &&
    !(Number.isSafeInteger(blockTimeSeconds) && blockTimeSeconds >= 1)
  ) {
    throw new AirlockError(
      ErrorCode.INVALID_PARAMS,
      `anvil (chain ${chainId}): blockTimeSeconds must be a whole number of seconds from 1, not ${String(blockTimeSeconds).slice(0, 40)}.`,
    )
  }
  const deadline = Date.now() + timeoutMs
  const child = spawn(
    resolveAnvilBinary(),
    [
      ...['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId)],
      ...(loadState === undefined ? [] : ['--load-state', loadState]),
      ...(dumpState === undefined ? [] : ['--dump-state', dumpState]),
      // Mixed mining: the interval's blocks come on top of the block each transaction makes.
      ...(blockTimeSeconds === undefined
        ? []
        : ['--block-time', String(blockTimeSeconds), '--mixed-mining']),
    ],
    // Without --silent anvil prints its banner, which tells us the port it bound when port is 0.
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const exited = once(child, 'exit')
  // Ends the waits below early: anvil exited (or could not be spawned), or the caller gave up.
  let stopWaiting: (why: string) => void = () => undefined
  const interrupted = new Promise<string>((resolve) => {
    stopWaiting = resolve
  })
  exited.then(
    () => stopWaiting('exited'),
    () => stopWaiting('could not be spawned'),
  )
  const onAbort = () => stopWaiting('was stopped (the start was aborted)')
  signal?.addEventListener('abort', onAbort, { once: true })
  let output = ''
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk
  })
  try {
    const boundPort = await readListeningPort(child, interrupted, timeoutMs)
    const url = `http://127.0.0.1:${boundPort}`
    await waitForJsonRpc({
      url,
      method: 'eth_chainId',
      timeoutMs: Math.max(0, deadline - Date.now()),
      abort: interrupted,
    })
    child.stdout?.resume()
    return { url, chainId, pid: child.pid ?? -1, stop: () => stopChild(child, exited) }
  } catch (error) {
    await stopChild(child, exited)
    if (error instanceof Error) {
      // Two chains start side by side: say which one failed, and what it printed.
      error.message = `anvil (chain ${chainId}): ${error.message}`
      if (output) error.message += `\n\nanvil said: ${output.trim()}`
    }
    throw error
  } finally {
    signal?.removeEventListener('abort', onAbort)
  }
}

/**
 * Reads "Listening on 127.0.0.1:PORT" from anvil's banner, then stops buffering stdout. Fails when
 * `interrupted` settles first, or after `timeoutMs` (anvil loading a large state, say, or stuck).
 */
async function readListeningPort(
  child: ChildProcess,
  interrupted: Promise<string>,
  timeoutMs: number,
): Promise<number> {
  const stdout = child.stdout
  if (!stdout) throw new Error('anvil has no stdout')
  stdout.setEncoding('utf8')
  let banner = ''
  const found = new Promise<number>((resolve) => {
    const onData = (chunk: string) => {
      banner += chunk
      const match = /Listening on [^\s:]+:(\d+)/.exec(banner)
      if (match?.[1]) {
        stdout.off('data', onData)
        resolve(Number(match[1]))
      }
    }
    stdout.on('data', onData)
  })
  const said = () => (banner ? `: ${banner.slice(-500)}` : '')
  const gone = interrupted.then((why) => {
    throw new Error(`${why} before it listened${said()}`)
  })
  let timer: NodeJS.Timeout | undefined
  const silent = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`did not say where it listens within ${timeoutMs} ms${said()}`)),
      timeoutMs,
    )
  })
  try {
    return await Promise.race([found, gone, silent])
  } finally {
    clearTimeout(timer)
  }
}

async function stopChild(child: ChildProcess, exited: Promise<unknown>): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
  await exited
}
