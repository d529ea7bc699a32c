// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { keepRelayConnected } from './keepRelayConnected.ts'
import { fakeClient, session } from './testing.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

/** A client with a live session whose relay socket is open, watched by keepRelayConnected. */
function watched() {
  const fake = fakeClient()
  fake.client.session = session(['eip155:31337:0x1111111111111111111111111111111111111111'])
  const stop = keepRelayConnected(fake.client)
  return { ...fake, stop }
}

describe('keepRelayConnected', () => {
  test('behavior: the SDK reconnects by itself → the modal asks nothing more', async () => {
    const { relayer, stop } = watched()
    relayer.drop()
    await vi.advanceTimersByTimeAsync(500)
    relayer.open()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(relayer.toEstablishConnection).not.toHaveBeenCalled()
    stop()
  })

  test('behavior: the SDK gave up (or its transport was closed on purpose) → the modal reopens the socket, backing off until the relay is back', async () => {
    const { relayer, stop } = watched()
    relayer.drop()
    await vi.advanceTimersByTimeAsync(2_000)
    expect(relayer.toEstablishConnection).toHaveBeenCalledTimes(1)
    relayer.endRound() // the relay is still down: the round ends without a socket
    await vi.advanceTimersByTimeAsync(4_999)
    expect(relayer.toEstablishConnection).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(relayer.toEstablishConnection).toHaveBeenCalledTimes(2)
    relayer.failRound(new Error('No internet connection detected.'))
    await vi.advanceTimersByTimeAsync(10_000)
    expect(relayer.toEstablishConnection).toHaveBeenCalledTimes(3)
    relayer.open()
    await vi.advanceTimersByTimeAsync(120_000)
    expect(relayer.toEstablishConnection).toHaveBeenCalledTimes(3)
    expect(vi.getTimerCount()).toBe(0)
    stop()
  })

  test('behavior: the browser comes back online → one attempt at once', async () => {
    const { relayer, stop } = watched()
    relayer.drop()
    window.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(0)
    expect(relayer.toEstablishConnection).toHaveBeenCalledTimes(1)
    relayer.open()
    stop()
  })

  test('default: no session (a pairing that was abandoned) → the socket is left closed', async () => {
    const fake = fakeClient()
    const stop = keepRelayConnected(fake.client)
    fake.relayer.drop()
    await vi.advanceTimersByTimeAsync(120_000)
    expect(fake.relayer.toEstablishConnection).not.toHaveBeenCalled()
    stop()
  })

  test('behavior: the session ends while the relay is down → the attempts stop', async () => {
    const { client, relayer, stop } = watched()
    relayer.drop()
    client.session = undefined
    await vi.advanceTimersByTimeAsync(120_000)
    expect(relayer.toEstablishConnection).not.toHaveBeenCalled()
    stop()
  })
})
