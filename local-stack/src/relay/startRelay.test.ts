import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { WebSocket } from 'ws'
import { RPC_ERROR } from './RelayRpcError.ts'
import { type RunningRelay, type StartRelayOptions, startRelay } from './startRelay.ts'
import {
  createRelayClientKey,
  createRelayJwt,
  type RelayClientKey,
} from './testing/createRelayJwt.ts'
import { TestClient } from './testing/TestClient.ts'

const TOPIC = 'a'.repeat(64)
const OTHER_TOPIC = 'b'.repeat(64)

let relay: RunningRelay | undefined
const clients: TestClient[] = []

async function start(options: Partial<StartRelayOptions> = {}) {
  relay = await startRelay({ port: 0, ...options })
  return relay
}

async function open(url: string) {
  const client = await TestClient.open(url)
  clients.push(client)
  return client
}

const folders: string[] = []
/** Sockets opened by upgradeAnswer(), kept open until the test ends. */
const rawSockets: WebSocket[] = []

afterEach(async () => {
  for (const socket of rawSockets.splice(0)) socket.terminate()
  await Promise.all(clients.splice(0).map((client) => client.close()))
  await relay?.stop()
  relay = undefined
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/** A client of a given identity (key) and source address, closed after the test. */
async function openAs(url: string, key: RelayClientKey, localAddress?: string) {
  const query = `auth=${createRelayJwt(url, { key })}&projectId=test&ua=test`
  const client = await TestClient.open(url, { query, ...(localAddress ? { localAddress } : {}) })
  clients.push(client)
  return client
}

/** The HTTP answer to an upgrade: 101 when the socket opened (it stays open). */
function upgradeAnswer(url: string, key: RelayClientKey, localAddress?: string) {
  const query = `auth=${createRelayJwt(url, { key })}&projectId=test&ua=test`
  const socket = new WebSocket(`${url}/?${query}`, localAddress ? { localAddress } : {})
  socket.on('error', () => {}) // a refused handshake is also reported as an error
  return new Promise<{ status: number; body: string }>((resolve) => {
    socket.once('open', () => {
      rawSockets.push(socket)
      resolve({ status: 101, body: '' })
    })
    socket.once('unexpected-response', (_request, response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString()
      })
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    })
  })
}

function publish(client: TestClient, message: string, topic = TOPIC, ttl = 300) {
  return client.request('irn_publish', { topic, message, ttl, tag: 1108, prompt: false })
}

/**
 * A message published by `sender` after the ones under test: once `receiver` has it, everything
 * the relay would have sent `receiver` before it has arrived (one socket keeps frame order).
 */
async function barrier(sender: TestClient, receiver: TestClient, topic = TOPIC) {
  const marker = `barrier-${Math.random()}`
  await publish(sender, marker, topic)
  await receiver.delivery(marker)
}

