import { createServer } from 'node:net'
import type { AccountBalances, HistoryPage } from '@airlock/shared-protocol/projectApi'
import { DEMO_EVM_ACCOUNTS, DEMO_TOKEN_ADDRESS } from '@airlock/testkit/demo'
import {
  type Address,
  createClient,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hash,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { sendTransaction, waitForTransactionReceipt } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployDemoToken } from '../chains/deployDemoToken.ts'
import { type StartAnvilReturnType, startAnvil } from '../chains/startAnvil.ts'
import type { ReferenceApiNetwork } from './ReferenceApiNetwork.ts'
import { type StartReferenceApiReturnType, startReferenceApi } from './startReferenceApi.ts'

const [deployer, alice] = DEMO_EVM_ACCOUNTS
const bob = getAddress('0x000000000000000000000000000000000000b0b1')
const carol = getAddress('0x00000000000000000000000000000000000ca401')

let anvil: StartAnvilReturnType
let api: StartReferenceApiReturnType
let network: ReferenceApiNetwork

beforeAll(async () => {
  anvil = await startAnvil({ port: 0, chainId: 31337 })
  await deployDemoToken(anvil.url)
  network = {
    caipNetworkId: 'eip155:31337',
    rpcUrl: anvil.url,
    nativeSymbol: 'ETH',
    tokens: [{ address: DEMO_TOKEN_ADDRESS, symbol: 'ADT', decimals: 18 }],
  }
  api = await startReferenceApi({ port: 0, networks: [network], databasePath: ':memory:' })
})

afterAll(async () => {
  await api?.close()
  await anvil?.stop()
})

/** Sends a transaction from a demo account and waits until it is mined. */
async function send(
  from: (typeof DEMO_EVM_ACCOUNTS)[number],
  transaction: { to: Address; value?: bigint; data?: `0x${string}`; gas?: bigint },
): Promise<Hash> {
  const client = createClient({
    account: privateKeyToAccount(from.privateKey),
    transport: http(anvil.url),
  })
  const hash = await sendTransaction(client, { ...transaction, chain: null })
  await waitForTransactionReceipt(client, { hash, pollingInterval: 20 })
  return hash
}

const transferData = (to: Address, amount: string) =>
  encodeFunctionData({
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, parseUnits(amount, 18)],
  })

async function history(
  address: string,
  query: Record<string, string> = { projectId: 'demo', chainId: 'eip155:31337' },
  base = api.url,
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const response = await fetch(`${base}account/${address}/history?${new URLSearchParams(query)}`)
  return { status: response.status, body: await response.json(), headers: response.headers }
}

/** What both account routes answer to a bad address or query (their checks are shared). */
function queryErrors(address: string) {
  return [
    [
      'a malformed address',
      '0x12',
      { projectId: 'demo', chainId: 'eip155:31337' },
      400,
      'INVALID_ADDRESS',
      "'0x12' is not an EVM address: expected 0x followed by 40 hexadecimal digits.",
    ],
    [
      'no projectId',
      address,
      { chainId: 'eip155:31337' },
      400,
      'MISSING_PARAMETER',
      'The projectId query parameter is missing: add ?projectId=<your project id>.',
    ],
    [
      'no chainId',
      address,
      { projectId: 'demo' },
      400,
      'MISSING_PARAMETER',
      'The chainId query parameter is missing: add &chainId=<CAIP-2 id>, one of eip155:31337.',
    ],
    [
      'an unknown chainId',
      address,
      { projectId: 'demo', chainId: 'eip155:1' },
      404,
      'UNKNOWN_NETWORK',
      "This API does not index the network 'eip155:1'. It indexes: eip155:31337.",
    ],
  ] as const
}

/** The API over a chain 'eip155:31338' whose RPC port nothing listens on. */
async function startOnDeadChain() {
  const closed = createServer()
  await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done))
  const port = (closed.address() as { port: number }).port
  await new Promise((done) => closed.close(done))
  const rpcUrl = `http://127.0.0.1:${port}`
  const down = await startReferenceApi({
    port: 0,
    networks: [{ ...network, caipNetworkId: 'eip155:31338', rpcUrl }],
    databasePath: ':memory:',
  })
  return { down, rpcUrl }
}

