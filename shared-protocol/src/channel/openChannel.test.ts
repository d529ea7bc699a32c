import { PortMessenger } from 'penpal'
import { afterEach, describe, expect, test } from 'vitest'
import { ErrorCode } from '../errors/ErrorCode.ts'
import { modalMethodSchemas } from '../schemas/modalMethodSchemas.ts'
import { callMethod } from './callMethod.ts'
import { createMethodTable } from './createMethodTable.ts'
import { openChannel } from './openChannel.ts'

const cleanups: Array<() => void> = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

function pair() {
  const { port1, port2 } = new MessageChannel()
  const state = {
    seq: 3,
    open: false,
    view: 'Connect' as const,
    status: 'disconnected' as const,
    account: null,
    network: null,
  }
  const modal = openChannel({
    messenger: new PortMessenger({ port: port1 }),
    channel: 'test',
    methods: createMethodTable(modalMethodSchemas, {
      open: () => null,
      close: () => null,
      getState: () => state,
      connectorsChanged: () => null,
      walletEvent: () => null,
      providerRequest: ({ method }) => {
        throw new Error(`no ${method}`)
      },
      switchNetwork: () => null,
      disconnect: () => null,
    }),
  })
  const host = openChannel({
    messenger: new PortMessenger({ port: port2 }),
    channel: 'test',
    methods: Object.create(null),
  })
  cleanups.push(
    modal.destroy,
    host.destroy,
    () => port1.close(),
    () => port2.close(),
  )
  return { host, modal }
}

describe('openChannel over a MessageChannel', () => {
  test('default: a call returns the checked result', async () => {
    const remote = await pair().host.remote
    await expect(
      callMethod(remote, modalMethodSchemas, 'getState', {}, { timeoutMs: 2000 }),
    ).resolves.toMatchObject({ seq: 3, view: 'Connect' })
  })

  test('error: a handler error crosses as a typed error', async () => {
    const remote = await pair().host.remote
    await expect(
      callMethod(
        remote,
        modalMethodSchemas,
        'providerRequest',
        { namespace: 'eip155', method: 'eth_chainId' },
        { timeoutMs: 2000 },
      ),
    ).rejects.toMatchObject({ code: ErrorCode.INTERNAL, shortMessage: 'no eth_chainId' })
  })

  test('error: inherited method names are METHOD_NOT_FOUND', async () => {
    const remote = await pair().host.remote
    for (const name of ['toString', 'constructor', 'hasOwnProperty', '__proto__']) {
      const call = (remote as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>)[
        name
      ]
      await expect(call?.({})).rejects.toMatchObject({ code: 'METHOD_NOT_FOUND' })
    }
  })
})