describe('methods', () => {
  test('irn_subscribe: answers a 64-hex id, the same for the same socket and topic', async () => {
    const { url } = await start()
    const client = await open(url)
    const first = await client.request('irn_subscribe', { topic: TOPIC })
    const again = await client.request('irn_subscribe', { topic: TOPIC })
    const other = await client.request('irn_subscribe', { topic: OTHER_TOPIC })
    expect(first.value.result).toMatch(/^[0-9a-f]{64}$/)
    expect(again.value.result).toBe(first.value.result)
    expect(other.value.result).not.toBe(first.value.result)
  })

  test('irn_publish: delivers an irn_subscription with the exact shape, attestation ""', async () => {
    const { url } = await start()
    const [dapp, wallet] = [await open(url), await open(url)]
    const subscription = await wallet.request('irn_subscribe', { topic: TOPIC })
    const answer = await publish(dapp, 'aGVsbG8=')
    expect(answer.value).toEqual({ id: Number(answer.rawId), jsonrpc: '2.0', result: true })
    const frame = await wallet.delivery('aGVsbG8=')
    expect(frame.value).toEqual({
      id: expect.any(Number),
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: {
        id: subscription.value.result,
        data: {
          topic: TOPIC,
          message: 'aGVsbG8=',
          publishedAt: expect.any(Number),
          tag: 1108,
          attestation: '',
        },
      },
    })
  })

  test('behavior: the attestation a publisher sends is never passed on', async () => {
    const { url } = await start()
    const [dapp, wallet] = [await open(url), await open(url)]
    await wallet.request('irn_subscribe', { topic: TOPIC })
    await dapp.request('irn_publish', {
      topic: TOPIC,
      message: 'bQ==',
      ttl: 300,
      tag: 1108,
      attestation: 'eyJ.x.y',
    })
    expect((await wallet.delivery('bQ==')).value.params?.data.attestation).toBe('')
  })

  test('irn_batchSubscribe: returns one id per topic, in order', async () => {
    const { url } = await start()
    const client = await open(url)
    const single = await client.request('irn_subscribe', { topic: OTHER_TOPIC })
    const topics = [TOPIC, OTHER_TOPIC, 'c'.repeat(64)]
    const batch = await client.request('irn_batchSubscribe', { topics })
    const ids = batch.value.result as string[]
    expect(ids).toHaveLength(3)
    expect(ids[1]).toBe(single.value.result)
    expect(new Set(ids).size).toBe(3)
  })

  test('irn_unsubscribe: stops delivery on that topic only', async () => {
    const { url } = await start()
    const [dapp, wallet] = [await open(url), await open(url)]
    const sub = await wallet.request('irn_subscribe', { topic: TOPIC })
    await wallet.request('irn_subscribe', { topic: OTHER_TOPIC })
    const answer = await wallet.request('irn_unsubscribe', { topic: TOPIC, id: sub.value.result })
    expect(answer.value.result).toBe(true)
    await publish(dapp, 'gone')
    await barrier(dapp, wallet, OTHER_TOPIC)
    expect(wallet.deliveries()).not.toContain('gone')
    expect(relay?.stats().subscriptions).toBe(1)
  })

  test('irn_batchUnsubscribe: stops delivery on every listed topic', async () => {
    const { url } = await start()
    const [dapp, wallet] = [await open(url), await open(url)]
    await wallet.request('irn_batchSubscribe', { topics: [TOPIC, OTHER_TOPIC, 'c'.repeat(64)] })
    const answer = await wallet.request('irn_batchUnsubscribe', {
      subscriptions: [
        { topic: TOPIC, id: 'x' },
        { topic: OTHER_TOPIC, id: 'y' },
      ],
    })
    expect(answer.value.result).toBe(true)
    await publish(dapp, 'one', TOPIC)
    await publish(dapp, 'two', OTHER_TOPIC)
    await barrier(dapp, wallet, 'c'.repeat(64))
    expect(wallet.deliveries()).toEqual([expect.stringMatching(/^barrier-/)])
  })

  test('irn_batchPublish: delivers every message', async () => {
    const { url } = await start()
    const [dapp, wallet] = [await open(url), await open(url)]
    await wallet.request('irn_batchSubscribe', { topics: [TOPIC, OTHER_TOPIC] })
    const answer = await dapp.request('irn_batchPublish', {
      messages: [
        { topic: TOPIC, message: 'm1', ttl: 300, tag: 1108 },
        { topic: OTHER_TOPIC, message: 'm2', ttl: 300, tag: 1109 },
      ],
    })
    expect(answer.value.result).toBe(true)
    await wallet.delivery('m1')
    expect((await wallet.delivery('m2')).value.params?.data.tag).toBe(1109)
  })

  test('irn_fetchMessages and irn_batchFetchMessages: return what the mailbox holds for others', async () => {
    const { url } = await start()
    const [dapp, wallet] = [await open(url), await open(url)]
    await publish(dapp, 'f1', TOPIC)
    await publish(dapp, 'f2', OTHER_TOPIC)
    const own = await dapp.request('irn_fetchMessages', { topic: TOPIC })
    expect(own.value.result).toEqual({ messages: [], hasMore: false })
    const one = await wallet.request('irn_fetchMessages', { topic: TOPIC })
    expect(one.value.result).toEqual({
      messages: [
        {
          topic: TOPIC,
          message: 'f1',
          publishedAt: expect.any(Number),
          tag: 1108,
          attestation: '',
        },
      ],
      hasMore: false,
    })
    const batch = await wallet.request('irn_batchFetchMessages', { topics: [TOPIC, OTHER_TOPIC] })
    // f1 was fetched already, so it counts as delivered.
    expect(
      (batch.value.result as { messages: { message: string }[] }).messages.map((m) => m.message),
    ).toEqual(['f2'])
  })

  test('wc_proposeSession: subscribes the dapp and publishes the proposal with tag 1100', async () => {
    const { url } = await start()
    const [dapp, wallet] = [await open(url), await open(url)]
    const answer = await dapp.request('wc_proposeSession', {
      pairingTopic: TOPIC,
      sessionProposal: 'cHJvcG9zYWw=',
      attestation: 'jwt',
      ttl: 300,
      correlationId: 1,
    })
    expect(answer.value.result).toBe(true)
    await wallet.request('irn_subscribe', { topic: TOPIC })
    const proposal = await wallet.delivery('cHJvcG9zYWw=')
    expect(proposal.value.params?.data).toMatchObject({ tag: 1100, attestation: '' })
    // The dapp is now subscribed to the pairing topic: the wallet's answer reaches it.
    await publish(wallet, 'answer-on-pairing')
    await dapp.delivery('answer-on-pairing')
  })

  test('wc_approveSession: subscribes the wallet, publishes the response (1101) and the settlement (1102)', async () => {
    const { url } = await start()
    const [dapp, wallet] = [await open(url), await open(url)]
    await dapp.request('irn_subscribe', { topic: TOPIC })
    const answer = await wallet.request('wc_approveSession', {
      pairingTopic: TOPIC,
      sessionTopic: OTHER_TOPIC,
      sessionProposalResponse: 'cmVzcG9uc2U=',
      sessionSettlementRequest: 'c2V0dGxl',
      ttl: 300,
      correlationId: 1,
    })
    expect(answer.value.result).toBe(true)
    expect((await dapp.delivery('cmVzcG9uc2U=')).value.params?.data.tag).toBe(1101)
    await dapp.request('irn_subscribe', { topic: OTHER_TOPIC })
    expect((await dapp.delivery('c2V0dGxl')).value.params?.data.tag).toBe(1102)
    await publish(dapp, 'request-on-session', OTHER_TOPIC)
    await wallet.delivery('request-on-session')
  })

  test('behavior: the ack of an irn_subscription is consumed without an answer', async () => {
    const { url } = await start()
    const [dapp, wallet] = [await open(url), await open(url)]
    await wallet.request('irn_subscribe', { topic: TOPIC })
    await publish(dapp, 'ack-me')
    await wallet.delivery('ack-me')
    await barrier(dapp, wallet)
    // TestClient acked both deliveries; the relay counted them and answered neither.
    await wallet.request('irn_subscribe', { topic: OTHER_TOPIC })
    expect(relay?.stats().acks).toBe(2)
    expect(wallet.frames.filter((f) => f.value.error)).toEqual([])
  })
})

