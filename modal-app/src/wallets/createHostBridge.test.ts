import { createMethodTable, hostMethodSchemas, openChannel } from '@airlock/shared-protocol'
import { PortMessenger } from 'penpal'
import { expect, test } from 'vitest'
import { createHostBridge } from './createHostBridge.ts'

test('behavior: requests cross the channel as the host walletRequest method', async () => {
  const { port1, port2 } = new MessageChannel()
  const seen: unknown[] = []
  const host = openChannel({
    messenger: new PortMessenger({ port: port1 }),
    channel: 't',
    methods: createMethodTable(hostMethodSchemas, {
      ready: () => {
        throw new Error('unused')
      },
      stateChanged: () => null,
      openUrl: () => ({ opened: false }),
      walletRequest: (params) => {
        seen.push(params)
        return ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266']
      },
      siwxNonce: () => ({ nonce: 'hostnonce1' }),
    }),
  })
  const modal = openChannel({
    messenger: new PortMessenger({ port: port2 }),
    channel: 't',
    methods: createMethodTable({}, {}),
  })
  try {
    const bridge = createHostBridge(await modal.remote, { timeoutMs: 5000 })
    expect(await bridge.walletRequest('io.metamask', 'eth_accounts')).toEqual([
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    ])
    await bridge.walletRequest('io.metamask', 'personal_sign', ['0x68', '0xf3'])
    expect(seen).toEqual([
      { connectorId: 'io.metamask', method: 'eth_accounts' },
      { connectorId: 'io.metamask', method: 'personal_sign', params: ['0x68', '0xf3'] },
    ])
  } finally {
    modal.destroy()
    host.destroy()
  }
})
