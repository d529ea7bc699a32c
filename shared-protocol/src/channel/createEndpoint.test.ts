import { afterEach, describe, expect, test, vi } from 'vitest'
import type { AirlockError } from '../errors/AirlockError.ts'
import { createEndpoint } from './createEndpoint.ts'
import type { MethodTable } from './types.ts'

const cleanups: Array<() => void> = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

/** Two endpoints on the two ends of one MessageChannel: `a` calls the methods of `b`. */
function endpoints(methods: MethodTable) {
  const { port1, port2 } = new MessageChannel()
  const onByeA = vi.fn()
  const a = createEndpoint(Object.create(null), onByeA)
  const b = createEndpoint(methods, vi.fn())
  a.attach(port1)
  b.attach(port2)
  cleanups.push(
    () => a.close(false),
    () => b.close(false),
  )
  return { a, b, onByeA }
}

describe('createEndpoint', () => {
  test('default: a call resolves with what the method answered, params passed as they are', async () => {
    const echo = vi.fn((params: unknown) => ({ ok: true, value: params }))
    const { a } = endpoints({ echo })
    await expect(a.call('echo', { x: [1, 'two'] }, 1000)).resolves.toEqual({
      ok: true,
      value: { x: [1, 'two'] },
    })
    expect(echo).toHaveBeenCalledWith({ x: [1, 'two'] })
  })

  test('error: a missing or inherited method is METHOD_NOT_FOUND', async () => {
    const { a } = endpoints(Object.create(null))
    for (const name of ['nope', 'toString', '__proto__']) {
      await expect(a.call(name, {}, 1000)).rejects.toMatchObject({
        code: 'METHOD_NOT_FOUND',
        shortMessage: `The other side has no method ${name}().`,
      })
    }
  })

  test('error: a method that throws instead of answering is INTERNAL', async () => {
    const { a } = endpoints({ boom: () => Promise.reject(new Error('no envelope')) })
    await expect(a.call('boom', {}, 1000)).rejects.toMatchObject({
      code: 'INTERNAL',
      shortMessage: 'boom() failed.',
    })
  })

  test('error: params the browser cannot clone are UNSUPPORTED_VALUE, and nothing waits', async () => {
    const { a } = endpoints({ echo: (params: unknown) => params })
    await expect(a.call('echo', { callback: () => 1 }, 1000)).rejects.toMatchObject({
      code: 'UNSUPPORTED_VALUE',
      shortMessage: 'echo() could not send its parameters.',
    })
    // The channel still works.
    await expect(a.call('echo', 1, 1000)).resolves.toBe(1)
  })

  test('error: an answer that cannot be cloned comes back as INTERNAL', async () => {
    const { a } = endpoints({ leak: () => ({ callback: () => 1 }) })
    await expect(a.call('leak', {}, 1000)).rejects.toMatchObject({ code: 'INTERNAL' })
  })

  test('error: no answer in time is REQUEST_TIMEOUT, and a late answer is dropped', async () => {
    const answers: Array<(value: unknown) => void> = []
    const { a } = endpoints({ slow: () => new Promise((resolve) => answers.push(resolve)) })
    await expect(a.call('slow', {}, 20)).rejects.toMatchObject({
      code: 'REQUEST_TIMEOUT',
      shortMessage: 'slow() got no answer within 20 ms.',
    })
    const second = a.call('slow', {}, 1000)
    await vi.waitFor(() => expect(answers).toHaveLength(2))
    // The first call's late answer arrives first; it must not settle the second call.
    answers[0]?.('late')
    answers[1]?.('second')
    await expect(second).resolves.toBe('second')
  })

  test('behavior: close(true) says bye, the peer runs onBye; calls then reject with DESTROYED', async () => {
    const { a, b, onByeA } = endpoints(Object.create(null))
    b.close(true)
    await vi.waitFor(() => expect(onByeA).toHaveBeenCalledTimes(1))
    await expect(b.call('anything', {}, 1000)).rejects.toMatchObject({
      code: 'DESTROYED',
      shortMessage: 'anything() was called on a closed connection.',
    })
    expect(a).toBeDefined()
  })

  test('error: calls pending at close reject with DESTROYED', async () => {
    const { a } = endpoints({ never: () => new Promise(() => {}) })
    const pending = a.call('never', {}, 5000).catch((error: AirlockError) => error)
    a.close(false)
    expect(await pending).toMatchObject({
      code: 'DESTROYED',
      shortMessage: 'The channel closed before never() was answered.',
    })
  })

  test('behavior: attach() moves to a new port; the old one is closed', async () => {
    const first = new MessageChannel()
    const second = new MessageChannel()
    const caller = createEndpoint(Object.create(null), vi.fn())
    const oldPeer = createEndpoint({ who: () => 'old' }, vi.fn())
    const newPeer = createEndpoint({ who: () => 'new' }, vi.fn())
    cleanups.push(
      () => caller.close(false),
      () => oldPeer.close(false),
      () => newPeer.close(false),
    )
    oldPeer.attach(first.port2)
    newPeer.attach(second.port2)
    caller.attach(first.port1)
    await expect(caller.call('who', {}, 1000)).resolves.toBe('old')
    caller.attach(second.port1)
    await expect(caller.call('who', {}, 1000)).resolves.toBe('new')
  })
})
