import { expect, test, vi } from 'vitest'
import { connectedNamespacesAtom } from '../state/account.ts'
import { ensureWalletConnectClient, walletConnectClientAtom } from './ensureWalletConnectClient.ts'
import { EVM_ADDRESS, fakeClient, session, setupStore } from './testing.ts'

const options = { projectId: 'demo', host: { origin: 'http://127.0.0.1:4300' } }

test('default: one client per store; a restored session is applied and watched', async () => {
  const { store } = setupStore()
  const fake = fakeClient()
  fake.client.session = session([`eip155:31337:${EVM_ADDRESS}`])
  const create = vi.fn(async () => fake.client)
  const [first, second] = await Promise.all([
    ensureWalletConnectClient(store, options, create),
    ensureWalletConnectClient(store, options, create),
  ])
  expect(first).toBe(fake.client)
  expect(second).toBe(fake.client)
  expect(create).toHaveBeenCalledOnce()
  expect(store.get(connectedNamespacesAtom)).toEqual(['eip155'])
  fake.client.emit('session_delete', { topic: 'topic-1' })
  expect(store.get(connectedNamespacesAtom)).toEqual([])
})

test('error: a failed start is forgotten, so the next call tries again', async () => {
  const { store } = setupStore()
  const fake = fakeClient()
  const create = vi
    .fn()
    .mockRejectedValueOnce(new Error('chunk failed'))
    .mockResolvedValueOnce(fake.client)
  await expect(ensureWalletConnectClient(store, options, create)).rejects.toThrow('chunk failed')
  expect(store.get(walletConnectClientAtom)).toBeUndefined()
  await expect(ensureWalletConnectClient(store, options, create)).resolves.toBe(fake.client)
})
