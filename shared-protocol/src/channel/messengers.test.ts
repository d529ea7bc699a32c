import { describe, expect, test, vi } from 'vitest'
import { createPortMessenger, createWindowMessenger } from './messengers.ts'

describe('createWindowMessenger', () => {
  /** A listening window and a peer window, enough for the messenger: events and postMessage. */
  function windows() {
    const self = new EventTarget() as unknown as Window
    const peer = { postMessage: vi.fn() } as unknown as Window
    // Node's MessageEvent only takes a MessagePort as its source, so the event is built by hand.
    const deliver = (data: unknown, source: unknown, origin: string, ports: MessagePort[] = []) =>
      self.dispatchEvent(Object.assign(new Event('message'), { data, source, origin, ports }))
    return { self, peer, deliver }
  }

  test('default: posts to the peer origin only, moving the transfer list along', () => {
    const { self, peer } = windows()
    const messenger = createWindowMessenger(peer, 'https://modal.example', self)
    const { port1, port2 } = new MessageChannel()
    messenger.post({ type: 'airlock:welcome', channel: 'a' }, [port2])
    messenger.post({ type: 'airlock:hello', channel: 'a' })
    expect(peer.postMessage).toHaveBeenNthCalledWith(
      1,
      { type: 'airlock:welcome', channel: 'a' },
      { targetOrigin: 'https://modal.example', transfer: [port2] },
    )
    expect(peer.postMessage).toHaveBeenNthCalledWith(
      2,
      { type: 'airlock:hello', channel: 'a' },
      { targetOrigin: 'https://modal.example', transfer: [] },
    )
    port1.close()
  })

  test('behavior: hears only the peer window from the peer origin, with the ports', () => {
    const { self, peer, deliver } = windows()
    const heard = vi.fn()
    const stop = createWindowMessenger(peer, 'https://modal.example', self).listen(heard)
    const { port1 } = new MessageChannel()
    deliver('from another origin', peer, 'https://evil.example')
    deliver('from another window', {}, 'https://modal.example')
    deliver('from nowhere', null, 'https://modal.example')
    deliver('right', peer, 'https://modal.example', [port1])
    expect(heard).toHaveBeenCalledTimes(1)
    const [data, ports] = heard.mock.calls[0] ?? []
    expect(data).toBe('right')
    expect(ports).toHaveLength(1)
    expect(ports[0] === port1).toBe(true)
    stop()
    deliver('after stop', peer, 'https://modal.example')
    expect(heard).toHaveBeenCalledTimes(1)
    port1.close()
  })
})

describe('createPortMessenger', () => {
  test('behavior: posts and hears over one end of a MessageChannel, ports included, until stopped', async () => {
    const { port1, port2 } = new MessageChannel()
    const a = createPortMessenger(port1)
    const b = createPortMessenger(port2)
    const heard = vi.fn()
    // Posted before anyone listens: it waits in the port.
    a.post('early')
    const stop = b.listen(heard)
    const extra = new MessageChannel()
    a.post({ type: 'airlock:welcome' }, [extra.port2])
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(2))
    expect(heard.mock.calls[0]).toEqual(['early', []])
    expect(heard.mock.calls[1]?.[0]).toEqual({ type: 'airlock:welcome' })
    expect(heard.mock.calls[1]?.[1]).toHaveLength(1)
    stop()
    a.post('after stop')
    // A message sent after it, on a listener still attached, proves the stopped one was skipped.
    const control = vi.fn()
    const stopControl = b.listen(control)
    a.post('control')
    await vi.waitFor(() => expect(control).toHaveBeenCalledWith('control', []))
    expect(heard).toHaveBeenCalledTimes(2)
    stopControl()
    for (const port of [port1, port2, extra.port1]) port.close()
  })
})
