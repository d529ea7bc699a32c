import { AirlockError } from '@airlock/shared-protocol'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { RELAY_CONNECT_TIMEOUT_MS } from '../state/constants.ts'
import { reachRelay } from './reachRelay.ts'
import { fakeRelayer } from './testing.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

/** The rejection of `promise`, or a failure when it resolves. */
async function rejection(promise: Promise<unknown>): Promise<AirlockError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  if (!(error instanceof AirlockError)) throw new Error(`expected an AirlockError, got ${error}`)
  return error
}

describe('reachRelay', () => {
  test('default: an open socket resolves at once, nothing is asked of the SDK', async () => {
    const relayer = fakeRelayer({ connected: true })
    expect(await reachRelay(relayer, { closeOnFailure: true })).toBe('connected')
    expect(relayer.toEstablishConnection).not.toHaveBeenCalled()
  })

  test('behavior: the socket opens within the bound', async () => {
    const relayer = fakeRelayer()
    const reaching = reachRelay(relayer, { closeOnFailure: true })
    await vi.advanceTimersByTimeAsync(300)
    relayer.open()
    expect(await reaching).toBe('connected')
    expect(relayer.transportClose).not.toHaveBeenCalled()
    expect(vi.getTimerCount()).toBe(0)
  })

  test('error: no socket within 10 s → HTTP_ERROR naming the relay host; the transport is closed', async () => {
    const relayer = fakeRelayer({ relayUrl: 'ws://127.0.0.1:4399' })
    const failed = rejection(reachRelay(relayer, { closeOnFailure: true }))
    await vi.advanceTimersByTimeAsync(RELAY_CONNECT_TIMEOUT_MS - 1)
    expect(relayer.transportClose).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    const error = await failed
    expect(error.code).toBe('HTTP_ERROR')
    expect(error.shortMessage).toMatchInlineSnapshot(
      `"The WalletConnect relay at 127.0.0.1:4399 cannot be reached."`,
    )
    expect(error.details).toBe('No WebSocket to ws://127.0.0.1:4399 opened within 10000 ms.')
    expect(error.data).toEqual({ relayUrl: 'ws://127.0.0.1:4399' })
    // The SDK stops retrying: its round ends at the next step once the transport is closed.
    expect(relayer.transportClose).toHaveBeenCalledTimes(1)
    expect(vi.getTimerCount()).toBe(0)
  })

  test('args: timeoutMs', async () => {
    const relayer = fakeRelayer()
    const failed = rejection(reachRelay(relayer, { closeOnFailure: true, timeoutMs: 1_500 }))
    await vi.advanceTimersByTimeAsync(1_500)
    expect((await failed).details).toContain('within 1500 ms')
  })

  test('args: closeOnFailure false (a live session needs the SDK to keep reconnecting)', async () => {
    const relayer = fakeRelayer()
    const failed = rejection(reachRelay(relayer, { closeOnFailure: false }))
    await vi.advanceTimersByTimeAsync(RELAY_CONNECT_TIMEOUT_MS)
    expect((await failed).code).toBe('HTTP_ERROR')
    expect(relayer.transportClose).not.toHaveBeenCalled()
  })

  test('behavior: a round that ends without a socket (closed by an earlier failure) is followed by a new one', async () => {
    const relayer = fakeRelayer()
    const reaching = reachRelay(relayer, { closeOnFailure: true })
    await vi.advanceTimersByTimeAsync(2_000)
    relayer.endRound()
    await vi.advanceTimersByTimeAsync(100)
    expect(relayer.toEstablishConnection).toHaveBeenCalledTimes(2)
    relayer.open()
    expect(await reaching).toBe('connected')
  })

  test('error: the SDK gives up twice before the bound → the error at once', async () => {
    const relayer = fakeRelayer()
    const failed = rejection(reachRelay(relayer, { closeOnFailure: true }))
    relayer.endRound()
    await vi.advanceTimersByTimeAsync(0)
    relayer.endRound()
    const error = await failed
    expect(error.details).toBe('The WalletConnect SDK gave up connecting to ws://127.0.0.1:4320.')
    expect(relayer.toEstablishConnection).toHaveBeenCalledTimes(2)
  })

  test('error: the SDK refuses to try (offline) → the error with its reason', async () => {
    const relayer = fakeRelayer()
    const failed = rejection(reachRelay(relayer, { closeOnFailure: true }))
    relayer.failRound(new Error('No internet connection detected.'))
    const error = await failed
    expect(error.shortMessage).toBe('The WalletConnect relay at 127.0.0.1:4320 cannot be reached.')
    expect(error.details).toBe('No internet connection detected.')
  })

  test('behavior: aborted (the view went away) → resolves quietly, the transport is left to the pairing that still waits on it', async () => {
    const relayer = fakeRelayer()
    const controller = new AbortController()
    const reaching = reachRelay(relayer, { closeOnFailure: true, signal: controller.signal })
    await vi.advanceTimersByTimeAsync(1_000)
    controller.abort()
    expect(await reaching).toBe('aborted')
    expect(relayer.transportClose).not.toHaveBeenCalled()
    expect(vi.getTimerCount()).toBe(0)
  })

  test('behavior: an SDK without toEstablishConnection pairs as before (no bound)', async () => {
    const relayer = fakeRelayer()
    relayer.toEstablishConnection = undefined
    expect(await reachRelay(relayer, { closeOnFailure: true })).toBe('connected')
  })
})
