import { describe, expect, test, vi } from 'vitest'
import { accountsAtom, connectedNamespacesAtom } from '../state/account.ts'
import { activeNamespaceAtom, activeNetworkAtom, setActiveNetwork } from '../state/chain.ts'
import { pushView, viewAtom } from '../state/router/viewStack.ts'
import { applyWalletConnectSession } from './applyWalletConnectSession.ts'
import { switchWalletConnectNetwork } from './switchWalletConnectNetwork.ts'
import {
  anvil,
  anvil2,
  EVM_ADDRESS,
  fakeClient,
  flush,
  network,
  SOLANA_ADDRESS,
  SOLANA_REF,
  session,
  setupStore,
  solanaLocal,
} from './testing.ts'
import type { WalletConnectSession } from './WalletConnectClient.ts'

const OTHER_EVM_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** A session as a wallet approves it: the methods the modal asks for on eip155. */
function approved(accounts: string[], methods = ['personal_sign', 'wallet_switchEthereumChain']) {
  const made = session(accounts)
  const eip155 = made.namespaces.eip155
  if (eip155) eip155.methods = methods
  return made
}

/** A store connected through a fake client to `connected` (applied as startPairing does). */
function connectedStore(connected: WalletConnectSession, networks = [anvil, anvil2, solanaLocal]) {
  const { store, events } = setupStore(networks)
  const fake = fakeClient()
  fake.client.session = connected
  setActiveNetwork(store, anvil)
  applyWalletConnectSession(store, fake.client, connected)
  return { store, events, fake }
}