describe('startReferenceApi', () => {
  it('default: ETH and ADT sends, a reverted transfer and an approval, for the sender and the recipient', async () => {
    const ethHash = await send(alice, { to: bob, value: parseEther('1.5') })
    const adtHash = await send(alice, { to: DEMO_TOKEN_ADDRESS, data: transferData(bob, '2.5') })
    // More ADT than alice holds: gas is given so that the reverting call is mined, not refused.
    const failedHash = await send(alice, {
      to: DEMO_TOKEN_ADDRESS,
      data: transferData(bob, '1000000'),
      gas: 100_000n,
    })
    const approveHash = await send(alice, {
      to: DEMO_TOKEN_ADDRESS,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [bob, 1n] }),
    })

    const forAlice = await history(alice.address.toLowerCase())
    expect(forAlice.status).toBe(200)
    const page = forAlice.body as HistoryPage
    expect(page.next).toBeNull()
    const minedAt = page.data.map((transaction) => Date.parse(transaction.metadata.minedAt))
    for (const time of minedAt) expect(Math.abs(time - Date.now())).toBeLessThan(600_000)
    expect(minedAt).toEqual([...minedAt].sort((a, b) => b - a))
    const metadata = { chain: 'eip155:31337', minedAt: expect.any(String) }
    expect(page.data).toEqual([
      {
        id: approveHash,
        metadata: {
          ...metadata,
          operationType: 'approve',
          status: 'confirmed',
          sentFrom: alice.address,
          sentTo: bob,
        },
        transfers: [],
      },
      {
        id: failedHash,
        metadata: {
          ...metadata,
          operationType: 'send',
          status: 'failed',
          sentFrom: alice.address,
          sentTo: bob,
        },
        transfers: [
          { fungible_info: { symbol: 'ADT' }, quantity: { numeric: '1000000' }, direction: 'out' },
        ],
      },
      {
        id: adtHash,
        metadata: {
          ...metadata,
          operationType: 'send',
          status: 'confirmed',
          sentFrom: alice.address,
          sentTo: bob,
        },
        transfers: [
          { fungible_info: { symbol: 'ADT' }, quantity: { numeric: '2.5' }, direction: 'out' },
        ],
      },
      {
        id: ethHash,
        metadata: {
          ...metadata,
          operationType: 'send',
          status: 'confirmed',
          sentFrom: alice.address,
          sentTo: bob,
        },
        transfers: [
          { fungible_info: { symbol: 'ETH' }, quantity: { numeric: '1.5' }, direction: 'out' },
        ],
      },
      // The grant deployDemoToken sent her.
      {
        id: expect.stringMatching(/^0x[0-9a-f]{64}$/),
        metadata: {
          ...metadata,
          operationType: 'receive',
          status: 'confirmed',
          sentFrom: deployer.address,
          sentTo: alice.address,
        },
        transfers: [
          { fungible_info: { symbol: 'ADT' }, quantity: { numeric: '10000' }, direction: 'in' },
        ],
      },
    ])

    // The recipient sees what reached it, not the reverted transfer.
    const forBob = (await history(bob.toLowerCase())).body as HistoryPage
    expect(forBob).toEqual({
      data: [
        {
          id: adtHash,
          metadata: {
            ...metadata,
            operationType: 'receive',
            status: 'confirmed',
            sentFrom: alice.address,
            sentTo: bob,
          },
          transfers: [
            { fungible_info: { symbol: 'ADT' }, quantity: { numeric: '2.5' }, direction: 'in' },
          ],
        },
        {
          id: ethHash,
          metadata: {
            ...metadata,
            operationType: 'receive',
            status: 'confirmed',
            sentFrom: alice.address,
            sentTo: bob,
          },
          transfers: [
            { fungible_info: { symbol: 'ETH' }, quantity: { numeric: '1.5' }, direction: 'in' },
          ],
        },
      ],
      next: null,
    })
  })

  it('behavior: pages of 20 with a cursor, newest first; blocks mined meanwhile are indexed and shift nothing', async () => {
    const hashes: Hash[] = []
    for (let index = 1; index <= 25; index++) {
      hashes.push(await send(deployer, { to: carol, value: BigInt(index) }))
    }
    const first = (await history(carol)).body as HistoryPage
    expect(first.data.map((transaction) => transaction.id)).toEqual(hashes.slice(5).reverse())
    expect(first.next).toEqual(expect.any(String))

    // Mined after the first page: on top of a new first page, not in the second.
    const later = await send(deployer, { to: carol, value: 26n })
    const second = (
      await history(carol, {
        projectId: 'demo',
        chainId: 'eip155:31337',
        cursor: first.next ?? '',
      })
    ).body as HistoryPage
    expect(second).toEqual({
      data: hashes
        .slice(0, 5)
        .reverse()
        .map((id) => expect.objectContaining({ id })),
      next: null,
    })
    const again = (await history(carol)).body as HistoryPage
    expect(again.data[0]?.id).toBe(later)
    expect(again.data[0]?.transfers).toEqual([
      {
        fungible_info: { symbol: 'ETH' },
        quantity: { numeric: '0.000000000000000026' },
        direction: 'in',
      },
    ])
  })

  it('behavior: CORS on every answer, and the OPTIONS preflight', async () => {
    const answer = await history(alice.address)
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8')
    const preflight = await fetch(`${api.url}account/${alice.address}/history`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:4310',
        'access-control-request-method': 'GET',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, OPTIONS')
    const failed = await history('0x12')
    expect(failed.headers.get('access-control-allow-origin')).toBe('*')
  })

  it.each([
    ...queryErrors(alice.address),
    [
      'a bad cursor',
      alice.address,
      { projectId: 'demo', chainId: 'eip155:31337', cursor: 'nope!' },
      400,
      'INVALID_CURSOR',
      "The cursor 'nope!' is not one this API handed out: pass the 'next' value of the previous page unchanged, or no cursor for the first page.",
    ],
  ] as const)('error: %s', async (_, address, query, status, code, message) => {
    const answer = await history(address, query)
    expect(answer.status).toBe(status)
    expect(answer.body).toEqual({ error: { code, message } })
  })

  it('error: an unknown path is 404, a method other than GET and OPTIONS 405', async () => {
    const missing = await fetch(new URL('/v1/accounts', api.url))
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({
      error: {
        code: 'NOT_FOUND',
        message:
          'No such path: /v1/accounts. This API serves GET /v1/account/{address}/history, GET /v1/account/{address}/balance, GET /v1/account/{address}/nfts, the /v1/collectibles files, the /v1/names routes, the /v1/onramp routes, the /v1/swap/v6.0/{chainId} routes, the /v1/analytics routes and the /onramp/checkout page.',
      },
    })
    const posted = await fetch(`${api.url}account/${alice.address}/history`, { method: 'POST' })
    expect(posted.status).toBe(405)
    expect(posted.headers.get('allow')).toBe('GET, OPTIONS')
    expect(((await posted.json()) as { error: { code: string } }).error.code).toBe(
      'METHOD_NOT_ALLOWED',
    )
  })

  it('error: a chain whose RPC cannot be reached is 502 naming it', async () => {
    const { down, rpcUrl } = await startOnDeadChain()
    try {
      const answer = await history(
        alice.address,
        { projectId: 'demo', chainId: 'eip155:31338' },
        down.url,
      )
      expect(answer.status).toBe(502)
      expect(answer.body).toEqual({
        error: {
          code: 'CHAIN_UNREACHABLE',
          message: `The RPC of eip155:31338 (${rpcUrl}) cannot be reached, so its history cannot be read. Is the chain running?`,
        },
      })
    } finally {
      await down.close()
    }
  })
})