describe('ids', () => {
  test('behavior: a 19-digit integer id above 2^53 comes back byte for byte, unquoted', async () => {
    const { url } = await start()
    const client = await open(url)
    const answer = await client.request('irn_subscribe', { topic: TOPIC }, '1700000000000000001')
    expect(answer.text.startsWith('{"id":1700000000000000001,')).toBe(true)
    // JSON.parse would have rounded it: the text is the only faithful copy.
    expect(String(JSON.parse(answer.text).id)).not.toBe('1700000000000000001')
  })

  test('behavior: string ids, the SDK "…n" bigint strings and odd number forms are echoed as written', async () => {
    const { url } = await start()
    const client = await open(url)
    for (const rawId of ['"abc"', '"1700000000000000001n"', '"\\u0041"', '1.5e3', '-0', '0']) {
      const answer = await client.request('irn_subscribe', { topic: TOPIC }, rawId)
      expect(answer.text.startsWith(`{"id":${rawId},`)).toBe(true)
    }
  })

  test('behavior: an error answer echoes the id too', async () => {
    const { url } = await start()
    const client = await open(url)
    const answer = await client.request('irn_nope', {}, '9007199254740993')
    expect(answer.text.startsWith('{"id":9007199254740993,')).toBe(true)
    expect(answer.value.error?.code).toBe(RPC_ERROR.METHOD_NOT_FOUND)
  })
})

