import { expect, test } from 'vitest'
import { Mailbox, type MailboxOptions } from './Mailbox.ts'

function setup(options: Partial<MailboxOptions> = {}) {
  const clock = { now: 1_000 }
  const mailbox = new Mailbox({
    maxMessagesPerTopic: 10,
    maxTotalBytes: 10_000,
    maxTtlSeconds: 3_600,
    now: () => clock.now,
    ...options,
  })
  const add = (topic: string, message: string, ttlSeconds = 60) =>
    mailbox.add({ topic, message, tag: 1108, ttlSeconds, publisher: 'p' })
  return { clock, mailbox, add }
}

test('default: keeps a message with its publish time, expiry and hash', () => {
  const { mailbox, add } = setup()
  const entry = add('t', 'hello')
  expect(entry).toEqual({
    topic: 't',
    message: 'hello',
    tag: 1108,
    publishedAt: 1_000,
    expiresAt: 61_000,
    hash: '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824',
    publisher: 'p',
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
  expect(add('t', 'm')).toBe(first)
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

test('behavior: maxTotalBytes evicts the oldest message overall', () => {
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
