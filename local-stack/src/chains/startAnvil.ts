import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { resolveAnvilBinary } from './resolveAnvilBinary.ts'
import { waitForJsonRpc } from './waitForJsonRpc.ts'

/** Parameters of {@link startAnvil}. */
export type StartAnvilParameters = {
  /** Port on 127.0.0.1. Use 0 to let the system pick a free one. */
  port: number
  /** EIP-155 chain id, for example 31337. */
  chainId: number
  /** Give up waiting for the first answer after this many milliseconds. Defaults to 10 000. */
  timeoutMs?: number
  /**
   * A state file that an anvil of the same chain id wrote (`dumpState`): the chain starts with its
   * blocks, transactions and accounts instead of from genesis.
   */
  loadState?: string | undefined
  /** Where anvil writes its state (blocks, transactions, accounts) when it stops. */
  dumpState?: string | undefined
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
 * @throws AirlockError `INTERNAL` when the binary is missing; `HTTP_ERROR` when anvil exits or
 *   stays silent (for example because the port is taken).
 */
export async function startAnvil({
  port,
  chainId,
  timeoutMs = 10_000,
  loadState,
  dumpState,
}: StartAnvilParameters): Promise<StartAnvilReturnType> {
  const child = spawn(
    resolveAnvilBinary(),
    [
      ...['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId)],
      ...(loadState === undefined ? [] : ['--load-state', loadState]),
      ...(dumpState === undefined ? [] : ['--dump-state', dumpState]),
    ],
    // Without --silent anvil prints its banner, which tells us the port it bound when port is 0.
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const exited = once(child, 'exit')
  let output = ''
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk
  })
  try {
    const boundPort = await readListeningPort(child, exited)
    const url = `http://127.0.0.1:${boundPort}`
    await waitForJsonRpc({ url, method: 'eth_chainId', timeoutMs, abort: exited })
    child.stdout?.resume()
    return { url, chainId, pid: child.pid ?? -1, stop: () => stopChild(child, exited) }
  } catch (error) {
    await stopChild(child, exited)
    if (error instanceof Error && output) error.message += `\n\nanvil said: ${output.trim()}`
    throw error
  }
}

/** Reads "Listening on 127.0.0.1:PORT" from anvil's banner, then stops buffering stdout. */
async function readListeningPort(child: ChildProcess, exited: Promise<unknown>): Promise<number> {
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
  const gone = exited.then(() => {
    throw new Error(`anvil exited before listening${banner ? `: ${banner.slice(-500)}` : ''}`)
  })
  return Promise.race([found, gone])
}

async function stopChild(child: ChildProcess, exited: Promise<unknown>): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
  await exited
}