describe('malformed input', () => {
  test.each([
    ['not JSON', 'this is not json', RPC_ERROR.PARSE_ERROR],
    ['truncated JSON', '{"id":1,"jsonrpc":"2.0"', RPC_ERROR.PARSE_ERROR],
    ['an array', '[1,2,3]', RPC_ERROR.INVALID_REQUEST],
    ['a number', '42', RPC_ERROR.INVALID_REQUEST],
    ['null', 'null', RPC_ERROR.INVALID_REQUEST],
    [
      'no id',
      '{"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"t"}}',
      RPC_ERROR.INVALID_REQUEST,
    ],
    [
      'an object id',
      '{"id":{},"jsonrpc":"2.0","method":"irn_subscribe"}',
      RPC_ERROR.INVALID_REQUEST,
    ],
  ])('error: %s → code %i, id null, socket stays usable', async (_name, text, code) => {
    const { url } = await start()
    const client = await open(url)
    const answer = await client.sendRaw(text, 'null')
    expect(answer.value).toMatchObject({ id: null, jsonrpc: '2.0', error: { code } })
    const after = await client.request('irn_subscribe', { topic: TOPIC })
    expect(after.value.result).toMatch(/^[0-9a-f]{64}$/)
  })

  test.each([
    [
      'wrong jsonrpc',
      '{"id":7,"jsonrpc":"1.0","method":"irn_subscribe","params":{"topic":"t"}}',
      RPC_ERROR.INVALID_REQUEST,
    ],
    ['no method', '{"id":7,"jsonrpc":"2.0","params":{}}', RPC_ERROR.INVALID_REQUEST],
    [
      'unknown method',
      '{"id":7,"jsonrpc":"2.0","method":"irn_nope","params":{}}',
      RPC_ERROR.METHOD_NOT_FOUND,
    ],
    [
      'inherited name',
      '{"id":7,"jsonrpc":"2.0","method":"toString","params":{}}',
      RPC_ERROR.METHOD_NOT_FOUND,
    ],
    [
      'missing params',
      '{"id":7,"jsonrpc":"2.0","method":"irn_subscribe"}',
      RPC_ERROR.INVALID_PARAMS,
    ],
    [
      'empty topic',
      '{"id":7,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":""}}',
      RPC_ERROR.INVALID_PARAMS,
    ],
    [
      'topics not an array',
      '{"id":7,"jsonrpc":"2.0","method":"irn_batchSubscribe","params":{"topics":"t"}}',
      RPC_ERROR.INVALID_PARAMS,
    ],
    [
      'publish without ttl',
      '{"id":7,"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"t","message":"m"}}',
      RPC_ERROR.INVALID_PARAMS,
    ],
    [
      'publish without message',
      '{"id":7,"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"t","ttl":30}}',
      RPC_ERROR.INVALID_PARAMS,
    ],
    [
      'proposal without pairingTopic',
      '{"id":7,"jsonrpc":"2.0","method":"wc_proposeSession","params":{"sessionProposal":"p"}}',
      RPC_ERROR.INVALID_PARAMS,
    ],
  ])('error: %s → code %i with the id, socket stays usable', async (_name, text, code) => {
    const { url } = await start()
    const client = await open(url)
    const answer = await client.sendRaw(text, '7')
    expect(answer.value).toMatchObject({ id: 7, jsonrpc: '2.0', error: { code } })
    const after = await client.request('irn_subscribe', { topic: TOPIC })
    expect(after.value.result).toMatch(/^[0-9a-f]{64}$/)
  })

  test('error: a batch over maxBatchSize is refused whole', async () => {
    const { url } = await start({ limits: { maxBatchSize: 3 } })
    const client = await open(url)
    const answer = await client.request('irn_batchSubscribe', { topics: ['1', '2', '3', '4'] })
    expect(answer.value.error?.code).toBe(RPC_ERROR.INVALID_PARAMS)
    expect(relay?.stats().subscriptions).toBe(0)
  })

  test('error: a message over maxMessageBytes is refused, nothing is stored', async () => {
    const { url } = await start({ limits: { maxMessageBytes: 1024 } })
    const client = await open(url)
    const answer = await publish(client, 'x'.repeat(1025))
    expect(answer.value.error).toEqual({
      code: RPC_ERROR.INVALID_PARAMS,
      message: expect.stringMatching(/larger than 1024 bytes/),
    })
    expect(relay?.stats().mailboxMessages).toBe(0)
    expect((await publish(client, 'x'.repeat(1024))).value.result).toBe(true)
  })

  test('error: a frame over maxFrameBytes gets an error, then close code 1009', async () => {
    const { url } = await start({ limits: { maxFrameBytes: 4096 } })
    const client = await open(url)
    const closed = client.closed()
    const answer = client.waitFor((frame) => frame.value.error !== undefined)
    client.socket.send(
      `{"id":1,"jsonrpc":"2.0","method":"irn_publish","params":{"message":"${'x'.repeat(5000)}"}}`,
    )
    expect((await answer).value).toMatchObject({
      id: null,
      error: { code: RPC_ERROR.INVALID_REQUEST, message: 'Frame too large' },
    })
    expect(await closed).toBe(1009)
  })

  test('error: a frame far over the limit is cut by the WebSocket layer with 1009', async () => {
    const { url } = await start({ limits: { maxFrameBytes: 1024 } })
    const client = await open(url)
    const closed = client.closed()
    client.socket.send('x'.repeat(10_000))
    expect(await closed).toBe(1009)
  })
})

