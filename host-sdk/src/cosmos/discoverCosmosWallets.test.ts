// @vitest-environment happy-dom
import { ErrorCode } from '@airlock/shared-protocol'
import { afterEach, expect, test, vi } from 'vitest'
import { createWalletRequest } from '../handlers/createWalletRequest.ts'
import { discoverWallets } from '../wallets/discoverWallets.ts'
import { cosmosAdapter } from './cosmosAdapter.ts'

// Keplr-interface wallets (window.keplr, window.leap) as the host's wallet directory finds them
// with cosmosAdapter().
const ADDRESS = 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu'
const SIGNATURE = {
  pub_key: { type: 'tendermint/PubKeySecp256k1', value: 'Ag==' },
  signature: 'AQ==',
}
const cleanups: Array<() => void> = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
  delete (window as { keplr?: unknown }).keplr
  delete (window as { leap?: unknown }).leap
})
const flushed = () => new Promise<void>((resolve) => queueMicrotask(resolve))

function fakeKeplr(pubKey = new Uint8Array([2, 1])) {
  let answer: (value: unknown) => void = () => {}
  return {
    enable: vi.fn(async (_chainId: string) => {}),
    getKey: vi.fn(async (_chainId: string) => ({
      bech32Address: ADDRESS,
      pubKey,
      algo: 'secp256k1',
    })),
    signArbitrary: vi.fn(
      (_chainId: string, _signer: string, _data: string) =>
        new Promise((resolve) => (answer = resolve)),
    ),
    signDirect: vi.fn(
      async (chainId: string, _signer: string, signDoc: Record<string, unknown>) => ({
        signed: { ...signDoc, chainId, accountNumber: { toString: () => '12' } },
        signature: SIGNATURE,
      }),
    ),
    signAmino: vi.fn(async (_chainId: string, _signer: string, signDoc: unknown) => ({
      signed: signDoc,
      signature: SIGNATURE,
    })),
    answer: (value: unknown) => answer(value),
  }
}

async function start(parameters?: Parameters<typeof cosmosAdapter>[0]) {
  const onEvent = vi.fn()
  const wallets = discoverWallets(window, [cosmosAdapter(parameters)], vi.fn(), onEvent)
  cleanups.push(wallets.destroy)
  await flushed()
  return { wallets, onEvent, walletRequest: createWalletRequest(wallets.get) }
}

test('default: Keplr and Leap, one connector when both globals are the same wallet', async () => {
  const keplr = fakeKeplr()
  ;(window as { keplr?: unknown }).keplr = keplr
  ;(window as { leap?: unknown }).leap = fakeKeplr()
  const { wallets } = await start()
  expect(wallets.list().map(({ id, name }) => [id, name])).toEqual([
    ['cosmos:keplr', 'Keplr'],
    ['cosmos:leap', 'Leap'],
  ])
  ;(window as { leap?: unknown }).leap = keplr
  window.dispatchEvent(new Event('load'))
  await flushed()
  expect(wallets.list().map(({ id }) => id)).toEqual(['cosmos:keplr'])
})

test('behavior: other Keplr-interface wallets by their global, after Keplr and Leap', async () => {
  ;(window as { keplr?: unknown }).keplr = fakeKeplr()
  ;(window as { station?: unknown }).station = fakeKeplr()
  const { wallets } = await start({ wallets: [{ global: 'station', name: 'Station' }] })
  expect(wallets.list().map(({ id, name }) => [id, name])).toEqual([
    ['cosmos:keplr', 'Keplr'],
    ['cosmos:station', 'Station'],
  ])
  delete (window as { station?: unknown }).station
})

