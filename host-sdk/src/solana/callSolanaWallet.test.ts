// @vitest-environment happy-dom
import { assertPayloadBounds, ErrorCode } from '@airlock/shared-protocol'
import { afterEach, describe, expect, test } from 'vitest'
import { createWalletRequest } from '../handlers/createWalletRequest.ts'
import { fakeSolanaWallet, registerWallet, SOLANA_MAINNET } from '../testing/fakeWallets.ts'
import { rejectionFields } from '../testing/rejectionFields.ts'
import { discoverSolanaWallets } from './discoverSolanaWallets.ts'

// callSolanaWallet as the modal reaches it: walletRequest over a wallet the Solana source found
// (the allowlist and the one pending prompt per wallet are walletRequest's, the methods the source's).
const cleanups: Array<() => void> = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

function setup() {
  const solana = fakeSolanaWallet('Phantom')
  cleanups.push(registerWallet(solana.wallet))
  const source = discoverSolanaWallets(window, () => {})
  cleanups.push(source.destroy)
  const walletRequest = createWalletRequest((id) =>
    source.collect().find(({ connector }) => connector.id === id),
  )
  return { walletRequest, solana }
}

describe('callSolanaWallet through walletRequest', () => {
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
      await rejectionFields(
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
        await rejectionFields(
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
      await rejectionFields(
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
    expect(await rejectionFields(walletRequest(request))).toMatchObject({
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

  test('behavior: a CAIP-2 chain goes as the wallet-standard name the account lists, with the send options', async () => {
    const { walletRequest, solana } = setup()
    // As Phantom and Solflare list their accounts' chains.
    Object.assign(solana.account, { chains: ['solana:mainnet', 'solana:devnet'] })
    await walletRequest({ connectorId: 'ws:Phantom', method: 'standard:connect' })
    await walletRequest({
      connectorId: 'ws:Phantom',
      method: 'solana:signAndSendTransaction',
      params: {
        address,
        transaction: 'AQI=',
        chain: SOLANA_MAINNET,
        options: { skipPreflight: true, preflightCommitment: 'confirmed', maxRetries: 'x' },
      },
    })
    const { signAndSendTransaction } = solana.features['solana:signAndSendTransaction'] as {
      signAndSendTransaction: { mock: { calls: unknown[][] } }
    }
    expect(signAndSendTransaction.mock.calls[0]?.[0]).toEqual({
      account: solana.account,
      transaction: new Uint8Array([1, 2]),
      chain: 'solana:mainnet',
      options: { skipPreflight: true, preflightCommitment: 'confirmed' },
    })
  })

  test('error: EVM methods and unknown features are refused for Solana wallets', async () => {
    const { walletRequest } = setup()
    for (const method of ['eth_requestAccounts', 'solana:signIn', 'standard:events']) {
      expect(
        await rejectionFields(walletRequest({ connectorId: 'ws:Phantom', method })),
      ).toMatchObject({
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
      await rejectionFields(
        walletRequest({ connectorId: 'ws:Phantom', method: 'standard:connect' }),
      ),
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
