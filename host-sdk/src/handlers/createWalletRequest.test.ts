import { ErrorCode } from '@airlock/shared-protocol'
import { describe, expect, test } from 'vitest'
import { fakeProvider } from '../testing/fakeWallets.ts'
import { rejectionFields } from '../testing/rejectionFields.ts'
import type { HostWallet } from '../wallets/HostWallet.ts'
import { createWalletRequest } from './createWalletRequest.ts'

function setup() {
  const evm = fakeProvider()
  const other = fakeProvider()
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
  ])
  const walletRequest = createWalletRequest((id) => wallets.get(id))
  return { walletRequest, evm, other }
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
      expect(await rejectionFields(walletRequest({ connectorId: 'io.metamask', method }))).toEqual({
        code: ErrorCode.WALLET_REQUEST_NOT_ALLOWED,
        message: `The host does not pass ${method} to eip155 wallets.`,
        data: { code: 4200 },
      })
    }
    expect(evm.request).not.toHaveBeenCalled()
  })

  test('error: an unknown connector', async () => {
    const { walletRequest } = setup()
    expect(
      await rejectionFields(walletRequest({ connectorId: 'io.nope', method: 'eth_chainId' })),
    ).toEqual({
      code: ErrorCode.CONNECTOR_NOT_FOUND,
      message: 'The host has no wallet "io.nope".',
      data: undefined,
    })
  })

  test('behavior: one prompt at a time per wallet (-32002); read-only methods and other wallets pass', async () => {
    const { walletRequest, evm, other } = setup()
    const prompt = deferred<unknown>()
    evm.request.mockReturnValueOnce(prompt.promise).mockResolvedValueOnce('0x1')
    const first = walletRequest({ connectorId: 'io.metamask', method: 'eth_requestAccounts' })
    expect(
      await rejectionFields(
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
    const cases: Array<
      [unknown, ReturnType<typeof rejectionFields> extends Promise<infer R> ? R : never]
    > = [
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
        await rejectionFields(
          walletRequest({ connectorId: 'io.metamask', method: 'wallet_switchEthereumChain' }),
        ),
      ).toEqual(expected)
    }
  })
})