test('behavior: connect enables the chain; sign docs cross as base64 and strings', async () => {
  const keplr = fakeKeplr()
  ;(window as { keplr?: unknown }).keplr = keplr
  const { walletRequest } = await start()
  const connectorId = 'cosmos:keplr'
  const chainId = 'airlock-1'
  await expect(
    walletRequest({ connectorId, method: 'cosmos:connect', params: { chainId } }),
  ).resolves.toEqual({ accounts: [{ address: ADDRESS, pubKey: 'AgE=', algo: 'secp256k1' }] })
  expect(keplr.enable).toHaveBeenCalledWith(chainId)
  const signDoc = { bodyBytes: 'AQI=', authInfoBytes: 'AwQ=', chainId, accountNumber: '12' }
  await expect(
    walletRequest({
      connectorId,
      method: 'cosmos:signDirect',
      params: { chainId, signer: ADDRESS, signDoc },
    }),
  ).resolves.toEqual({ signed: signDoc, signature: SIGNATURE })
  expect(keplr.signDirect).toHaveBeenCalledWith(chainId, ADDRESS, {
    bodyBytes: new Uint8Array([1, 2]),
    authInfoBytes: new Uint8Array([3, 4]),
    chainId,
    accountNumber: 12n,
  })
  const amino = { chain_id: chainId, account_number: '12', sequence: '0', msgs: [], memo: '' }
  await expect(
    walletRequest({
      connectorId,
      method: 'cosmos:signAmino',
      params: { chainId, signer: ADDRESS, signDoc: amino },
    }),
  ).resolves.toEqual({ signed: amino, signature: SIGNATURE })
})

test('behavior: one prompt per wallet; a refusal is USER_REJECTED; other methods refused', async () => {
  const keplr = fakeKeplr()
  ;(window as { keplr?: unknown }).keplr = keplr
  const { walletRequest } = await start()
  const connectorId = 'cosmos:keplr'
  const params = { chainId: 'airlock-1', signer: ADDRESS, data: 'hello' }
  const signing = walletRequest({ connectorId, method: 'cosmos:signArbitrary', params })
  await expect(
    walletRequest({ connectorId, method: 'cosmos:signArbitrary', params }),
  ).rejects.toMatchObject({ code: ErrorCode.REQUEST_PENDING })
  keplr.answer(SIGNATURE)
  await expect(signing).resolves.toEqual(SIGNATURE)
  keplr.signArbitrary.mockRejectedValueOnce(new Error('Request rejected'))
  await expect(
    walletRequest({ connectorId, method: 'cosmos:signArbitrary', params }),
  ).rejects.toMatchObject({ code: ErrorCode.USER_REJECTED, message: 'Request rejected' })
  await expect(
    walletRequest({ connectorId, method: 'cosmos:sendTx', params }),
  ).rejects.toMatchObject({ code: ErrorCode.WALLET_REQUEST_NOT_ALLOWED })
  await expect(
    walletRequest({ connectorId, method: 'cosmos:signArbitrary', params: { data: 'x' } }),
  ).rejects.toMatchObject({
    code: ErrorCode.INVALID_PARAMS,
    message: 'cosmos:signArbitrary needs chainId as a string.',
  })
})

test('behavior: a key change sends the accounts of each connected chain', async () => {
  const keplr = fakeKeplr()
  ;(window as { keplr?: unknown }).keplr = keplr
  const { walletRequest, onEvent } = await start()
  await walletRequest({
    connectorId: 'cosmos:keplr',
    method: 'cosmos:connect',
    params: { chainId: 'airlock-1' },
  })
  keplr.getKey.mockResolvedValue({
    bech32Address: 'cosmos1other',
    pubKey: new Uint8Array([3]),
    algo: 'secp256k1',
  })
  window.dispatchEvent(new Event('keplr_keystorechange'))
  await vi.waitFor(() =>
    expect(onEvent).toHaveBeenCalledWith('cosmos:keplr', 'accountsChanged', {
      chainId: 'airlock-1',
      accounts: [{ address: 'cosmos1other', pubKey: 'Aw==', algo: 'secp256k1' }],
    }),
  )
})
