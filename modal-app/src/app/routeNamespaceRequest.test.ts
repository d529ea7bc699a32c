import { ErrorCode } from '@airlock/shared-protocol'
import {
  DEMO_BITCOIN_ACCOUNT,
  DEMO_COSMOS_ACCOUNT,
  DEMO_POLKADOT_ACCOUNT,
} from '@airlock/testkit/demo'
import { createStore } from 'jotai/vanilla'
import { describe, expect, test, vi } from 'vitest'
import { setCaipAddress } from '../state/account.ts'
import { type NamespaceRequest, routeNamespaceRequest } from './routeNamespaceRequest.ts'

const WESTEND = 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e'
const BITCOIN = 'bip122:000000000933ea01ad0ee984209779ba'

function setup(answer: (request: NamespaceRequest) => unknown = () => ({ signature: '0x01' })) {
  const store = createStore()
  setCaipAddress(store, `${WESTEND}:${DEMO_POLKADOT_ACCOUNT.address}`)
  setCaipAddress(store, `${BITCOIN}:${DEMO_BITCOIN_ACCOUNT.address}`)
  setCaipAddress(store, `cosmos:provider:${DEMO_COSMOS_ACCOUNT.address}`)
  const host = vi.fn(async (request: NamespaceRequest) => answer(request))
  const walletConnect = vi.fn(async (request: NamespaceRequest) => answer(request))
  return { store, host, walletConnect }
}

describe('routeNamespaceRequest', () => {
  test('default: a host wallet gets the method and params as they are', async () => {
    const { store, host } = setup(() => ({ psbt: 'cHNidP8=' }))
    const request = {
      namespace: 'bip122',
      method: 'bitcoin:signPsbt',
      params: { psbt: 'cHNidP8=', signInputs: { [DEMO_BITCOIN_ACCOUNT.address]: [0] } },
    } as const
    expect(await routeNamespaceRequest(store, request, { host })).toEqual({ psbt: 'cHNidP8=' })
    expect(host).toHaveBeenCalledWith(request)
  })

  test('error: a method outside the namespace allowlist is refused with 4200, nothing is asked', async () => {
    const { store, host, walletConnect } = setup()
    for (const [namespace, method] of [
      ['polkadot', 'polkadot_signMessage'],
      ['bip122', 'bitcoin:sendTransfer'],
      ['cosmos', 'polkadot:signRaw'],
      ['cosmos', 'toString'],
    ] as const) {
      await expect(
        routeNamespaceRequest(store, { namespace, method }, { host, walletConnect }),
      ).rejects.toMatchObject({
        code: ErrorCode.WALLET_REQUEST_NOT_ALLOWED,
        shortMessage: `${method} is not a ${namespace} wallet method.`,
        data: { code: 4200 },
      })
    }
    expect(host).not.toHaveBeenCalled()
    expect(walletConnect).not.toHaveBeenCalled()
  })

  test('route: WalletConnect gets polkadot_signTransaction for a payload', async () => {
    const { store, host, walletConnect } = setup(() => ({ id: 7, signature: '0xabcd' }))
    const payload = { address: DEMO_POLKADOT_ACCOUNT.address, method: '0x0400' }
    const answer = await routeNamespaceRequest(
      store,
      { namespace: 'polkadot', method: 'polkadot:signPayload', params: { payload } },
      { host, walletConnect },
    )
    expect(answer).toEqual({ signature: '0xabcd' })
    expect(walletConnect).toHaveBeenCalledWith({
      namespace: 'polkadot',
      method: 'polkadot_signTransaction',
      params: { address: DEMO_POLKADOT_ACCOUNT.address, transactionPayload: payload },
    })
    expect(host).not.toHaveBeenCalled()
  })

  test('route: WalletConnect gets signPsbt with the inputs as a list, not broadcast', async () => {
    const { store, host, walletConnect } = setup(() => ({ psbt: 'c2lnbmVk', txid: 'ab' }))
    const answer = await routeNamespaceRequest(
      store,
      {
        namespace: 'bip122',
        method: 'bitcoin:signPsbt',
        params: { psbt: 'cHNidP8=', signInputs: { [DEMO_BITCOIN_ACCOUNT.address]: [0, 2] } },
      },
      { host, walletConnect },
    )
    expect(answer).toEqual({ psbt: 'c2lnbmVk' })
    expect(walletConnect).toHaveBeenCalledWith({
      namespace: 'bip122',
      method: 'signPsbt',
      params: {
        account: DEMO_BITCOIN_ACCOUNT.address,
        psbt: 'cHNidP8=',
        signInputs: [
          { address: DEMO_BITCOIN_ACCOUNT.address, index: 0 },
          { address: DEMO_BITCOIN_ACCOUNT.address, index: 2 },
        ],
        broadcast: false,
      },
    })
  })

  test('route: WalletConnect gets cosmos_signDirect, and cosmos_getAccounts for cosmos:connect', async () => {
    const signDoc = {
      bodyBytes: 'AA==',
      authInfoBytes: 'AA==',
      chainId: 'provider',
      accountNumber: '1',
    }
    const { store, host, walletConnect } = setup((request) =>
      request.method === 'cosmos_getAccounts'
        ? [
            {
              address: DEMO_COSMOS_ACCOUNT.address,
              algo: 'secp256k1',
              pubkey: DEMO_COSMOS_ACCOUNT.publicKey,
            },
          ]
        : { signed: signDoc, signature: { pub_key: {}, signature: 'AA==' } },
    )
    await routeNamespaceRequest(
      store,
      {
        namespace: 'cosmos',
        method: 'cosmos:signDirect',
        params: { chainId: 'provider', signer: DEMO_COSMOS_ACCOUNT.address, signDoc },
      },
      { host, walletConnect },
    )
    expect(walletConnect).toHaveBeenLastCalledWith({
      namespace: 'cosmos',
      method: 'cosmos_signDirect',
      params: { signerAddress: DEMO_COSMOS_ACCOUNT.address, signDoc },
    })
    expect(
      await routeNamespaceRequest(
        store,
        { namespace: 'cosmos', method: 'cosmos:connect', params: { chainId: 'provider' } },
        { host, walletConnect },
      ),
    ).toEqual({
      accounts: [
        {
          address: DEMO_COSMOS_ACCOUNT.address,
          pubKey: DEMO_COSMOS_ACCOUNT.publicKey,
          algo: 'secp256k1',
        },
      ],
    })
  })

  test('error: a WalletConnect answer without a signature is refused', async () => {
    const { store, host, walletConnect } = setup(() => ({ id: 1 }))
    await expect(
      routeNamespaceRequest(
        store,
        {
          namespace: 'polkadot',
          method: 'polkadot:signRaw',
          params: { address: DEMO_POLKADOT_ACCOUNT.address, data: '0x01' },
        },
        { host, walletConnect },
      ),
    ).rejects.toMatchObject({
      code: ErrorCode.INTERNAL,
      shortMessage: 'The wallet returned no signature.',
    })
  })
})
