import { ErrorCode } from '@airlock/shared-protocol'
import { expect, test, vi } from 'vitest'
import type { HostModalState } from '../HostModalState.ts'
import { createBitcoinProvider } from './createBitcoinProvider.ts'

const ADDRESS = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
const account = {
  address: ADDRESS,
  caipAddress: `bip122:000000000933ea01ad0ee984209779ba:${ADDRESS}`,
  namespace: 'bip122',
} as const
const state = { account: null, accounts: [account] } as unknown as HostModalState

test('default: messages and PSBTs go to the modal as bitcoin: methods', async () => {
  const request = vi
    .fn()
    .mockResolvedValueOnce({
      accounts: [{ address: ADDRESS, publicKey: '02ab', purpose: 'payment' }],
    })
    .mockResolvedValueOnce({ signature: 'AkcwRA==' })
    .mockResolvedValueOnce({ psbt: 'cHNidP8=' })
  const provider = createBitcoinProvider(request, { getState: () => state })
  expect(provider.address).toBe(ADDRESS)
  await expect(provider.getAccounts()).resolves.toEqual([
    { address: ADDRESS, publicKey: '02ab', purpose: 'payment' },
  ])
  await expect(provider.signMessage({ address: ADDRESS, message: 'hi' })).resolves.toEqual({
    signature: 'AkcwRA==',
  })
  const signInputs = { [ADDRESS]: [0] }
  await expect(provider.signPsbt({ psbt: 'cHNidP8=', signInputs })).resolves.toEqual({
    psbt: 'cHNidP8=',
  })
  expect(request.mock.calls).toEqual([
    ['bip122', 'bitcoin:connect', undefined],
    ['bip122', 'bitcoin:signMessage', { address: ADDRESS, message: 'hi' }],
    ['bip122', 'bitcoin:signPsbt', { psbt: 'cHNidP8=', signInputs }],
  ])
})

test('error: a PSBT that is not base64, and an answer without a signature', async () => {
  const request = vi.fn().mockResolvedValue({})
  const provider = createBitcoinProvider(request, { getState: () => state })
  await expect(provider.signPsbt({ psbt: '70736274ff', signInputs: {} })).rejects.toMatchObject({
    code: ErrorCode.INVALID_PARAMS,
    message: 'signPsbt needs psbt as a base64 string.',
  })
  await expect(provider.signMessage({ address: ADDRESS, message: 'hi' })).rejects.toThrow(
    "The wallet's signMessage answer needs signature as a base64 string.",
  )
})