describe('balance route', () => {
  const frank = getAddress('0x00000000000000000000000000000000000f4a41')

  async function balance(
    address: string,
    query: Record<string, string> = { projectId: 'demo', chainId: 'eip155:31337' },
    base = api.url,
  ): Promise<{ status: number; body: unknown; headers: Headers }> {
    const response = await fetch(`${base}account/${address}/balance?${new URLSearchParams(query)}`)
    return { status: response.status, body: await response.json(), headers: response.headers }
  }

  it('default: the native coin priced at the demo rate, then the ADT held, checksummed', async () => {
    await send(deployer, { to: frank, value: parseEther('0.1') })
    await send(deployer, { to: DEMO_TOKEN_ADDRESS, data: transferData(frank, '9999.5') })
    const answer = await balance(frank.toLowerCase())
    expect(answer.status).toBe(200)
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
    expect(answer.body).toEqual({
      balances: [
        {
          name: 'ETH',
          symbol: 'ETH',
          chainId: 'eip155:31337',
          value: 250,
          price: 2500,
          quantity: { decimals: '18', numeric: '0.1' },
          iconUrl: '',
        },
        {
          name: 'ADT',
          symbol: 'ADT',
          chainId: 'eip155:31337',
          address: DEMO_TOKEN_ADDRESS,
          value: 0,
          price: 0,
          quantity: { decimals: '18', numeric: '9999.5' },
          iconUrl: '',
        },
      ],
    } satisfies AccountBalances)
  })

  it('behavior: an account without ADT has the native coin only, even at 0', async () => {
    const empty = getAddress('0x00000000000000000000000000000000000e3971')
    expect((await balance(empty)).body).toEqual({
      balances: [
        {
          name: 'ETH',
          symbol: 'ETH',
          chainId: 'eip155:31337',
          value: 0,
          price: 2500,
          quantity: { decimals: '18', numeric: '0' },
          iconUrl: '',
        },
      ],
    })
  })

  it('regression: a mixed-case address with a wrong checksum is read like any other, not a 502', async () => {
    // The case of every letter flipped: still 0x and 40 hex digits, so accepted as on history.
    const flipped = `0x${[...frank.slice(2)]
      .map((char) => (char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase()))
      .join('')}`
    const answer = await balance(flipped)
    expect(answer.status).toBe(200)
    expect((answer.body as AccountBalances).balances.map((entry) => entry.symbol)).toEqual([
      'ETH',
      'ADT',
    ])
  })

  it('behavior: the OPTIONS preflight is answered as on the history route', async () => {
    const preflight = await fetch(`${api.url}account/${frank}/balance`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:4310', 'access-control-request-method': 'GET' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, OPTIONS')
  })

  it.each(queryErrors(frank))('error: %s', async (_, address, query, status, code, message) => {
    const answer = await balance(address, query)
    expect(answer.status).toBe(status)
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
    expect(answer.body).toEqual({ error: { code, message } })
  })

  it('error: a method other than GET and OPTIONS is 405', async () => {
    const posted = await fetch(`${api.url}account/${frank}/balance`, { method: 'POST' })
    expect(posted.status).toBe(405)
    expect(posted.headers.get('allow')).toBe('GET, OPTIONS')
    expect(((await posted.json()) as { error: { code: string } }).error.code).toBe(
      'METHOD_NOT_ALLOWED',
    )
  })

  it('error: a chain whose RPC cannot be reached is 502 naming it, about balances', async () => {
    const { down, rpcUrl } = await startOnDeadChain()
    try {
      const answer = await balance(frank, { projectId: 'demo', chainId: 'eip155:31338' }, down.url)
      expect(answer.status).toBe(502)
      expect(answer.body).toEqual({
        error: {
          code: 'CHAIN_UNREACHABLE',
          message: `The RPC of eip155:31338 (${rpcUrl}) cannot be reached, so its balances cannot be read. Is the chain running?`,
        },
      })
    } finally {
      await down.close()
    }
  })
})