describe('mailbox', () => {
  test('behavior: a late subscriber receives what was published before it subscribed', async () => {
    const { url } = await start()
    const dapp = await open(url)
    await publish(dapp, 'early-1')
    await publish(dapp, 'early-2')
    const wallet = await open(url)
    const sub = await wallet.request('irn_subscribe', { topic: TOPIC })
    await wallet.delivery('early-2')
    expect(wallet.deliveries()).toEqual(['early-1', 'early-2'])
    // The answer to the subscribe comes before the mailbox deliveries it causes.
    expect(wallet.frames.indexOf(sub)).toBeLessThan(
      wallet.frames.findIndex((f) => f.value.method === 'irn_subscription'),
    )
  })

  test('behavior: a message whose ttl ended is not delivered (injected clock)', async () => {
    let now = 1_000_000
    const { url } = await start({ now: () => now })
    const dapp = await open(url)
    await publish(dapp, 'short', TOPIC, 10)
    await publish(dapp, 'long', TOPIC, 60)
    now += 30_000
    const wallet = await open(url)
    await wallet.request('irn_subscribe', { topic: TOPIC })
    await wallet.delivery('long')
    expect(wallet.deliveries()).toEqual(['long'])
    expect(relay?.stats().mailboxMessages).toBe(1)
  })

  test('behavior: a ttl longer than maxTtlSeconds is cut to it', async () => {
    let now = 0
    const { url } = await start({ now: () => now, limits: { maxTtlSeconds: 60 } })
    const dapp = await open(url)
    await publish(dapp, 'forever', TOPIC, 10 ** 9)
    now += 61_000
    const wallet = await open(url)
    const fetched = await wallet.request('irn_fetchMessages', { topic: TOPIC })
    expect(fetched.value.result).toEqual({ messages: [], hasMore: false })
  })

  test('behavior: per-topic cap keeps the newest messages', async () => {
    const { url } = await start({ limits: { maxMessagesPerTopic: 2 } })
    const dapp = await open(url)
    for (const m of ['c1', 'c2', 'c3']) await publish(dapp, m)
    const wallet = await open(url)
    await wallet.request('irn_subscribe', { topic: TOPIC })
    await wallet.delivery('c3')
    expect(wallet.deliveries()).toEqual(['c2', 'c3'])
  })

  test('behavior: the total byte cap evicts the oldest message of any topic', async () => {
    // Each message counts its bytes, 64 for the topic and 512 of entry overhead: 676 bytes;
    // three fit in 2100, four not.
    const { url } = await start({ limits: { maxMailboxBytes: 2100 } })
    const dapp = await open(url)
    await publish(dapp, '1'.repeat(100), TOPIC)
    await publish(dapp, '2'.repeat(100), OTHER_TOPIC)
    await publish(dapp, '3'.repeat(100), TOPIC)
    await publish(dapp, '4'.repeat(100), OTHER_TOPIC)
    expect(relay?.stats()).toMatchObject({ mailboxMessages: 3, mailboxBytes: 3 * 676 })
    const wallet = await open(url)
    await wallet.request('irn_batchSubscribe', { topics: [TOPIC, OTHER_TOPIC] })
    await wallet.delivery('4'.repeat(100))
    expect(wallet.deliveries().map((m) => m[0])).toEqual(['3', '2', '4'])
  })

  test('behavior: never delivered back to the publishing socket, live or from the mailbox', async () => {
    const { url } = await start()
    const [dapp, wallet] = [await open(url), await open(url)]
    await dapp.request('irn_subscribe', { topic: TOPIC })
    await publish(dapp, 'mine')
    await dapp.request('irn_unsubscribe', { topic: TOPIC, id: '' })
    await dapp.request('irn_subscribe', { topic: TOPIC }) // mailbox replay must skip it too
    await barrier(wallet, dapp)
    expect(dapp.deliveries()).toEqual([expect.stringMatching(/^barrier-/)])
  })

  test('behavior: a client that reconnects (same auth issuer) does not get back what it published', async () => {
    const { url } = await start()
    const query = `auth=${createRelayJwt(url)}&projectId=test&ua=test`
    const first = await TestClient.open(url, { query })
    clients.push(first)
    await publish(first, 'before-reconnect')
    await first.close()
    const again = await TestClient.open(url, { query })
    const other = await open(url)
    clients.push(again)
    await again.request('irn_subscribe', { topic: TOPIC })
    await other.request('irn_subscribe', { topic: TOPIC })
    await other.delivery('before-reconnect')
    await barrier(other, again)
    expect(again.deliveries()).toEqual([expect.stringMatching(/^barrier-/)])
  })

  test('behavior: a message is delivered once per socket (resubscribe, republish)', async () => {
    const { url } = await start()
    const [dapp, wallet] = [await open(url), await open(url)]
    await wallet.request('irn_subscribe', { topic: TOPIC })
    await publish(dapp, 'once')
    await publish(dapp, 'once')
    await wallet.request('irn_unsubscribe', { topic: TOPIC, id: '' })
    await wallet.request('irn_subscribe', { topic: TOPIC })
    await barrier(dapp, wallet)
    expect(wallet.deliveries().filter((m) => m === 'once')).toHaveLength(1)
    expect(relay?.stats().mailboxMessages).toBe(2) // 'once' stored once, plus the barrier
  })
})

