import {
  createMethodTable,
  createPortMessenger,
  ErrorCode,
  joinChannel,
} from '@airlock/shared-protocol'
import { walletFrameMethodSchemas } from '@airlock/shared-protocol/walletFrame'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { frameState } from './testing.ts'
import { connectWalletFrame } from './walletFrameClient.ts'

afterEach(() => {
  vi.useRealTimers()
})

/** A frame on the other end of a MessageChannel that answers `status` (and hangs on `logout`). */
function frameOnPort(port: MessagePort, channel: string) {
  const unused = Object.fromEntries(
    Object.keys(walletFrameMethodSchemas).map((name) => [
      name,
      () => {
        throw new Error(`${name} is not part of this test`)
      },
    ]),
  )
  const methods = createMethodTable(walletFrameMethodSchemas, {
    ...unused,
    status: () => frameState('ready'),
    logout: () => new Promise(() => undefined),
  } as never)
  return joinChannel({ messenger: createPortMessenger(port), methods, channel })
}

describe('connectWalletFrame', () => {
  test('default: the frame’s hello connects; calls are checked against the protocol', async () => {
    const { port1, port2 } = new MessageChannel()
    const connecting = connectWalletFrame({
      messenger: createPortMessenger(port1),
      channel: 'c1',
      frameOrigin: 'http://localhost:4350',
    })
    frameOnPort(port2, 'c1')
    const client = await connecting
    await expect(client.call('status', {})).resolves.toEqual(frameState('ready'))
    client.destroy()
  })

  test('error: a request the frame does not answer in time is REQUEST_TIMEOUT', async () => {
    const { port1, port2 } = new MessageChannel()
    const connecting = connectWalletFrame({
      messenger: createPortMessenger(port1),
      channel: 'c2',
      frameOrigin: 'http://localhost:4350',
      requestTimeoutMs: 50,
    })
    frameOnPort(port2, 'c2')
    const client = await connecting
    await expect(client.call('logout', {})).rejects.toMatchObject({
      code: ErrorCode.REQUEST_TIMEOUT,
      shortMessage: 'The embedded wallet did not answer within 0.05 s.',
    })
    client.destroy()
  })

  test('error: no handshake within 20 s is IFRAME_LOAD_FAILED, and the frame is removed', async () => {
    vi.useFakeTimers()
    const { port1 } = new MessageChannel()
    const onDestroy = vi.fn()
    const connecting = connectWalletFrame({
      messenger: createPortMessenger(port1),
      channel: 'c3',
      frameOrigin: 'http://localhost:4350',
      onDestroy,
    })
    const failed = expect(connecting).rejects.toMatchObject({
      code: ErrorCode.IFRAME_LOAD_FAILED,
      shortMessage: 'The embedded wallet did not load within 20 s.',
    })
    await vi.advanceTimersByTimeAsync(20_000)
    await failed
    expect(onDestroy).toHaveBeenCalledOnce()
  })
})
