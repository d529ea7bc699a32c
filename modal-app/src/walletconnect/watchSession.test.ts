import { describe, expect, test } from 'vitest'
import {
  accountsAtom,
  connectedNamespacesAtom,
  setAccount,
  setCaipAddress,
} from '../state/account.ts'
import { activeNamespaceAtom, chainsAtom } from '../state/chain.ts'
import { connectionAtom } from '../state/connection.ts'
import { activeConnectorIdsAtom, setActiveConnector } from '../state/connectors.ts'
import { viewAtom } from '../state/router/viewStack.ts'
import { applyWalletConnectSession } from './applyWalletConnectSession.ts'
import {
  EVM_ADDRESS,
  fakeClient,
  SOLANA_ADDRESS,
  SOLANA_REF,
  session,
  setupStore,
} from './testing.ts'
import { watchSession } from './watchSession.ts'

const OTHER_EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function connected() {
  const { store } = setupStore()
  const fake = fakeClient()
  const approved = session([
    `eip155:31337:${EVM_ADDRESS}`,
    `solana:${SOLANA_REF}:${SOLANA_ADDRESS}`,
  ])
  fake.client.session = approved
  applyWalletConnectSession(store, fake.client, approved)
  const unwatch = watchSession(store, fake.client)
  return { store, fake, unwatch }
}

describe('session end', () => {
  test.each(['session_delete', 'disconnect'])(
    'behavior: %s resets every WalletConnect namespace',
    (event) => {
      const { store, fake } = connected()
      fake.client.emit(event, { topic: 'topic-1' })
      expect(store.get(connectedNamespacesAtom)).toEqual([])
      expect(store.get(accountsAtom).eip155.status).toBe('disconnected')
      expect(store.get(activeConnectorIdsAtom)).toEqual({})
      expect(store.get(connectionAtom).status).toBe('disconnected')
      expect(store.get(viewAtom)).toBe('Connect')
    },
  )

  test('regression: the session ended by the wallet leaves the active network where it was (it ended on the last namespace of the session)', () => {
    const { store, fake } = connected()
    expect(store.get(activeNamespaceAtom)).toBe('eip155')
    fake.client.emit('session_delete', { topic: 'topic-1' })
    expect(store.get(activeNamespaceAtom)).toBe('eip155')
    expect(store.get(chainsAtom).eip155?.networkState.caipNetwork?.caipNetworkId).toBe(
      'eip155:31337',
    )
  })

  test('behavior: session_expire of the sign client for the current session resets it', () => {
    const { store, fake } = connected()
    fake.client.emitSign('session_expire', { topic: 'another-topic' })
    expect(store.get(connectedNamespacesAtom)).toEqual(['eip155', 'solana'])
    fake.client.emitSign('session_expire', { topic: 'topic-1' })
    expect(store.get(connectedNamespacesAtom)).toEqual([])
  })

  test('behavior: a host-window wallet on another namespace stays connected', () => {
    const { store } = setupStore()
    const fake = fakeClient()
    setCaipAddress(store, `solana:${SOLANA_REF}:${SOLANA_ADDRESS}`)
    setActiveConnector(store, 'solana', 'phantom')
    const approved = session([`eip155:31337:${EVM_ADDRESS}`])
    applyWalletConnectSession(store, fake.client, approved)
    watchSession(store, fake.client)
    fake.client.emit('session_delete', { topic: 'topic-1' })
    expect(store.get(connectedNamespacesAtom)).toEqual(['solana'])
    expect(store.get(connectionAtom).status).toBe('connected')
    expect(store.get(activeNamespaceAtom)).toBe('solana')
  })

  test('behavior: the returned function stops watching', () => {
    const { store, fake, unwatch } = connected()
    unwatch()
    fake.client.emit('session_delete', { topic: 'topic-1' })
    fake.client.emitSign('session_expire', { topic: 'topic-1' })
    expect(store.get(connectedNamespacesAtom)).toEqual(['eip155', 'solana'])
    expect(fake.listenerCount('session_event')).toBe(0)
  })
})