describe('connections', () => {
  test('behavior: 200 concurrent clients each subscribe and all receive one published message', async () => {
    const { url } = await start()
    const started = performance.now()
    const many = await Promise.all(Array.from({ length: 200 }, () => open(url)))
    const connected = performance.now()
    await Promise.all(many.map((client) => client.request('irn_subscribe', { topic: TOPIC })))
    const publisher = await open(url)
    const published = performance.now()
    await publish(publisher, 'to-all')
    await Promise.all(many.map((client) => client.delivery('to-all')))
    const delivered = performance.now()
    expect(relay?.stats()).toMatchObject({ clients: 201, subscriptions: 200, delivered: 200 })
    console.info(
      `relay: 200 clients connected in ${(connected - started).toFixed(0)} ms, ` +
        `fan-out to 200 in ${(delivered - published).toFixed(1)} ms`,
    )
    expect(delivered - started).toBeLessThan(10_000)
  })

  test('behavior: a burst of 2000 publishes from 20 clients is all answered and delivered', async () => {
    const { url } = await start()
    const receiver = await open(url)
    await receiver.request('irn_subscribe', { topic: TOPIC })
    const senders = await Promise.all(Array.from({ length: 20 }, () => open(url)))
    await Promise.all(
      senders.flatMap((sender, s) =>
        Array.from({ length: 100 }, (_, i) => publish(sender, `burst-${s}-${i}`)),
      ),
    )
    await barrier(senders[0] as TestClient, receiver)
    expect(receiver.deliveries()).toHaveLength(2001)
    expect(relay?.stats().mailboxMessages).toBe(100 * 1) // per-topic cap of the defaults
  })

  test('measure: connect time on loopback (TCP + upgrade + auth check)', async () => {
    const { url } = await start()
    const times: number[] = []
    for (let i = 0; i < 20; i++) {
      const query = `auth=${createRelayJwt(url)}&projectId=test&ua=test`
      const before = performance.now()
      const client = await TestClient.open(url, { query })
      clients.push(client)
      times.push(performance.now() - before)
      await client.close()
      clients.pop()
    }
    times.sort((a, b) => a - b)
    const median = times[10] ?? Number.NaN
    console.info(
      `relay: connect on loopback median ${median.toFixed(2)} ms, max ${(times[19] ?? 0).toFixed(2)} ms (20 runs)`,
    )
    expect(median).toBeLessThan(200)
  })

  test('behavior: a socket that stops answering pings is dropped, one that answers stays', async () => {
    const { url } = await start({ limits: { heartbeatIntervalMs: 30 } })
    const silent = await TestClient.open(url, { autoPong: false })
    const lively = await open(url)
    let pings = 0
    lively.socket.on('ping', () => pings++)
    expect(await silent.closed()).toBe(1006)
    expect(pings).toBeGreaterThanOrEqual(2)
    expect(lively.socket.readyState).toBe(WebSocket.OPEN)
  })

  test('error: an upgrade without auth, or with a forged one, gets HTTP 401', async () => {
    const { url } = await start()
    for (const query of ['projectId=x', 'auth=abc', `auth=${forgedJwt()}`]) {
      const socket = new WebSocket(`${url}/?${query}`)
      socket.on('error', () => {}) // terminate() below reports the aborted handshake as an error
      const status = await new Promise<number | undefined>((resolve) =>
        socket.once('unexpected-response', (_req, res) => resolve(res.statusCode)),
      )
      expect(status).toBe(401)
      socket.terminate()
    }
  })

  test('args: auth "off" accepts any upgrade', async () => {
    const { url } = await start({ auth: 'off' })
    const client = await TestClient.open(url, { query: 'projectId=x' })
    clients.push(client)
    expect((await client.request('irn_subscribe', { topic: TOPIC })).value.result).toBeTypeOf(
      'string',
    )
  })

  test('error: maxClients refuses further upgrades with 503', async () => {
    const { url } = await start({ limits: { maxClients: 1 } })
    await open(url)
    await expect(TestClient.open(url)).rejects.toThrow(/503/)
  })

  test('behavior: stop() closes the sockets and frees the port', async () => {
    const running = await start()
    const client = await open(running.url)
    const port = Number(new URL(running.url).port)
    const closed = client.closed()
    await running.stop()
    await closed
    relay = undefined
    await new Promise<void>((resolve, reject) => {
      const probe = createServer()
      probe.once('error', reject)
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()))
    })
  })

  test('error: a port in use rejects with an AirlockError', async () => {
    const running = await start()
    await expect(startRelay({ port: Number(new URL(running.url).port) })).rejects.toMatchObject({
      name: 'AirlockError',
      code: 'INTERNAL',
    })
  })

  test('error: an unknown or non-positive limit is refused', async () => {
    await expect(startRelay({ port: 0, limits: { nope: 1 } as never })).rejects.toMatchObject({
      code: 'INVALID_OPTIONS',
    })
    await expect(startRelay({ port: 0, limits: { maxClients: 0 } })).rejects.toMatchObject({
      code: 'INVALID_OPTIONS',
    })
  })
})

