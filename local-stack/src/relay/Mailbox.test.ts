import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { Mailbox, type MailboxInput, type MailboxOptions } from './Mailbox.ts'
import { RPC_ERROR } from './RelayRpcError.ts'

const opened: Mailbox[] = []
const folders: string[] = []
afterEach(() => {
  for (const mailbox of opened.splice(0)) mailbox.close()
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

function tempFile(): string {
  const folder = mkdtempSync(join(tmpdir(), 'airlock-mailbox-'))
  folders.push(folder)
  return join(folder, 'nested', 'mailbox.sqlite')
}

function setup(options: Partial<MailboxOptions> = {}, clock = { now: 1_000 }) {
  const mailbox = new Mailbox({
    maxMessagesPerTopic: 10,
    maxTotalBytes: 10_000,
    maxBytesPerPublisher: 10_000,
    maxBytesPerIp: 10_000,
    entryOverheadBytes: 0,
    maxTtlSeconds: 3_600,
    now: () => clock.now,
    ...options,
  })
  opened.push(mailbox)
  const add = (topic: string, message: string, ttlSeconds = 60, more: Partial<MailboxInput> = {}) =>
    mailbox.add({ topic, message, tag: 1108, ttlSeconds, publisher: 'p', ip: '10.0.0.1', ...more })
  return { clock, mailbox, add }
}

test('default: keeps a message with its id, publish time, expiry and hash', () => {
  const { mailbox, add } = setup()
  const entry = add('t', 'hello')
  expect(entry).toEqual({
    id: 1,
    topic: 't',
    message: 'hello',
    tag: 1108,
    publishedAt: 1_000,
    expiresAt: 61_000,
    hash: '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824',
    publisher: 'p',
    ip: '10.0.0.1',
    bytes: 6,
  })
  expect(mailbox.list('t')).toEqual([entry])
  expect(mailbox.list('other')).toEqual([])
})

test('behavior: list() drops what expired, exactly at expiresAt', () => {
  const { clock, mailbox, add } = setup()
  add('t', 'short', 10)
  add('t', 'long', 20)
  clock.now += 9_999
  expect(mailbox.list('t').map((e) => e.message)).toEqual(['short', 'long'])
  clock.now += 1
  expect(mailbox.list('t').map((e) => e.message)).toEqual(['long'])
  expect(mailbox.size).toBe(1)
})

test('behavior: prune() drops every expired message over all topics', () => {
  const { clock, mailbox, add } = setup()
  add('a', 'a1', 10)
  add('b', 'b1', 10)
  add('b', 'b2', 100)
  clock.now += 10_000
  expect(mailbox.prune()).toBe(2)
  expect(mailbox).toMatchObject({ size: 1, topicCount: 1, bytes: 3 })
})

test('behavior: the ttl is cut to maxTtlSeconds', () => {
  const { add } = setup({ maxTtlSeconds: 5 })
  expect(add('t', 'm', 1e9)?.expiresAt).toBe(6_000)
})

test('behavior: ttl 0 stores nothing', () => {
  const { mailbox, add } = setup()
  expect(add('t', 'm', 0)).toBeUndefined()
  expect(mailbox.size).toBe(0)
})

test('behavior: the same message on the same topic is stored once', () => {
  const { mailbox, add } = setup()
  const first = add('t', 'm')
  expect(add('t', 'm')).toEqual(first)
  expect(mailbox.size).toBe(1)
  add('u', 'm')
  expect(mailbox.size).toBe(2)
})

test('behavior: maxMessagesPerTopic evicts the oldest of that topic only', () => {
  const { mailbox, add } = setup({ maxMessagesPerTopic: 2 })
  add('a', 'a1')
  add('b', 'b1')
  add('a', 'a2')
  add('a', 'a3')
  expect(mailbox.list('a').map((e) => e.message)).toEqual(['a2', 'a3'])
  expect(mailbox.list('b').map((e) => e.message)).toEqual(['b1'])
})

test('behavior: maxTotalBytes evicts the oldest message of a single publisher', () => {
  // Each entry: 10 bytes of message + 1 of topic = 11.
  const { mailbox, add } = setup({ maxTotalBytes: 33 })
  add('a', 'a'.repeat(10))
  add('b', 'b'.repeat(10))
  add('a', 'c'.repeat(10))
  expect(mailbox.bytes).toBe(33)
  add('b', 'd'.repeat(10))
  expect(mailbox.bytes).toBe(33)
  expect(mailbox.list('a').map((e) => e.message[0])).toEqual(['c'])
  expect(mailbox.list('b').map((e) => e.message[0])).toEqual(['b', 'd'])
})

test('behavior: a message larger than maxTotalBytes alone is not kept', () => {
  const { mailbox, add } = setup({ maxTotalBytes: 5 })
  expect(add('t', 'far too long')).toBeUndefined()
  expect(mailbox).toMatchObject({ size: 0, bytes: 0, topicCount: 0 })
})

test('behavior: bytes count UTF-8, not UTF-16', () => {
  const { add } = setup()
  expect(add('t', 'é')?.bytes).toBe(3)
})

describe('memory accounting', () => {
  test('behavior: every entry counts the overhead, not just its payload', () => {
    const { mailbox, add } = setup({ entryOverheadBytes: 512, maxTotalBytes: 100_000 })
    for (let i = 0; i < 100; i++) add('t', String(i % 10), 60, { publisher: `p${i}` })
    // Ten distinct messages on one topic (the rest are duplicates): 1 + 1 + 512 each.
    expect(mailbox).toMatchObject({ size: 10, bytes: 10 * 514 })
  })

  test('behavior: tiny messages are bounded by count through the overhead', () => {
    // 200k one-byte messages once filled memory while the mailbox counted 1.3 MB.
    const { mailbox, add } = setup({
      entryOverheadBytes: 512,
      maxTotalBytes: 100 * 514,
      maxBytesPerPublisher: 1e9,
      maxBytesPerIp: 1e9,
      maxMessagesPerTopic: 10_000,
    })
    for (let i = 0; i < 1_000; i++) add('t', String(i), 60)
    expect(mailbox.size).toBeLessThanOrEqual(100)
    expect(mailbox.bytes).toBeLessThanOrEqual(100 * 514)
  })

  test('behavior: expiry and eviction free the holder ledgers', () => {
    const { clock, mailbox, add } = setup({ maxTotalBytes: 30 })
    add('a', 'x'.repeat(9), 10, { publisher: 'one', ip: '10.0.0.1' })
    add('a', 'y'.repeat(9), 10, { publisher: 'two', ip: '10.0.0.2' })
    expect(mailbox.holderCount).toBe(4)
    clock.now += 10_000
    mailbox.prune()
    expect(mailbox).toMatchObject({ size: 0, bytes: 0, holderCount: 0 })
  })
})

describe('fair share', () => {
  test('behavior: a flood from many identities evicts their mail, never the pairing message', () => {
    // The reproduction: 70 publishes of 1 MB evicted a pairing message from a 64 MB mailbox. One
    // client alone now stops at its quota; fresh identities (did:keys cost nothing) fill the
    // mailbox, and each one holds more than the dapp, so theirs go first.
    const { mailbox, add } = setup({
      maxTotalBytes: 64_000,
      maxBytesPerPublisher: 4_000,
      maxBytesPerIp: 1_000_000,
      maxMessagesPerTopic: 1_000,
    })
    const pairing = add('pairing', 'proposal', 300, { publisher: 'dapp', ip: '10.0.0.1' })
    for (let i = 0; i < 70; i++) {
      const message = `${i}`.padEnd(1_000, 'x')
      add('flood', message, 300, { publisher: `attacker-${i}`, ip: '10.0.0.1' })
    }
    expect(mailbox.list('pairing')).toEqual([pairing])
    expect(mailbox.bytes).toBeLessThanOrEqual(64_000)
    expect(mailbox.size).toBe(64)
  })

  test('behavior: when full, the largest IP then its largest publisher loses its oldest', () => {
    const { mailbox, add } = setup({ maxTotalBytes: 60, maxMessagesPerTopic: 100 })
    add('t', 'a'.repeat(9), 60, { publisher: 'small', ip: '10.0.0.1' }) // 10
    add('t', 'b'.repeat(9), 60, { publisher: 'big', ip: '10.0.0.2' }) // 10
    add('t', 'c'.repeat(9), 60, { publisher: 'big', ip: '10.0.0.2' }) // 10
    add('t', 'd'.repeat(9), 60, { publisher: 'other', ip: '10.0.0.2' }) // 10
    add('t', 'e'.repeat(9), 60, { publisher: 'small', ip: '10.0.0.1' }) // 10
    add('t', 'f'.repeat(19), 60, { publisher: 'small', ip: '10.0.0.1' }) // 20: 70 > 60
    // 10.0.0.1 now holds 40 against 30 for 10.0.0.2: its largest publisher ('small') loses its
    // oldest ('a'), although 'b' is older.
    expect(mailbox.list('t').map((e) => e.message[0])).toEqual(['b', 'c', 'd', 'e', 'f'])
  })

  test('behavior: the per-topic cap takes from the topic publisher with most messages', () => {
    const { mailbox, add } = setup({ maxMessagesPerTopic: 3 })
    add('pairing', 'proposal', 60, { publisher: 'dapp' })
    add('pairing', 'spam-1', 60, { publisher: 'attacker' })
    add('pairing', 'spam-2', 60, { publisher: 'attacker' })
    add('pairing', 'spam-3', 60, { publisher: 'attacker' })
    expect(mailbox.list('pairing').map((e) => e.message)).toEqual(['proposal', 'spam-2', 'spam-3'])
  })

  test.each([
    [
      'client',
      { publisher: 'p', ip: '10.0.0.9' },
      'Mailbox quota exceeded: this client holds 20 bytes, this publish adds 10, at most 25 per client',
    ],
    [
      'IP address',
      { publisher: 'q', ip: '10.0.0.1' },
      'Mailbox quota exceeded: clients of this IP address hold 20 bytes, this publish adds 10, at most 25 per IP address',
    ],
  ])(
    'error: over the per-%s quota a publish is refused, nothing is evicted',
    (_scope, who, message) => {
      const { mailbox, add } = setup({ maxBytesPerPublisher: 25, maxBytesPerIp: 25 })
      add('a', 'x'.repeat(9))
      add('b', 'y'.repeat(9))
      expect(() => add('c', 'z'.repeat(9), 60, who)).toThrowError(
        expect.objectContaining({ code: RPC_ERROR.QUOTA_EXCEEDED, message }),
      )
      expect(mailbox.size).toBe(2)
      // Another client on another IP is unaffected.
      expect(add('c', 'z'.repeat(9), 60, { publisher: 'r', ip: '10.0.0.7' })).toBeDefined()
    },
  )
})

describe('on disk', () => {
  test('behavior: a reopened file keeps the live messages, their ids and holders; expired ones go', () => {
    const path = tempFile()
    const clock = { now: 1_000 }
    const first = setup({ path }, clock)
    const kept = first.add('t', 'kept', 600, { publisher: 'dapp' })
    first.add('t', 'short', 10, { publisher: 'dapp' })
    first.mailbox.close()
    clock.now += 60_000
    const second = setup({ path }, clock)
    expect(second.mailbox.list('t')).toEqual([kept])
    expect(second.mailbox).toMatchObject({ size: 1, bytes: 5, holderCount: 2 })
    expect(second.mailbox.bytesOf('dapp')).toBe(5)
    // Ids keep growing across restarts (a socket's memory of what it got relies on it).
    expect(second.add('t', 'after')?.id).toBe(3)
  })

  test('behavior: limits lowered between runs are applied at open', () => {
    const path = tempFile()
    const first = setup({ path })
    for (const m of ['m1', 'm2', 'm3']) first.add('t', m)
    first.mailbox.close()
    const second = setup({ path, maxTotalBytes: 6 })
    expect(second.mailbox.list('t').map((e) => e.message)).toEqual(['m2', 'm3'])
  })

  test('error: a file held by another relay, or not a database, is refused clearly', () => {
    const path = tempFile()
    setup({ path }).add('t', 'm')
    expect(() => setup({ path })).toThrowError(
      expect.objectContaining({
        name: 'AirlockError',
        shortMessage: 'The relay mailbox database could not be opened',
        details: expect.stringContaining(path),
      }),
    )
    const notADatabase = join(folders[0] as string, 'nested', 'notes.txt')
    writeFileSync(notADatabase, 'hello, this is not SQLite'.repeat(100))
    expect(() => setup({ path: notADatabase })).toThrowError(/could not be opened/)
  })
})