describe('session events', () => {
  const event = (chainId: string, name: string, data: unknown) => ({
    topic: 'topic-1',
    params: { chainId, event: { name, data } },
  })

  test('behavior: accountsChanged moves that namespace only to the new first account', () => {
    const { store, fake } = connected()
    fake.client.emit(
      'session_event',
      event('eip155:31337', 'accountsChanged', [OTHER_EVM, EVM_ADDRESS]),
    )
    expect(store.get(accountsAtom).eip155).toMatchObject({
      address: OTHER_EVM,
      caipAddress: `eip155:31337:${OTHER_EVM}`,
      allAccounts: [
        { address: OTHER_EVM, type: 'eoa' },
        { address: EVM_ADDRESS, type: 'eoa' },
      ],
    })
    expect(store.get(accountsAtom).solana.address).toBe(SOLANA_ADDRESS)
  })

  test('regression: a session_update that replaces the account moves to the first account the session holds (the address it no longer held stayed)', () => {
    const { store, fake } = connected()
    const update = (accounts: string[]) =>
      fake.client.emit('session_update', {
        topic: 'topic-1',
        params: { namespaces: session(accounts).namespaces },
      })
    // The same account, another case, and a new one beside it: nothing moves.
    update([
      `eip155:31337:${EVM_ADDRESS.toLowerCase()}`,
      `eip155:31337:${OTHER_EVM}`,
      `solana:${SOLANA_REF}:${SOLANA_ADDRESS}`,
    ])
    expect(store.get(accountsAtom).eip155.address).toBe(EVM_ADDRESS)
    update([`eip155:31337:${OTHER_EVM}`, `solana:${SOLANA_REF}:${SOLANA_ADDRESS}`])
    expect(store.get(accountsAtom).eip155).toMatchObject({
      address: OTHER_EVM,
      caipAddress: `eip155:31337:${OTHER_EVM}`,
    })
    // Solana gone from the session: that namespace is reset, eip155 stays.
    update([`eip155:31337:${OTHER_EVM}`])
    expect(store.get(connectedNamespacesAtom)).toEqual(['eip155'])
  })

  test("regression: accountsChanged repeating the session_update's account keeps the balance loaded meanwhile (Account showed — and 'no funds')", () => {
    const { store, fake } = connected()
    // A wallet app switching account: session_update, the balances of the new account load, then
    // the accountsChanged event naming the same account.
    fake.client.emit('session_update', {
      topic: 'topic-1',
      params: {
        namespaces: session([`eip155:31337:${OTHER_EVM}`, `solana:${SOLANA_REF}:${SOLANA_ADDRESS}`])
          .namespaces,
      },
    })
    expect(store.get(accountsAtom).eip155.balance).toBeUndefined()
    setAccount(store, 'eip155', { balance: '9999.998', balanceSymbol: 'ETH' })
    fake.client.emit(
      'session_event',
      event('eip155:31337', 'accountsChanged', [OTHER_EVM.toLowerCase(), EVM_ADDRESS]),
    )
    expect(store.get(accountsAtom).eip155).toMatchObject({
      address: OTHER_EVM,
      balance: '9999.998',
      balanceSymbol: 'ETH',
      allAccounts: [
        { address: OTHER_EVM, type: 'eoa' },
        { address: EVM_ADDRESS, type: 'eoa' },
      ],
    })
  })

  test('behavior: accountsChanged with CAIP-10 ids reads their address', () => {
    const { store, fake } = connected()
    fake.client.emit(
      'session_event',
      event('eip155:31337', 'accountsChanged', [`eip155:31337:${OTHER_EVM}`]),
    )
    expect(store.get(accountsAtom).eip155.address).toBe(OTHER_EVM)
  })

  test('regression: accountsChanged and session_update keep only addresses of the namespace (eip155:1:0xZZ broke wagmi on the host)', () => {
    const { store, fake } = connected()
    fake.client.emit(
      'session_event',
      event('eip155:31337', 'accountsChanged', ['0xZZ', `eip155:31337:${OTHER_EVM.toLowerCase()}`]),
    )
    expect(store.get(accountsAtom).eip155).toMatchObject({
      address: OTHER_EVM,
      caipAddress: `eip155:31337:${OTHER_EVM}`,
      allAccounts: [{ address: OTHER_EVM, type: 'eoa' }],
    })
    fake.client.emit('session_update', {
      topic: 'topic-1',
      params: {
        namespaces: session(['eip155:31337:0xZZ', `solana:${SOLANA_REF}:${SOLANA_ADDRESS}`])
          .namespaces,
      },
    })
    expect(store.get(connectedNamespacesAtom)).toEqual(['solana'])
    fake.client.emit('session_event', event(`solana:${SOLANA_REF}`, 'accountsChanged', ['0xZZ']))
    expect(store.get(connectedNamespacesAtom)).toEqual([])
  })

  test('behavior: accountsChanged with no account disconnects that namespace', () => {
    const { store, fake } = connected()
    fake.client.emit('session_event', event(`solana:${SOLANA_REF}`, 'accountsChanged', []))
    expect(store.get(connectedNamespacesAtom)).toEqual(['eip155'])
  })

  test('behavior: chainChanged moves the account to that network', () => {
    const { store, fake } = connected()
    fake.client.emit('session_event', event('eip155:31337', 'chainChanged', 31338))
    expect(store.get(accountsAtom).eip155.caipAddress).toBe(`eip155:31338:${EVM_ADDRESS}`)
    expect(store.get(chainsAtom).eip155?.networkState.caipNetwork?.caipNetworkId).toBe(
      'eip155:31338',
    )
  })

  test('behavior: chainChanged to a network the project did not configure: Unknown Network', () => {
    const { store, fake } = connected()
    fake.client.emit('session_event', event('eip155:31337', 'chainChanged', '0x89'))
    expect(store.get(chainsAtom).eip155?.networkState.caipNetwork).toMatchObject({
      caipNetworkId: 'eip155:137',
      name: 'Unknown Network',
    })
  })

  test('regression: chainChanged to a chain that is not a CAIP-2 id is ignored (it became the network)', () => {
    const { store, fake } = connected()
    const before = store.get(chainsAtom).solana?.networkState.caipNetwork
    for (const [chainId, data] of [
      [`solana:${SOLANA_REF}`, 'solana:not a chain'],
      [`solana:${SOLANA_REF}`, `solana:${'x'.repeat(33)}`],
      ['solana:', undefined],
      ['solana:a:b', undefined],
    ] as const) {
      fake.client.emit('session_event', event(chainId, 'chainChanged', data))
    }
    expect(store.get(chainsAtom).solana?.networkState.caipNetwork).toBe(before)
    expect(store.get(accountsAtom).solana.caipAddress).toBe(
      `solana:${SOLANA_REF}:${SOLANA_ADDRESS}`,
    )
  })

  test('behavior: events of another session or a namespace not on WalletConnect are ignored', () => {
    const { store, fake } = connected()
    fake.client.emit('session_event', {
      ...event('eip155:31337', 'accountsChanged', [OTHER_EVM]),
      topic: 'old-topic',
    })
    fake.client.emit(
      'session_event',
      event('polkadot:91b171bb158e2d3848fa23a9f1c25182', 'accountsChanged', []),
    )
    expect(store.get(accountsAtom).eip155.address).toBe(EVM_ADDRESS)
    expect(store.get(connectedNamespacesAtom)).toEqual(['eip155', 'solana'])
  })
})