describe('quotas', () => {
  test('error: sockets per client over the quota get 429, other clients still connect (was: 2,000 sockets from one client → 503 for all)', async () => {
    const { url } = await start({ limits: { maxSocketsPerClient: 3, maxClients: 10 } })
    const flooder = createRelayClientKey()
    const answers = await Promise.all(Array.from({ length: 20 }, () => upgradeAnswer(url, flooder)))
    expect(answers.filter((a) => a.status === 101)).toHaveLength(3)
    for (const answer of answers.filter((a) => a.status !== 101)) {
      expect(answer).toEqual({ status: 429, body: 'too many sockets: at most 3 per client' })
    }
    const other = await open(url)
    expect((await other.request('irn_subscribe', { topic: TOPIC })).value.result).toBeTypeOf(
      'string',
    )
    // A socket that closes gives its slot back.
    rawSockets.shift()?.close()
    await vi.waitFor(() => expect(relay?.stats().clients).toBe(3))
    expect(await upgradeAnswer(url, flooder)).toEqual({ status: 101, body: '' })
  })

  test('error: sockets per IP over the quota get 429, another IP is unaffected', async () => {
    const { url } = await start({ limits: { maxSocketsPerIp: 2 } })
    await open(url)
    await open(url)
    expect(await upgradeAnswer(url, createRelayClientKey())).toEqual({
      status: 429,
      body: 'too many sockets: at most 2 per IP address',
    })
    const elsewhere = await openAs(url, createRelayClientKey(), '127.0.0.2')
    expect((await elsewhere.request('irn_subscribe', { topic: TOPIC })).value.result).toBeTypeOf(
      'string',
    )
  })

  test('error: subscriptions per client count over all its sockets; per IP over all clients', async () => {
    const { url } = await start({
      limits: { maxSubscriptionsPerClient: 2, maxSubscriptionsPerIp: 3 },
    })
    const key = createRelayClientKey()
    const [first, second] = [await openAs(url, key), await openAs(url, key)]
    await first.request('irn_subscribe', { topic: TOPIC })
    await second.request('irn_subscribe', { topic: OTHER_TOPIC })
    const over = await second.request('irn_subscribe', { topic: 'c'.repeat(64) })
    expect(over.value.error).toEqual({
      code: RPC_ERROR.QUOTA_EXCEEDED,
      message: 'Too many subscriptions: at most 2 per client',
    })
    // Unsubscribing frees one.
    await first.request('irn_unsubscribe', { topic: TOPIC, id: '' })
    expect(
      (await second.request('irn_subscribe', { topic: 'c'.repeat(64) })).value.result,
    ).toBeTypeOf('string')
    const neighbour = await open(url)
    await neighbour.request('irn_subscribe', { topic: TOPIC })
    const ipOver = await neighbour.request('irn_batchSubscribe', { topics: [OTHER_TOPIC] })
    expect(ipOver.value.error).toEqual({
      code: RPC_ERROR.QUOTA_EXCEEDED,
      message: 'Too many subscriptions: at most 3 per IP address',
    })
    const elsewhere = await openAs(url, createRelayClientKey(), '127.0.0.2')
    expect((await elsewhere.request('irn_subscribe', { topic: TOPIC })).value.result).toBeTypeOf(
      'string',
    )
  })

  test('error: publishes per second over the client quota are refused, others publish on', async () => {
    let now = Date.now()
    const { url } = await start({ now: () => now, limits: { maxPublishesPerSecondPerClient: 3 } })
    const [flooder, other, wallet] = [await open(url), await open(url), await open(url)]
    await wallet.request('irn_subscribe', { topic: TOPIC })
    for (const m of ['p1', 'p2', 'p3']) expect((await publish(flooder, m)).value.result).toBe(true)
    const refused = await publish(flooder, 'p4')
    expect(refused.value.error).toEqual({
      code: RPC_ERROR.QUOTA_EXCEEDED,
      message: 'Publish rate exceeded: at most 3 messages per second per client',
    })
    expect((await publish(other, 'from-other')).value.result).toBe(true)
    // A batch that does not fit is refused whole.
    now += 1_000
    const batch = await flooder.request('irn_batchPublish', {
      messages: ['b1', 'b2', 'b3', 'b4'].map((message) => ({ topic: TOPIC, message, ttl: 300 })),
    })
    expect(batch.value.error?.code).toBe(RPC_ERROR.QUOTA_EXCEEDED)
    expect((await publish(flooder, 'p5')).value.result).toBe(true)
    await barrier(other, wallet)
    expect(wallet.deliveries()).toEqual([
      'p1',
      'p2',
      'p3',
      'from-other',
      'p5',
      expect.stringMatching(/^barrier-/),
    ])
  })

  test('error: publishes per second over the IP quota are refused for every client of that IP', async () => {
    const now = Date.now()
    const { url } = await start({ now: () => now, limits: { maxPublishesPerSecondPerIp: 2 } })
    const [a, b] = [await open(url), await open(url)]
    await publish(a, 'a1')
    await publish(b, 'b1')
    expect((await publish(b, 'b2')).value.error).toEqual({
      code: RPC_ERROR.QUOTA_EXCEEDED,
      message: 'Publish rate exceeded: at most 2 messages per second per IP address',
    })
    const elsewhere = await openAs(url, createRelayClientKey(), '127.0.0.2')
    expect((await publish(elsewhere, 'c1')).value.result).toBe(true)
  })

  test('error: mailbox bytes over the client quota are refused, nothing is delivered', async () => {
    // Each 100-byte message costs 100 + 64 (topic) + 512 (entry) = 676 bytes.
    const { url } = await start({ limits: { maxMailboxBytesPerClient: 2 * 676 } })
    const [flooder, wallet] = [await open(url), await open(url)]
    await wallet.request('irn_subscribe', { topic: TOPIC })
    await publish(flooder, '1'.repeat(100))
    await publish(flooder, '2'.repeat(100))
    expect((await publish(flooder, '3'.repeat(100))).value.error).toEqual({
      code: RPC_ERROR.QUOTA_EXCEEDED,
      message:
        'Mailbox quota exceeded: this client holds 1352 bytes, this publish adds 676, at most 1352 per client',
    })
    const other = await open(url)
    await barrier(other, wallet)
    expect(wallet.deliveries().map((m) => m[0])).toEqual(['1', '2', 'b'])
  })

  test('behavior: 70 × 1 MB publishes no longer evict a pairing message (the reproduction at a tenth of the scale)', async () => {
    // The defaults divided by ten (64 MB mailbox, 4 MB per client, 1 MB messages) keep the ratios
    // and spare the test 70 MB of JSON.
    const { url } = await start({
      limits: {
        maxMailboxBytes: 6_400_000,
        maxMailboxBytesPerClient: 400_000,
        maxMessageBytes: 100_000,
      },
    })
    const [dapp, flooder] = [await open(url), await open(url)]
    const pairingTopic = 'd'.repeat(64)
    await dapp.request('wc_proposeSession', {
      pairingTopic,
      sessionProposal: 'cHJvcG9zYWw=',
      ttl: 300,
      correlationId: 1,
    })
    const big = 'x'.repeat(100_000)
    const answers = []
    for (let i = 0; i < 70; i++) {
      answers.push(await publish(flooder, `${i}${big}`.slice(0, 100_000), 'e'.repeat(64)))
    }
    // Three fit in the client's share (3 × 100,576 bytes); the rest are refused, nothing evicted.
    expect(answers.filter((a) => a.value.result === true)).toHaveLength(3)
    expect(answers[69]?.value.error?.code).toBe(RPC_ERROR.QUOTA_EXCEEDED)
    const wallet = await open(url)
    await wallet.request('irn_subscribe', { topic: pairingTopic })
    expect((await wallet.delivery('cHJvcG9zYWw=')).value.params?.data.tag).toBe(1100)
  })
})

