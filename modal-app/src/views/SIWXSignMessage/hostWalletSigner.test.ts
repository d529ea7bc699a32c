import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { createStore } from 'jotai/vanilla'
import { stringToHex } from 'viem'
import { describe, expect, test, vi } from 'vitest'
import { hostLinkAtom } from '../../app/hostLinkAtom.ts'
import {
  activeConnectorIdsAtom,
  initializeChains,
  setCaipAddress,
  setOptions,
} from '../../state/index.ts'
import { testNetwork } from '../../state/testing.ts'
import { hostWalletSigner } from './hostWalletSigner.ts'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function connected(namespace: 'eip155' | 'solana', answer: unknown) {
  const store = createStore()
  setOptions(store, {}, { projectId: 'demo' })
  const network =
    namespace === 'eip155'
      ? testNetwork('eip155:1')
      : testNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  initializeChains(store, [network])
  setCaipAddress(
    store,
    namespace === 'eip155'
      ? `eip155:1:${address}`
      : 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  )
  store.set(activeConnectorIdsAtom, { [namespace]: 'wallet-1' })
  const walletRequest = vi.fn(async () => answer)
  store.set(hostLinkAtom, { bridge: { walletRequest }, openUrl: async () => true })
  return { store, walletRequest }
}

describe('hostWalletSigner', () => {
  test('§4 SIWX: asks the active host-window wallet for personal_sign of the text as hex', async () => {
    const { store, walletRequest } = connected('eip155', '0xsigned')
    await expect(hostWalletSigner(store)('Sign in\nplease')).resolves.toBe('0xsigned')
    expect(walletRequest).toHaveBeenCalledWith('wallet-1', 'personal_sign', [
      stringToHex('Sign in\nplease'),
      address,
    ])
  })

  test('error: an answer that is not a string is refused', async () => {
    const { store } = connected('eip155', null)
    await expect(hostWalletSigner(store)('hi')).rejects.toMatchObject({ code: ErrorCode.INTERNAL })
  })

  test('error: outside eip155 nothing is asked', async () => {
    const { store, walletRequest } = connected('solana', 'sig')
    const failure = await hostWalletSigner(store)('hi').catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(AirlockError)
    expect((failure as AirlockError).code).toBe(ErrorCode.CONNECTOR_NOT_FOUND)
    expect(walletRequest).not.toHaveBeenCalled()
  })
})
