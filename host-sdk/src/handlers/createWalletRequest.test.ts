import { AirlockError, assertPayloadBounds, ErrorCode } from '@airlock/shared-protocol'
import { describe, expect, test } from 'vitest'
import { fakeProvider, fakeSolanaWallet, SOLANA_MAINNET } from '../testing/fakeWallets.ts'
import type { HostWallet } from '../wallets/HostWallet.ts'
import { createWalletRequest } from './createWalletRequest.ts'

function setup() {
  const evm = fakeProvider()
  const other = fakeProvider()
  const solana = fakeSolanaWallet('Phantom')
  const wallets = new Map<string, HostWallet>([
    [
      'io.metamask',
      {
        connector: { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', namespace: 'eip155' },
        provider: evm,
      },
    ],
    [
      'injected',
      {
        connector: {
          id: 'injected',
          name: 'Browser Wallet',
          type: 'INJECTED',
          namespace: 'eip155',
        },
        provider: other,
      },
    ],
    [
      'ws:Phantom',
      {
        connector: { id: 'ws:Phantom', name: 'Phantom', type: 'ANNOUNCED', namespace: 'solana' },
        wallet: solana.wallet,
      },
    ],
  ])
  const walletRequest = createWalletRequest((id) => wallets.get(id))
  return { walletRequest, evm, other, solana }
}

/** The error a promise rejects with, as plain fields. */
async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (error: unknown) => error,
  )
  expect(error).toBeInstanceOf(AirlockError)
  const { code, shortMessage, data } = error as AirlockError
  return { code, message: shortMessage, data }
}