describe('memory', () => {
  test('behavior: each mailbox entry counts its overhead, not only its payload', async () => {
    const { url } = await start()
    const dapp = await open(url)
    for (let i = 0; i < 10; i++) await publish(dapp, String(i))
    expect(relay?.stats()).toMatchObject({ mailboxMessages: 10, mailboxBytes: 10 * (1 + 64 + 512) })
  })

  test('behavior: once every socket closed and the mail expired, no per-client structure is left', async () => {
    let now = Date.now()
    const { url } = await start({ now: () => now, limits: { pruneIntervalMs: 20 } })
    const many = await Promise.all(Array.from({ length: 20 }, () => open(url)))
    await Promise.all(
      many.map((client, i) =>
        client.request('irn_batchSubscribe', { topics: [TOPIC, `topic-${i}`] }),
      ),
    )
    await Promise.all(many.map((client, i) => publish(client, `m-${i}`, `topic-${i}`, 60)))
    expect(relay?.stats()).toMatchObject({
      clients: 20,
      topics: 21,
      subscriptions: 40,
      mailboxMessages: 20,
      mailboxHolders: 21, // 20 publishers, one IP
      quotaLedgers: 21,
    })
    await Promise.all(clients.splice(0).map((client) => client.close()))
    now += 61_000 // mail expired, publish buckets full again
    await vi.waitFor(() =>
      expect(relay?.stats()).toMatchObject({
        clients: 0,
        topics: 0,
        subscriptions: 0,
        mailboxMessages: 0,
        mailboxBytes: 0,
        mailboxHolders: 0,
        quotaLedgers: 0,
      }),
    )
  })
})

describe('restart', () => {
  test('behavior: with a database file, live messages survive a restart and expired ones do not', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'airlock-relay-'))
    folders.push(folder)
    const mailboxPath = join(folder, 'data', 'relay-mailbox.sqlite')
    let now = Date.now()
    const first = await start({ now: () => now, mailboxPath })
    const dappKey = createRelayClientKey()
    const dapp = await openAs(first.url, dappKey)
    await publish(dapp, 'kept', TOPIC, 600)
    await publish(dapp, 'short', TOPIC, 10)
    await first.stop()
    relay = undefined
    clients.splice(0)

    now += 60_000
    const second = await start({ now: () => now, mailboxPath })
    expect(second.stats()).toMatchObject({ mailboxMessages: 1 })
    const wallet = await open(second.url)
    await wallet.request('irn_subscribe', { topic: TOPIC })
    await wallet.delivery('kept')
    // The dapp reconnecting (same key) does not get its own message back after the restart.
    const again = await openAs(second.url, dappKey)
    await again.request('irn_subscribe', { topic: TOPIC })
    await barrier(wallet, again)
    expect(wallet.deliveries()).toEqual(['kept'])
    expect(again.deliveries()).toEqual([expect.stringMatching(/^barrier-/)])
  })

  test('error: a second relay on the same database file is refused with an AirlockError', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'airlock-relay-'))
    folders.push(folder)
    const mailboxPath = join(folder, 'relay-mailbox.sqlite')
    await start({ mailboxPath })
    await expect(startRelay({ port: 0, mailboxPath })).rejects.toMatchObject({
      name: 'AirlockError',
      shortMessage: 'The relay mailbox database could not be opened',
      details: `${mailboxPath} is held by another relay (one relay per file): stop it, or give this relay another mailboxPath (npm start: AIRLOCK_DATA_DIR)`,
    })
  })
})

describe('http', () => {
  test('GET /verify/v3/attestation serves the local Verify page', async () => {
    const running = await start()
    const response = await fetch(
      `${running.verifyUrl}?projectId=p&origin=http://127.0.0.1:5173&id=ab&decryptedId=cd`,
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await response.text()).toContain("type: 'verify_attestation'")
  })

  test('GET /health reports the stats', async () => {
    const running = await start()
    const response = await fetch(`${running.url.replace('ws:', 'http:')}/health`)
    expect(await response.json()).toMatchObject({ ok: true, clients: 0 })
  })
})

function forgedJwt(): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  // A real issuer key (from the SDK's own test vectors format) but a signature over nothing.
  const iss = 'did:key:z6MkodHZwneVRShtaLf8JKYkxpDGp1vGZnpGmdBpX8M2exxH'
  return `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part({ iss, exp: 4e9 })}.${Buffer.alloc(64).toString('base64url')}`
}