describe('switchWalletConnectNetwork', () => {
  test('default: eip155 chain of the session → wallet_switchEthereumChain through the session, then the network and account follow', async () => {
    const { store, events, fake } = connectedStore(
      approved([`eip155:31337:${EVM_ADDRESS}`, `eip155:31338:${EVM_ADDRESS}`]),
    )
    expect(await switchWalletConnectNetwork(store, fake.client, anvil2)).toEqual({
      kind: 'switched',
    })
    expect(fake.client.client.request).toHaveBeenCalledExactlyOnceWith({
      topic: 'topic-1',
      chainId: 'eip155:31337',
      request: { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] },
    })
    // Not through the provider, which would keep it to itself for a chain of the session.
    expect(fake.client.request).not.toHaveBeenCalled()
    expect(store.get(activeNetworkAtom)).toBe(anvil2)
    expect(store.get(accountsAtom).eip155).toMatchObject({
      address: EVM_ADDRESS,
      caipAddress: `eip155:31338:${EVM_ADDRESS}`,
    })
    await flush()
    expect(events).toContainEqual(
      expect.objectContaining({
        event: 'SWITCH_NETWORK',
        properties: { network: 'eip155:31338' },
      }),
    )
  })

  test('error: the wallet declines (WalletConnect 5000) → "Network switch declined", nothing changes, one view back', async () => {
    const { store, fake } = connectedStore(
      approved([`eip155:31337:${EVM_ADDRESS}`, `eip155:31338:${EVM_ADDRESS}`]),
    )
    pushView(store, 'Networks')
    pushView(store, 'SwitchNetwork', { network: anvil2 })
    vi.mocked(fake.client.client.request).mockRejectedValueOnce({
      code: 5000,
      message: 'User rejected.',
    })
    expect(await switchWalletConnectNetwork(store, fake.client, anvil2)).toEqual({
      kind: 'rejected',
      message: 'Network switch declined',
    })
    expect(store.get(activeNetworkAtom)).toBe(anvil)
    expect(store.get(accountsAtom).eip155.caipAddress).toBe(`eip155:31337:${EVM_ADDRESS}`)
    expect(store.get(viewAtom)).toBe('Networks')
  })

  test('error: an EIP-1193 refusal (4001) is declined too; other errors keep their text', async () => {
    const { store, fake } = connectedStore(
      approved([`eip155:31337:${EVM_ADDRESS}`, `eip155:31338:${EVM_ADDRESS}`]),
    )
    vi.mocked(fake.client.client.request)
      .mockRejectedValueOnce({ code: 4001, message: 'no' })
      .mockRejectedValueOnce(new Error('Request expired'))
    expect((await switchWalletConnectNetwork(store, fake.client, anvil2)).kind).toBe('rejected')
    expect(await switchWalletConnectNetwork(store, fake.client, anvil2)).toEqual({
      kind: 'error',
      message: 'Request expired',
    })
    expect(store.get(activeNetworkAtom)).toBe(anvil)
  })

  test('error: a chain the session did not approve → notApproved, nothing asked, nothing changes', async () => {
    const polygon = network('eip155:137')
    const { store, fake } = connectedStore(approved([`eip155:31337:${EVM_ADDRESS}`]), [
      anvil,
      anvil2,
      polygon,
      solanaLocal,
    ])
    expect(await switchWalletConnectNetwork(store, fake.client, anvil2)).toMatchInlineSnapshot(`
      {
        "approved": [
          "eip155:31337",
        ],
        "kind": "notApproved",
        "message": "The connected wallet (Test Wallet) did not approve eip155:31338.",
        "walletName": "Test Wallet",
      }
    `)
    expect(fake.client.client.request).not.toHaveBeenCalled()
    expect(store.get(activeNetworkAtom)).toBe(anvil)
    expect(store.get(accountsAtom).eip155.caipAddress).toBe(`eip155:31337:${EVM_ADDRESS}`)
  })

  test('behavior: a session without wallet_switchEthereumChain switches without asking the wallet', async () => {
    const { store, fake } = connectedStore(
      approved([`eip155:31337:${EVM_ADDRESS}`, `eip155:31338:${EVM_ADDRESS}`], ['personal_sign']),
    )
    expect((await switchWalletConnectNetwork(store, fake.client, anvil2)).kind).toBe('switched')
    expect(fake.client.client.request).not.toHaveBeenCalled()
    expect(store.get(activeNetworkAtom)).toBe(anvil2)
  })

  test("behavior: the session's account on the target chain becomes the account", async () => {
    const { store, fake } = connectedStore(
      approved([`eip155:31337:${EVM_ADDRESS}`, `eip155:31338:${OTHER_EVM_ADDRESS}`]),
    )
    await switchWalletConnectNetwork(store, fake.client, anvil2)
    expect(store.get(accountsAtom).eip155).toMatchObject({
      address: OTHER_EVM_ADDRESS,
      caipAddress: `eip155:31338:${OTHER_EVM_ADDRESS}`,
      allAccounts: [{ address: OTHER_EVM_ADDRESS, type: 'eoa' }],
      balance: undefined,
    })
  })

  test("behavior: eip155 ↔ solana within one multi-namespace session uses each namespace's session account; no wallet request", async () => {
    const { store, fake } = connectedStore(
      approved([`eip155:31337:${EVM_ADDRESS}`, `solana:${SOLANA_REF}:${SOLANA_ADDRESS}`]),
    )
    expect(store.get(activeNamespaceAtom)).toBe('eip155')
    expect((await switchWalletConnectNetwork(store, fake.client, solanaLocal)).kind).toBe(
      'switched',
    )
    expect(store.get(activeNamespaceAtom)).toBe('solana')
    expect(store.get(activeNetworkAtom)).toBe(solanaLocal)
    expect(store.get(accountsAtom).solana.caipAddress).toBe(
      `solana:${SOLANA_REF}:${SOLANA_ADDRESS}`,
    )
    // Back to the eip155 chain the wallet is on: nothing to ask.
    expect((await switchWalletConnectNetwork(store, fake.client, anvil)).kind).toBe('switched')
    expect(store.get(activeNamespaceAtom)).toBe('eip155')
    expect(store.get(accountsAtom).eip155.caipAddress).toBe(`eip155:31337:${EVM_ADDRESS}`)
    expect(store.get(connectedNamespacesAtom)).toEqual(['eip155', 'solana'])
    expect(fake.client.client.request).not.toHaveBeenCalled()
  })

  test('error: a solana cluster the session did not approve → notApproved', async () => {
    const devnet = network('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa2')
    const { store, fake } = connectedStore(
      approved([`eip155:31337:${EVM_ADDRESS}`, `solana:${SOLANA_REF}:${SOLANA_ADDRESS}`]),
      [anvil, anvil2, solanaLocal, devnet],
    )
    expect((await switchWalletConnectNetwork(store, fake.client, devnet)).kind).toBe('notApproved')
    expect(store.get(activeNamespaceAtom)).toBe('eip155')
  })

  test('error: no session (it ended meanwhile) → "No wallet is connected"', async () => {
    const { store, fake } = connectedStore(approved([`eip155:31337:${EVM_ADDRESS}`]))
    fake.client.session = undefined
    expect(await switchWalletConnectNetwork(store, fake.client, anvil2)).toEqual({
      kind: 'error',
      message: 'No wallet is connected',
    })
  })
})
