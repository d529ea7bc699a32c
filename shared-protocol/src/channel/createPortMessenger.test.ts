import { expect, test, vi } from 'vitest'
import { createPortMessenger } from './createPortMessenger.ts'

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
