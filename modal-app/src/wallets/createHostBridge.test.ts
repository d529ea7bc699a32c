import { expect, test } from 'vitest'
import { connectFakeHost } from '../app/connectFakeHost.ts'
import { createHostBridge } from './createHostBridge.ts'

test('behavior: requests cross the channel as the host walletRequest method', async () => {
  const seen: unknown[] = []
  const host = await connectFakeHost({
    walletRequest: (params) => {
      seen.push(params)
      return ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266']
    },
  })
  try {
    const bridge = createHostBridge(host.remote, { timeoutMs: 5000 })
    expect(await bridge.walletRequest('io.metamask', 'eth_accounts')).toEqual([
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    ])
    await bridge.walletRequest('io.metamask', 'personal_sign', ['0x68', '0xf3'])
    expect(seen).toEqual([
      { connectorId: 'io.metamask', method: 'eth_accounts' },
      { connectorId: 'io.metamask', method: 'personal_sign', params: ['0x68', '0xf3'] },
    ])
  } finally {
    host.destroy()
  }
})
