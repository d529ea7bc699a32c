import { createServer } from 'node:net'
import { DEMO_EVM_ACCOUNTS } from '@airlock/testkit/demo'
import { createClient, http } from 'viem'
import {
  getBalance,
  getBlockNumber,
  getChainId,
  sendTransaction,
  waitForTransactionReceipt,
} from 'viem/actions'
import { describe, expect, test } from 'vitest'
import { startAnvil } from './startAnvil.ts'

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function canListen(port: number): Promise<boolean> {
  const server = createServer()
  return new Promise((resolve) => {
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

describe('startAnvil', () => {
  test('default: answers with its chain id and funded dev accounts; stop frees the port', async () => {
    const anvil = await startAnvil({ port: 0, chainId: 31338 })
    const port = Number(new URL(anvil.url).port)
    expect(port).toBeGreaterThan(0)
    const client = createClient({ transport: http(anvil.url) })
    expect(await getChainId(client)).toBe(31338)
    expect(await getBalance(client, { address: DEMO_EVM_ACCOUNTS[1].address })).toBe(10n ** 22n)
    expect(await canListen(port)).toBe(false)
    const preflight = await fetch(anvil.url, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:4310',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type')

    await anvil.stop()
    expect(isAlive(anvil.pid)).toBe(false)
    expect(await canListen(port)).toBe(true)
    await anvil.stop()
  })

  test('behavior: blockTimeSeconds: blocks keep coming while the chain is idle', async () => {
    const anvil = await startAnvil({ port: 0, chainId: 31337, blockTimeSeconds: 1 })
    try {
      const client = createClient({ transport: http(anvil.url) })
      const start = await getBlockNumber(client, { cacheTime: 0 })
      await expect
        .poll(() => getBlockNumber(client, { cacheTime: 0 }), { timeout: 10_000, interval: 200 })
        .toBeGreaterThan(start)
    } finally {
      await anvil.stop()
    }
  })

  test('behavior: blockTimeSeconds: a transaction is still mined at once, not at the next interval', async () => {
    const anvil = await startAnvil({ port: 0, chainId: 31337, blockTimeSeconds: 3600 })
    try {
      const client = createClient({ transport: http(anvil.url) })
      const hash = await sendTransaction(client, {
        account: DEMO_EVM_ACCOUNTS[0].address,
        chain: null,
        to: DEMO_EVM_ACCOUNTS[1].address,
        value: 1n,
      })
      const receipt = await waitForTransactionReceipt(client, {
        hash,
        pollingInterval: 50,
        timeout: 10_000,
      })
      expect(receipt.status).toBe('success')
    } finally {
      await anvil.stop()
    }
  })

  test('error: blockTimeSeconds not a whole number of seconds', async () => {
    await expect(
      startAnvil({ port: 0, chainId: 31337, blockTimeSeconds: 0.5 }),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[AirlockError: anvil (chain 31337): blockTimeSeconds must be a whole number of seconds from 1, not 0.5.]`,
    )
  })

  test('error: the port is taken', async () => {
    const first = await startAnvil({ port: 0, chainId: 31337 })
    try {
      const port = Number(new URL(first.url).port)
      await expect(startAnvil({ port, chainId: 31337 })).rejects.toThrow(
        /^anvil \(chain 31337\): exited before it listened/,
      )
    } finally {
      await first.stop()
    }
  })

  test('error: an abort while it starts stops it and names the chain', async () => {
    const abort = new AbortController()
    const starting = startAnvil({ port: 0, chainId: 31338, signal: abort.signal })
    abort.abort()
    await expect(starting).rejects.toThrow(
      /^anvil \(chain 31338\): was stopped \(the start was aborted\) before it listened/,
    )
  })

  test('error: silent past its time, it is stopped and named', async () => {
    await expect(startAnvil({ port: 0, chainId: 31337, timeoutMs: 1 })).rejects.toThrow(
      /^anvil \(chain 31337\): did not say where it listens within 1 ms/,
    )
  })
})
