import { ErrorCode } from '@airlock/shared-protocol'
import { expect, test, vi } from 'vitest'
import type { HostModalState } from '../HostModalState.ts'
import { createPolkadotProvider } from './createPolkadotProvider.ts'

const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const account = {
  address: ALICE,
  caipAddress: `polkadot:e143f23803ac50e8f6f8e62695d1ce9e:${ALICE}`,
  namespace: 'polkadot',
} as const
const state = { account, accounts: [account] } as unknown as HostModalState

test('default: a polkadot{.js} Signer whose results carry increasing ids', async () => {
  const request = vi.fn(async (_namespace: string, _method: string, _params?: unknown) => ({
    signature: '0xabcd',
  }))
  const provider = createPolkadotProvider(request, { getState: () => state })
  expect(provider.address).toBe(ALICE)
  await expect(provider.signRaw({ address: ALICE, data: '0x01', type: 'bytes' })).resolves.toEqual({
    id: 1,
    signature: '0xabcd',
  })
  expect(request).toHaveBeenLastCalledWith('polkadot', 'polkadot:signRaw', {
    address: ALICE,
    data: '0x01',
  })
  const payload = { address: ALICE, method: '0x0500', genesisHash: '0x00' } as never
  await expect(provider.signPayload(payload)).resolves.toEqual({ id: 2, signature: '0xabcd' })
  expect(request).toHaveBeenLastCalledWith('polkadot', 'polkadot:signPayload', { payload })
})

test('behavior: connect takes the wallet answer or bare addresses', async () => {
  const request = vi
    .fn()
    .mockResolvedValueOnce({ accounts: [{ address: ALICE, name: 'Alice' }] })
    .mockResolvedValueOnce([ALICE])
  const provider = createPolkadotProvider(request, { getState: () => state })
  await expect(provider.connect()).resolves.toEqual([{ address: ALICE, name: 'Alice' }])
  await expect(provider.connect()).resolves.toEqual([{ address: ALICE }])
  expect(request).toHaveBeenCalledWith('polkadot', 'polkadot:connect', undefined)
})

test("error: type 'payload' and data that is not hex are refused before the wallet", async () => {
  const request = vi.fn()
  const provider = createPolkadotProvider(request, { getState: () => state })
  await expect(
    provider.signRaw({ address: ALICE, data: '0x01', type: 'payload' as 'bytes' }),
  ).rejects.toMatchObject({ code: ErrorCode.INVALID_PARAMS })
  await expect(provider.signRaw({ address: ALICE, data: 'hi' as '0x' })).rejects.toThrow(
    'signRaw needs data as a 0x hex string.',
  )
  expect(request).not.toHaveBeenCalled()
})
