// The gallery's panels of the views a visitor meets first (Connect, All Wallets, WalletConnect),
// each in its states. The wallet list and its logos are the registry the demo host serves as the
// modal origin does (`walletRegistryPlugin`); the host's wallets are fixtures, named as in the
// registry so that they get its logos as installed wallets do.
import { AirlockError, ErrorCode, type Network } from '@airlock/shared-protocol'
import { createStore } from 'jotai/vanilla'
import { setHostConnectors } from '../app/setHostConnectors.ts'
import { mountFrameAtom } from '../embedded/embeddedSession.ts'
import { embeddedConfigAtom } from '../embedded/embeddedWallet.ts'
import { initializeChains } from '../state/chain.ts'
import { addRecentWallet, setConnection } from '../state/connection.ts'
import { hostOriginAtom } from '../state/hostOrigin.ts'
import { projectServicesAtom, setOptions } from '../state/options.ts'
import { platformAtom } from '../state/platform.ts'
import type { Store } from '../state/Store.ts'
import { PairingPanel } from '../ui/PairingPanel.tsx'
import { AllWallets } from '../views/AllWallets/AllWallets.tsx'
import { Connect } from '../views/Connect/Connect.tsx'
import { GetWallet } from '../views/GetWallet/GetWallet.tsx'
import type { Panel } from './fixtures.ts'

const ETHEREUM: Network = {
  id: 1,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.gallery.invalid'] } },
}

const SOLANA: Network = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://rpc.gallery.invalid'] } },
}

/** A pairing URI of the shape WalletConnect gives (a fixed one: the QR code stays the same). */
const PAIRING_URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1764400000'

type Setup = {
  /** Wallets the host announced (EIP-6963 / wallet-standard). */
  installed?: boolean
  /** The project provides the embedded wallet: email and socials are offered. */
  embedded?: boolean
  options?: object
}

/** A store as after the handshake, nobody connected, with the host's wallets as `setup` says. */
function visitorStore({ installed = true, embedded = false, options = {} }: Setup = {}): Store {
  const store = createStore()
  setOptions(store, options, { projectId: 'demo' })
  store.set(hostOriginAtom, 'https://app.example.com')
  initializeChains(store, [ETHEREUM, SOLANA])
  if (embedded) {
    store.set(projectServicesAtom, {
      apiUrl: undefined,
      embeddedWallet: {
        frameUrl: 'https://wallet.gallery.invalid/',
        authUrl: 'https://auth.gallery.invalid/',
      },
    })
  }
  if (installed) {
    setHostConnectors(store, [
      { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', namespace: 'eip155' },
      { id: 'app.phantom', name: 'Phantom', type: 'ANNOUNCED', namespace: 'eip155' },
      { id: 'app.phantom.sol', name: 'Phantom', type: 'INJECTED', namespace: 'solana' },
      { id: 'io.rabby', name: 'Rabby Wallet', type: 'ANNOUNCED', namespace: 'eip155' },
      // The demo's own wallet: a long name whose end tells it apart, beside a Recent tag.
      {
        id: 'dev.airlock.demo-solana',
        name: 'Airlock Demo Wallet (Solana)',
        type: 'INJECTED',
        namespace: 'solana',
      },
    ])
    addRecentWallet(store, { id: 'app.phantom', name: 'Phantom' })
    addRecentWallet(store, { id: 'dev.airlock.demo-solana', name: 'Airlock Demo Wallet (Solana)' })
  }
  return store
}

/**
 * A visitor without a wallet whose project offers email, the field first; its auth service is
 * out of reach (the spec types an address to show what the field then says).
 */
function emailDownStore(): Store {
  const store = visitorStore({ installed: false, embedded: true })
  const frame = {
    frameUrl: 'https://wallet.gallery.invalid/',
    authUrl: 'https://auth.gallery.invalid/',
  }
  store.set(embeddedConfigAtom, {
    ...frame,
    projectId: 'demo',
    hostOrigin: 'https://app.example.com',
  })
  store.set(mountFrameAtom, {
    mount: async () => ({
      call: async () => {
        throw new AirlockError(
          ErrorCode.HTTP_ERROR,
          'The login service could not be reached. Try again in a moment.',
        )
      },
      destroy: () => undefined,
    }),
  } as never)
  return store
}

/**
 * A visitor without a wallet on a phone (iOS), on a project with email login: Get a wallet offers
 * the email login first, then recommends apps, not extensions.
 */
function phoneStore(): Store {
  const store = visitorStore({ installed: false, embedded: true })
  store.set(platformAtom, { isMobile: true, isIosSafari: true, isTelegram: false, os: 'ios' })
  return store
}

/** A store whose WalletConnect pairing is in the given state. */
function pairingStore(state: 'loading' | 'code' | 'declined' | 'failed' | 'relay'): Store {
  const store = visitorStore({ installed: false })
  if (state === 'code') setConnection(store, { wcUri: PAIRING_URI })
  if (state === 'declined') setConnection(store, { wcError: true, wcDeclined: true })
  if (state === 'failed') setConnection(store, { wcError: true })
  if (state === 'relay') {
    setConnection(store, { wcError: true, wcRelayUnreachable: 'wss://relay.walletconnect.org' })
  }
  return store
}

const pairing = <PairingPanel walletName="WalletConnect" onRetry={() => {}} />

/** The panels of Connect, All Wallets, WalletConnect and Get a wallet. */
export function panels(): Panel[] {
  return [
    { id: 'connect', title: 'Connect Wallet', view: <Connect />, store: visitorStore() },
    {
      id: 'connect-new',
      title: 'Connect Wallet',
      view: <Connect />,
      store: visitorStore({ installed: false }),
    },
    {
      id: 'connect-email',
      title: 'Connect Wallet',
      view: <Connect />,
      store: visitorStore({
        embedded: true,
        options: {
          features: { legalCheckbox: true },
          termsConditionsUrl: 'https://app.example.com/terms',
          privacyPolicyUrl: 'https://app.example.com/privacy',
        },
      }),
    },
    {
      id: 'connect-email-first',
      title: 'Connect Wallet',
      view: <Connect />,
      store: emailDownStore(),
    },
    { id: 'all-wallets', title: 'All Wallets', view: <AllWallets />, store: visitorStore() },
    {
      id: 'get-wallet',
      title: 'Get a Wallet',
      view: <GetWallet />,
      store: visitorStore({ installed: false }),
    },
    { id: 'get-wallet-phone', title: 'Get a Wallet', view: <GetWallet />, store: phoneStore() },
    {
      id: 'walletconnect',
      title: 'WalletConnect',
      view: pairing,
      store: pairingStore('code'),
    },
    {
      id: 'walletconnect-loading',
      title: 'WalletConnect',
      view: pairing,
      store: pairingStore('loading'),
    },
    {
      id: 'walletconnect-declined',
      title: 'WalletConnect',
      view: pairing,
      store: pairingStore('declined'),
    },
    {
      id: 'walletconnect-failed',
      title: 'WalletConnect',
      view: pairing,
      store: pairingStore('failed'),
    },
    {
      id: 'walletconnect-relay',
      title: 'WalletConnect',
      view: pairing,
      store: pairingStore('relay'),
    },
  ]
}
