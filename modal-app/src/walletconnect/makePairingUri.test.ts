import { createHash } from 'node:crypto'
import { expect, test } from 'vitest'
import { TIMES } from '../state/constants.ts'
import { makePairingUri } from './makePairingUri.ts'

const NOW = Date.UTC(2025, 0, 1, 12, 0, 0, 400)

/** The URI's parts as the SDK's `parseUri` (utils 2.25) reads them. */
function parse(uri: string) {
  const match = /^wc:([^@]+)@(\d+)\?(.*)$/.exec(uri)
  if (!match) throw new Error(`not a pairing URI: ${uri}`)
  const [, topic, version, query] = match
  return { topic, version, params: [...new URLSearchParams(query).entries()] }
}

test('default: topic = sha256(symKey), in the SDK shape: version 2, params sorted, no methods', async () => {
  const made = await makePairingUri(NOW)
  const { topic, version, params } = parse(made.uri)
  expect(version).toBe('2')
  expect(params.map(([key]) => key)).toEqual(['expiryTimestamp', 'relay-protocol', 'symKey'])
  const symKey = new URLSearchParams(made.uri.split('?')[1]).get('symKey') ?? ''
  expect(symKey).toMatch(/^[0-9a-f]{64}$/)
  expect(topic).toBe(createHash('sha256').update(Buffer.from(symKey, 'hex')).digest('hex'))
  expect(made.topic).toBe(topic)
  expect(new URLSearchParams(made.uri.split('?')[1]).get('relay-protocol')).toBe('irn')
})

test('regression: expires with the modal pairing (4 minutes on, spec §9), not after the SDK default of 5, in unix seconds', async () => {
  const made = await makePairingUri(NOW)
  expect(made.expiryTimestamp).toBe(Math.floor(NOW / 1000) + 240)
  // Never after the expiry the modal keeps for it.
  expect(made.expiryTimestamp * 1000).toBeLessThanOrEqual(NOW + TIMES.pairingLife)
  expect(made.uri).toContain(`expiryTimestamp=${made.expiryTimestamp}&`)
})

test('behavior: a new key and topic each time', async () => {
  const [a, b] = await Promise.all([makePairingUri(NOW), makePairingUri(NOW)])
  expect(a.topic).not.toBe(b.topic)
  expect(a.uri.split('symKey=')[1]).not.toBe(b.uri.split('symKey=')[1])
})
