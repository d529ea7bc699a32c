import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { createStore } from 'jotai/vanilla'
import { describe, expect, test, vi } from 'vitest'
import { setCaipAddress } from '../state/account.ts'
import { activeNetworkAtom, initializeChains, setChainClients } from '../state/chain.ts'
import { setActiveConnector } from '../state/connectors.ts'
import { setOptions } from '../state/options.ts'
import { TEST_SCOPE, testNetwork } from '../state/testing.ts'
import { recordErrorReports } from '../state/testingEvents.ts'
import { applyWalletConnectSession } from '../walletconnect/applyWalletConnectSession.ts'
import {
  anvil,
  anvil2,
  EVM_ADDRESS,
  fakeClient,
  session,
  setupStore,
} from '../walletconnect/testing.ts'
import { callWallet, SEND_DECLINED } from './callWallet.ts'
import { hostLinkAtom } from './hostLinkAtom.ts'
import { loadBalancesDepsAtom } from './loadBalancesDepsAtom.ts'
import { sendChainDepsAtom } from './sendChain.ts'
import { wireWalletConnect } from './wireWalletConnect.ts'

const one = testNetwork('eip155:1')
const two = testNetwork('eip155:137')

describe('callWallet', () => {
  test('error: without a wallet every call fails with "No wallet is connected."', async () => {
    const store = createStore()
    initializeChains(store, [one, two])
    for (const call of [
      { kind: 'switchNetwork', network: two },
      { kind: 'signMessage', purpose: 'siwx', message: 'hi' },
      { kind: 'sendTransaction', purpose: 'send' },
      {
        kind: 'sendTransaction',
        purpose: 'swap',
        transaction: { from: '0x1', to: '0x1', data: '0x', value: '0x0', chainId: '0x1' },
      },
      {
        kind: 'send',
        transfer: {
          to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
          token: { symbol: 'C', decimals: 18 },
          amount: '1',
        },
      },
      { kind: 'connect', connectorId: 'io.metamask' },
    ] as const) {
      await expect(callWallet(store, call)).rejects.toMatchObject({
        code: ErrorCode.CONNECTOR_NOT_FOUND,
        shortMessage: 'No wallet is connected.',
      })
    }
    expect(store.get(activeNetworkAtom)).toBe(one)
  })

  test('behavior: a failure is reported to the analytics error route and rethrown unchanged', async () => {
    const store = createStore()
    setOptions(store, {}, { projectId: 'demo' })
    initializeChains(store, [one, two])
    const reports = recordErrorReports(store)
    const failure = await callWallet(store, { kind: 'switchNetwork', network: two }).catch(
      (error: unknown) => error,
    )
    expect(failure).toBeInstanceOf(AirlockError)
    await expect.poll(reports).toEqual([
      {
        event: 'INTERNAL_SDK_ERROR',
        errorType: 'AirlockError',
        errorMessage: (failure as AirlockError).message,
        stackTrace: (failure as AirlockError).stack,
      },
    ])
  })

  test('behavior: a network switch goes through the chain area once a client exists', async () => {
    const store = createStore()
    initializeChains(store, [one, two])
    const switchNetwork = vi.fn(async () => {})
    setChainClients(store, 'eip155', { networkClient: { switchNetwork } })
    await callWallet(store, { kind: 'switchNetwork', network: two })
    expect(switchNetwork).toHaveBeenCalledWith(two)
    expect(store.get(activeNetworkAtom)).toBe(two)
  })

  describe('switchNetwork through WalletConnect', () => {
    /** A store whose eip155 (31337, 31338 approved) WalletConnect connected. */
    async function connected(accounts: string[]) {
      const { store } = setupStore()
      const fake = fakeClient()
      wireWalletConnect(store, {
        scope: TEST_SCOPE,
        preload: false,
        create: async () => fake.client,
      })
      const made = session(accounts)
      const eip155 = made.namespaces.eip155
      if (eip155) eip155.methods = ['wallet_switchEthereumChain']
      fake.client.session = made
      applyWalletConnectSession(store, fake.client, made)
      store.set(loadBalancesDepsAtom, { fetchBalances: async () => [] })
      return { store, fake }
    }

    test('default: the wallet is asked through the session, not the host', async () => {
      const { store, fake } = await connected([
        `eip155:31337:${EVM_ADDRESS}`,
        `eip155:31338:${EVM_ADDRESS}`,
      ])
      const walletRequest = vi.fn(async () => null)
      store.set(hostLinkAtom, { bridge: { walletRequest }, openUrl: async () => false } as never)
      await callWallet(store, { kind: 'switchNetwork', network: anvil2 })
      expect(fake.client.client.request).toHaveBeenCalledOnce()
      expect(walletRequest).not.toHaveBeenCalled()
      expect(store.get(activeNetworkAtom)).toBe(anvil2)
    })

    test('error: a network the session did not approve → UNKNOWN_NETWORK, nothing changes', async () => {
      const { store, fake } = await connected([`eip155:31337:${EVM_ADDRESS}`])
      const failure = await callWallet(store, { kind: 'switchNetwork', network: anvil2 }).catch(
        (error: unknown) => error,
      )
      expect(failure).toBeInstanceOf(AirlockError)
      expect(failure).toMatchObject({ code: ErrorCode.UNKNOWN_NETWORK, data: { code: 4902 } })
      expect((failure as AirlockError).shortMessage).toMatchInlineSnapshot(
        `"The connected wallet (Test Wallet) did not approve eip155:31338."`,
      )
      expect((failure as AirlockError).details).toMatchInlineSnapshot(
        `"The WalletConnect session approved eip155:31337 on eip155, not eip155:31338: disconnect and connect again to approve it."`,
      )
      expect(fake.client.client.request).not.toHaveBeenCalled()
      expect(store.get(activeNetworkAtom)).toBe(anvil)
    })

    test('error: declined in the wallet → USER_REJECTED "Network switch declined"', async () => {
      const { store, fake } = await connected([
        `eip155:31337:${EVM_ADDRESS}`,
        `eip155:31338:${EVM_ADDRESS}`,
      ])
      vi.mocked(fake.client.client.request).mockRejectedValueOnce({ code: 5000, message: 'no' })
      await expect(
        callWallet(store, { kind: 'switchNetwork', network: anvil2 }),
      ).rejects.toMatchObject({
        code: ErrorCode.USER_REJECTED,
        shortMessage: 'Network switch declined',
      })
      expect(store.get(activeNetworkAtom)).toBe(anvil)
    })
  })

  describe('send', () => {
    const anvil = { ...testNetwork('eip155:31337'), id: 31337 }
    const from = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const hash = `0x${'cd'.repeat(32)}`

    function connected(
      walletRequest: (id: string, method: string, params?: unknown) => Promise<unknown>,
    ) {
      const store = createStore()
      setOptions(store, {}, { projectId: 'demo' })
      initializeChains(store, [anvil])
      setCaipAddress(store, `eip155:31337:${from}`)
      setActiveConnector(store, 'eip155', 'demo.evm')
      store.set(hostLinkAtom, { bridge: { walletRequest }, openUrl: async () => true })
      // The network answers; the test of a dead one says otherwise.
      store.set(sendChainDepsAtom, { probe: async () => {} })
      return { store }
    }

    test('error: a network whose RPC does not answer is named and the wallet is not asked', async () => {
      const walletRequest = vi.fn(async () => hash)
      const { store } = connected(walletRequest)
      store.set(sendChainDepsAtom, {
        probe: async () => {
          throw new Error('HTTP request failed.')
        },
      })
      await expect(
        callWallet(store, {
          kind: 'send',
          transfer: { to, token: { symbol: 'C', decimals: 18 }, amount: '1' },
        }),
      ).rejects.toMatchObject({
        code: ErrorCode.HTTP_ERROR,
        shortMessage: expect.stringMatching(/^eip155:31337 is not reachable right now/),
      })
      expect(walletRequest).not.toHaveBeenCalled()
    })

    test('default: the active wallet of the active network sends; the hash comes back', async () => {
      const walletRequest = vi.fn(async () => hash)
      const { store } = connected(walletRequest)
      const result = await callWallet(store, {
        kind: 'send',
        transfer: { to, token: { symbol: 'C', decimals: 18 }, amount: '1' },
      })
      expect(result).toBe(hash)
      expect(walletRequest).toHaveBeenCalledWith('demo.evm', 'eth_sendTransaction', [
        { from, to, value: '0xde0b6b3a7640000', chainId: '0x7a69' },
      ])
    })

    test('error: declined in the wallet is USER_REJECTED "Transaction declined"', async () => {
      const { store } = connected(async () => {
        throw new AirlockError(ErrorCode.USER_REJECTED, 'User rejected the request.', {
          data: { code: 4001 },
        })
      })
      await expect(
        callWallet(store, {
          kind: 'send',
          transfer: { to, token: { symbol: 'C', decimals: 18 }, amount: '1' },
        }),
      ).rejects.toMatchObject({ code: ErrorCode.USER_REJECTED, shortMessage: SEND_DECLINED })
    })

    test('default: a swap transaction goes to the active wallet as eth_sendTransaction', async () => {
      const walletRequest = vi.fn(async () => hash)
      const { store } = connected(walletRequest)
      const transaction = {
        from,
        to,
        data: '0xabcd',
        value: '0x1',
        chainId: '0x7a69',
        gas: '0x5208',
      }
      expect(
        await callWallet(store, { kind: 'sendTransaction', purpose: 'swap', transaction }),
      ).toBe(hash)
      expect(walletRequest).toHaveBeenCalledWith('demo.evm', 'eth_sendTransaction', [transaction])
    })

    test('error: a declined approval is USER_REJECTED "Transaction declined"', async () => {
      const { store } = connected(async () => {
        throw new AirlockError(ErrorCode.USER_REJECTED, 'User rejected the request.', {
          data: { code: 4001 },
        })
      })
      await expect(
        callWallet(store, {
          kind: 'sendTransaction',
          purpose: 'approve',
          transaction: { from, to, data: '0x', value: '0x0', chainId: '0x7a69' },
        }),
      ).rejects.toMatchObject({ code: ErrorCode.USER_REJECTED, shortMessage: SEND_DECLINED })
    })

    test('error: another wallet failure keeps its own message', async () => {
      const { store } = connected(async () => {
        throw new AirlockError(ErrorCode.INTERNAL, 'insufficient funds for gas')
      })
      await expect(
        callWallet(store, {
          kind: 'send',
          transfer: { to, token: { symbol: 'C', decimals: 18 }, amount: '1' },
        }),
      ).rejects.toMatchObject({ shortMessage: 'insufficient funds for gas' })
    })
  })
})
