import { expect, test } from 'vitest'
import { DEFAULT_RELAY_LIMITS } from './DEFAULT_RELAY_LIMITS.ts'
import { clientIp, RelayQuotas } from './RelayQuotas.ts'
import { RPC_ERROR } from './RelayRpcError.ts'

function setup() {
  const clock = { now: 0 }
  const quotas = new RelayQuotas(
    {
      ...DEFAULT_RELAY_LIMITS,
      maxSocketsPerClient: 2,
      maxSocketsPerIp: 3,
      maxPublishesPerSecondPerClient: 10,
      maxPublishesPerSecondPerIp: 15,
    },
    () => clock.now,
  )
  return { clock, quotas }
}

test('behavior: the publish bucket refills continuously, one second fills it', () => {
  const { clock, quotas } = setup()
  quotas.opened('a', 'ip')
  quotas.takePublishes('a', 'ip', 10)
  expect(() => quotas.takePublishes('a', 'ip', 1)).toThrowError(
    expect.objectContaining({ code: RPC_ERROR.QUOTA_EXCEEDED }),
  )
  clock.now += 500
  quotas.takePublishes('a', 'ip', 5)
  expect(() => quotas.takePublishes('a', 'ip', 1)).toThrow(/per client/)
})

test('behavior: a refusal by the IP bucket takes nothing from the client bucket', () => {
  const { quotas } = setup()
  quotas.opened('a', 'ip')
  quotas.opened('b', 'ip')
  quotas.takePublishes('a', 'ip', 10)
  expect(() => quotas.takePublishes('b', 'ip', 6)).toThrow(/per IP address/)
  quotas.takePublishes('b', 'ip', 5)
})

test('behavior: a ledger goes with the last socket once its bucket is full; sweep() takes the rest', () => {
  const { clock, quotas } = setup()
  quotas.opened('a', 'ip')
  quotas.opened('a', 'ip')
  expect(quotas.admit('a', 'ip')).toBe('too many sockets: at most 2 per client')
  quotas.closed('a', 'ip', 0)
  expect(quotas.admit('a', 'ip')).toBeUndefined()
  quotas.takePublishes('a', 'ip', 4)
  quotas.closed('a', 'ip', 0)
  // Reconnecting right away must not reset the publish rate: the ledgers stay while refilling.
  expect(quotas.size).toBe(2)
  clock.now += 1_000
  quotas.sweep()
  expect(quotas.size).toBe(0)
})

test.each([
  ['127.0.0.1', '127.0.0.1'],
  ['::ffff:192.168.1.7', '192.168.1.7'],
  ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
  ['2001:0db8:0001:0002::7', '2001:db8:1:2::/64'],
  ['::1', '0:0:0:0::/64'],
  ['fe80::1', 'fe80:0:0:0::/64'],
  [undefined, 'unknown'],
])('clientIp(%s) → %s', (address, key) => {
  expect(clientIp(address)).toBe(key)
})
