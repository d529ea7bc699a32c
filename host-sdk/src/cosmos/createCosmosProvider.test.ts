import { ErrorCode } from '@airlock/shared-protocol'
import { expect, test, vi } from 'vitest'
import type { HostModalState } from '../HostModalState.ts'
import { createCosmosProvider } from './createCosmosProvider.ts'

const ADDRESS = 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu'
const SIGNATURE = {
  pub_key: { type: 'tendermint/PubKeySecp256k1', value: 'Ag==' },
  signature: 'AQ==',
}
const account = {
  address: ADDRESS,
  caipAddress: `cosmos:airlock-1:${ADDRESS}`,
  namespace: 'cosmos',
}
const connected = { account, accounts: [account], network: null } as unknown as HostModalState
const disconnected = { account: null, accounts: [], network: null } as unknown as HostModalState

test('default: a CosmJS offline signer over the connected chain', async () => {
  const request = vi
    .fn()
    .mockResolvedValueOnce({ accounts: [{ address: ADDRESS, pubKey: 'AgE=', algo: 'secp256k1' }] })
    .mockResolvedValueOnce({
      signed: {
        bodyBytes: 'AQI=',
        authInfoBytes: 'AwQ=',
        chainId: 'airlock-1',
        accountNumber: '7',
      },
      signature: SIGNATURE,
    })
    .mockResolvedValueOnce(SIGNATURE)
  const signer = createCosmosProvider(request, { getState: () => connected })
  await expect(signer.getAccounts()).resolves.toEqual([
    { address: ADDRESS, algo: 'secp256k1', pubkey: new Uint8Array([2, 1]) },
  ])
  const signDoc = {
    bodyBytes: new Uint8Array([1, 2]),
    authInfoBytes: new Uint8Array([3, 4]),
    chainId: 'airlock-1',
    accountNumber: 7n,
  }
  await expect(signer.signDirect(ADDRESS, signDoc)).resolves.toEqual({
    signed: signDoc,
    signature: SIGNATURE,
  })
  await expect(signer.signArbitrary(ADDRESS, 'hello')).resolves.toEqual(SIGNATURE)
  expect(request.mock.calls).toEqual([
    ['cosmos', 'cosmos:connect', { chainId: 'airlock-1' }],
    [
      'cosmos',
      'cosmos:signDirect',
      {
        chainId: 'airlock-1',
        signer: ADDRESS,
        signDoc: {
          bodyBytes: 'AQI=',
          authInfoBytes: 'AwQ=',
          chainId: 'airlock-1',
          accountNumber: '7',
        },
      },
    ],
    ['cosmos', 'cosmos:signArbitrary', { chainId: 'airlock-1', signer: ADDRESS, data: 'hello' }],
  ])
  expect(Object.keys(signer.getOfflineSignerOnlyAmino()).sort()).toEqual([
    'getAccounts',
    'signAmino',
  ])
})

test('behavior: signAmino signs on the chain of its sign doc', async () => {
  const request = vi.fn().mockImplementation(async (_ns, _method, { signDoc }) => ({
    signed: signDoc,
    signature: SIGNATURE,
  }))
  const signer = createCosmosProvider(request, { getState: () => disconnected })
  const signDoc = {
    chain_id: 'osmo-test-5',
    account_number: '1',
    sequence: '0',
    fee: { amount: [], gas: '1' },
    msgs: [],
    memo: '',
  }
  await expect(signer.getOfflineSignerOnlyAmino().signAmino(ADDRESS, signDoc)).resolves.toEqual({
    signed: signDoc,
    signature: SIGNATURE,
  })
  expect(request).toHaveBeenCalledWith('cosmos', 'cosmos:signAmino', {
    chainId: 'osmo-test-5',
    signer: ADDRESS,
    signDoc,
  })
})

test('error: no public key, no connected chain, and bytes that are not bytes are named', async () => {
  const request = vi.fn().mockResolvedValue([ADDRESS])
  const signer = createCosmosProvider(request, { getState: () => disconnected })
  await expect(signer.getAccounts()).rejects.toThrow(
    `The wallet did not give the public key of ${ADDRESS}, which CosmJS signs with.`,
  )
  await expect(signer.signArbitrary(ADDRESS, 'hi')).rejects.toMatchObject({
    code: ErrorCode.CONNECTOR_NOT_FOUND,
  })
  await expect(signer.signDirect(ADDRESS, { bodyBytes: 'AQI=' } as never)).rejects.toThrow(
    'signDirect needs a SignDoc with bodyBytes and authInfoBytes as Uint8Array.',
  )
})
