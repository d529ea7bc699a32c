import { afterEach, describe, expect, test, vi } from 'vitest'
import { ObservedMessenger } from '../testing/ObservedMessenger.ts'
import { portPair } from '../testing/portPair.ts'
import { joinChannel } from './joinChannel.ts'
import { createPortMessenger } from './messengers.ts'

// The calls both roles make are covered with acceptChannel in acceptChannel.test.ts; these are
// the modal's own: its hello, the welcome it takes, its timeout.
const cleanups: Array<() => void> = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

const ports = () => portPair(cleanups)

describe('joinChannel', () => {
  test('default: posts one hello and takes the port of a welcome on its channel only', async () => {
    const { port1, port2 } = ports()
    const messenger = new ObservedMessenger(createPortMessenger(port1))
    const channel = joinChannel({ messenger, channel: 'mine', methods: Object.create(null) })
    cleanups.push(channel.destroy)
    expect(messenger.sent).toEqual([{ type: 'airlock:hello', channel: 'mine' }])
    const connected = vi.fn()
    channel.remote.then(connected)
    const other = new MessageChannel()
    const mine = new MessageChannel()
    cleanups.push(
      () => other.port1.close(),
      () => mine.port1.close(),
    )
    port2.postMessage({ type: 'airlock:welcome', channel: 'other' }, [other.port2])
    port2.postMessage({ type: 'airlock:welcome', channel: 'mine' })
    port2.postMessage({ type: 'airlock:welcome', channel: 'mine' }, [mine.port2])
    const remote = await channel.remote
    expect(messenger.listening).toBe(0)
    // Calls go to the port of the right welcome: answer there, and the call resolves.
    mine.port1.onmessage = (event) => mine.port1.postMessage({ reply: event.data.call, value: 7 })
    other.port1.onmessage = () => {
      throw new Error('the call went to the other channel')
    }
    await expect(remote.call('anything', {}, 1000)).resolves.toBe(7)
  })

  test('error: no answer to the handshake is HANDSHAKE_TIMEOUT', async () => {
    const { port1 } = ports()
    const messenger = new ObservedMessenger(createPortMessenger(port1))
    const channel = joinChannel({
      messenger,
      channel: 'lonely',
      methods: Object.create(null),
      timeoutMs: 20,
    })
    cleanups.push(channel.destroy)
    await expect(channel.remote).rejects.toMatchObject({
      code: 'HANDSHAKE_TIMEOUT',
      shortMessage: 'The other side did not answer the handshake within 20 ms.',
    })
    expect(messenger.listening).toBe(0)
  })

  test('error: a hello that cannot be posted rejects remote with INTERNAL', async () => {
    const stop = vi.fn()
    const channel = joinChannel({
      messenger: {
        post: () => {
          throw new SyntaxError('Invalid target origin')
        },
        listen: () => stop,
      },
      channel: 'a',
      methods: Object.create(null),
    })
    await expect(channel.remote).rejects.toMatchObject({
      code: 'INTERNAL',
      shortMessage: 'The handshake failed.',
    })
    expect(stop).toHaveBeenCalled()
  })
})