/** A promise and the functions that settle it. */
function deferred<T>() {
  let resolve = (_value: T) => {}
  let reject = (_error: unknown) => {}
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('eip155', () => {
  test('default: an allowlisted method reaches the provider with its params', async () => {
    const { walletRequest, evm } = setup()
    evm.request.mockResolvedValueOnce('0x1').mockResolvedValueOnce('0xsig')
    await expect(
      walletRequest({ connectorId: 'io.metamask', method: 'eth_chainId' }),
    ).resolves.toBe('0x1')
    await expect(
      walletRequest({
        connectorId: 'io.metamask',
        method: 'personal_sign',
        params: ['0x68', '0xabc'],
      }),
    ).resolves.toBe('0xsig')
    expect(evm.request.mock.calls).toEqual([
      [{ method: 'eth_chainId' }],
      [{ method: 'personal_sign', params: ['0x68', '0xabc'] }],
    ])
  })

  test('error: a method outside the allowlist is refused before the wallet sees it', async () => {
    const { walletRequest, evm } = setup()
    for (const method of [
      'eth_sign',
      'eth_signTransaction',
      'solana:signMessage',
      'toString',
      '__proto__',
    ]) {
      expect(await failure(walletRequest({ connectorId: 'io.metamask', method }))).toEqual({
        code: ErrorCode.WALLET_REQUEST_NOT_ALLOWED,
        message: `The host does not pass ${method} to eip155 wallets.`,
        data: { code: 4200 },
      })
    }
    expect(evm.request).not.toHaveBeenCalled()
  })

  test('error: an unknown connector', async () => {
    const { walletRequest } = setup()
    expect(await failure(walletRequest({ connectorId: 'io.nope', method: 'eth_chainId' }))).toEqual(
      {
        code: ErrorCode.CONNECTOR_NOT_FOUND,
        message: 'The host has no wallet "io.nope".',
        data: undefined,
      },
    )
  })

  test('behavior: one prompt at a time per wallet (-32002); read-only methods and other wallets pass', async () => {
    const { walletRequest, evm, other } = setup()
    const prompt = deferred<unknown>()
    evm.request.mockReturnValueOnce(prompt.promise).mockResolvedValueOnce('0x1')
    const first = walletRequest({ connectorId: 'io.metamask', method: 'eth_requestAccounts' })
    expect(
      await failure(
        walletRequest({ connectorId: 'io.metamask', method: 'personal_sign', params: [] }),
      ),
    ).toEqual({
      code: ErrorCode.REQUEST_PENDING,
      message: 'MetaMask already has a request open; finish it in the wallet first.',
      data: { code: -32002 },
    })
    await expect(
      walletRequest({ connectorId: 'io.metamask', method: 'eth_chainId' }),
    ).resolves.toBe('0x1')
    await expect(
      walletRequest({ connectorId: 'injected', method: 'eth_requestAccounts' }),
    ).resolves.toBeNull()
    expect(evm.request).toHaveBeenCalledTimes(2)
    expect(other.request).toHaveBeenCalledTimes(1)

    prompt.reject({ code: 4001, message: 'User rejected the request.' })
    await expect(first).rejects.toMatchObject({ code: ErrorCode.USER_REJECTED })
    evm.request.mockResolvedValueOnce(['0xabc'])
    await expect(
      walletRequest({ connectorId: 'io.metamask', method: 'eth_requestAccounts' }),
    ).resolves.toEqual(['0xabc'])
  })

  test('error: wallet errors keep their EIP-1193 code in data.code', async () => {
    const { walletRequest, evm } = setup()
    const cases: Array<[unknown, ReturnType<typeof failure> extends Promise<infer R> ? R : never]> =
      [
        [
          { code: 4001, message: 'User rejected the request.' },
          {
            code: ErrorCode.USER_REJECTED,
            message: 'User rejected the request.',
            data: { code: 4001 },
          },
        ],
        [
          { code: -32002, message: 'Already processing eth_requestAccounts.' },
          {
            code: ErrorCode.REQUEST_PENDING,
            message: 'Already processing eth_requestAccounts.',
            data: { code: -32002 },
          },
        ],
        [
          Object.assign(new Error('Unrecognized chain ID "0x2105".'), { code: 4902 }),
          {
            code: ErrorCode.INTERNAL,
            message: 'Unrecognized chain ID "0x2105".',
            data: { code: 4902 },
          },
        ],
        [
          'boom',
          { code: ErrorCode.INTERNAL, message: 'The wallet failed to answer.', data: undefined },
        ],
        [
          null,
          { code: ErrorCode.INTERNAL, message: 'The wallet failed to answer.', data: undefined },
        ],
        [
          { code: '4001', message: 'x'.repeat(1000) },
          { code: ErrorCode.INTERNAL, message: 'x'.repeat(300), data: undefined },
        ],
      ]
    for (const [thrown, expected] of cases) {
      evm.request.mockRejectedValueOnce(thrown)
      expect(
        await failure(
          walletRequest({ connectorId: 'io.metamask', method: 'wallet_switchEthereumChain' }),
        ),
      ).toEqual(expected)
    }
  })
})

describe('solana', () => {
  const address = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'

  test('default: connect, then sign; bytes cross as base64 both ways', async () => {
    const { walletRequest, solana } = setup()
    const connected = await walletRequest({
      connectorId: 'ws:Phantom',
      method: 'standard:connect',
      params: { silent: true },
    })
    expect(connected).toEqual({
      accounts: [
        {
          address,
          chains: [SOLANA_MAINNET],
          features: ['solana:signMessage', 'solana:signTransaction'],
        },
      ],
    })
    const connect = solana.features['standard:connect'] as { connect: unknown }
    expect(connect.connect).toHaveBeenCalledWith({ silent: true })

    const signed = await walletRequest({
      connectorId: 'ws:Phantom',
      method: 'solana:signMessage',
      params: { address, message: btoa('Hello') },
    })
    expect(signed).toEqual({ signedMessage: btoa('Hello'), signature: btoa('\x01'.repeat(64)) })
    const signMessage = (
      solana.features['solana:signMessage'] as { signMessage: { mock: { calls: unknown[][] } } }
    ).signMessage
    expect(signMessage.mock.calls[0]?.[0]).toEqual({
      account: solana.account,
      message: new TextEncoder().encode('Hello'),
    })

    const transaction = btoa('\x01\x02')
    await expect(
      walletRequest({
        connectorId: 'ws:Phantom',
        method: 'solana:signTransaction',
        params: { address, transaction, chain: SOLANA_MAINNET },
      }),
    ).resolves.toEqual({ signedTransaction: btoa('\x01\x02\x09') })
    const sent = await walletRequest({
      connectorId: 'ws:Phantom',
      method: 'solana:signAndSendTransaction',
      params: { address, transaction, chain: SOLANA_MAINNET },
    })
    expect(sent).toEqual({ signature: btoa('\x02'.repeat(64)) })
    const signAndSend = (
      solana.features['solana:signAndSendTransaction'] as {
        signAndSendTransaction: { mock: { calls: unknown[][] } }
      }
    ).signAndSendTransaction
    expect(signAndSend.mock.calls[0]?.[0]).toEqual({
      account: solana.account,
      transaction: new Uint8Array([1, 2]),
      chain: SOLANA_MAINNET,
    })
    for (const result of [connected, signed, sent])
      expect(() => assertPayloadBounds(result)).not.toThrow()

    await expect(
      walletRequest({ connectorId: 'ws:Phantom', method: 'standard:disconnect' }),
    ).resolves.toBeNull()
  })

  test('error: an account that is not connected, bytes that are not base64, a missing feature', async () => {
    const { walletRequest, solana } = setup()
    expect(
      await failure(
        walletRequest({
          connectorId: 'ws:Phantom',
          method: 'solana:signMessage',
          params: { address, message: 'aGk=' },
        }),
      ),
    ).toEqual({
      code: ErrorCode.INVALID_PARAMS,
      message: `Phantom has no connected account ${address}.`,
      data: undefined,
    })
    await walletRequest({ connectorId: 'ws:Phantom', method: 'standard:connect' })
    for (const message of ['not base64!', 42, null, undefined]) {
      expect(
        await failure(
          walletRequest({
            connectorId: 'ws:Phantom',
            method: 'solana:signMessage',
            params: { address, message },
          }),
        ),
      ).toEqual({
        code: ErrorCode.INVALID_PARAMS,
        message: 'Expected the message as a base64 string.',
        data: undefined,
      })
    }
    delete solana.features['solana:signAndSendTransaction']
    expect(
      await failure(
        walletRequest({
          connectorId: 'ws:Phantom',
          method: 'solana:signAndSendTransaction',
          params: { address, transaction: 'AQI=' },
        }),
      ),
    ).toEqual({
      code: ErrorCode.INTERNAL,
      message: 'Phantom does not support solana:signAndSendTransaction.',
      data: { code: 4200 },
    })
  })

  test('behavior: without an address the first connected account signs', async () => {
    const { walletRequest, solana } = setup()
    const request = {
      connectorId: 'ws:Phantom',
      method: 'solana:signTransaction',
      params: { transaction: 'AQI=' },
    }
    expect(await failure(walletRequest(request))).toMatchObject({
      code: ErrorCode.INVALID_PARAMS,
      message: 'Phantom has no connected account.',
    })
    await walletRequest({ connectorId: 'ws:Phantom', method: 'standard:connect' })
    await expect(walletRequest(request)).resolves.toEqual({
      signedTransaction: btoa('\x01\x02\x09'),
    })
    const { signTransaction } = solana.features['solana:signTransaction'] as {
      signTransaction: { mock: { calls: unknown[][] } }
    }
    expect(signTransaction.mock.calls[0]?.[0]).toEqual({
      account: solana.account,
      transaction: new Uint8Array([1, 2]),
    })
  })

  test('error: EVM methods and unknown features are refused for Solana wallets', async () => {
    const { walletRequest } = setup()
    for (const method of ['eth_requestAccounts', 'solana:signIn', 'standard:events']) {
      expect(await failure(walletRequest({ connectorId: 'ws:Phantom', method }))).toMatchObject({
        code: ErrorCode.WALLET_REQUEST_NOT_ALLOWED,
      })
    }
  })

  test('behavior: a declined connect is USER_REJECTED and frees the wallet for the next prompt', async () => {
    const { walletRequest, solana } = setup()
    const connect = solana.features['standard:connect'] as {
      connect: { mockRejectedValueOnce: (e: unknown) => void }
    }
    connect.connect.mockRejectedValueOnce(
      Object.assign(new Error('User rejected the request.'), { code: 4001 }),
    )
    expect(
      await failure(walletRequest({ connectorId: 'ws:Phantom', method: 'standard:connect' })),
    ).toEqual({
      code: ErrorCode.USER_REJECTED,
      message: 'User rejected the request.',
      data: { code: 4001 },
    })
    await expect(
      walletRequest({ connectorId: 'ws:Phantom', method: 'standard:connect' }),
    ).resolves.toMatchObject({ accounts: [{ address }] })
  })
})
