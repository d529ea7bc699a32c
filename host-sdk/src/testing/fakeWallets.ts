import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { vi } from 'vitest'

/** An EIP-1193 provider whose answers and events the test drives. Test helper. */
export function fakeProvider(flags: Record<string, boolean> = {}) {
  const listeners = new Map<string, Set<(data: unknown) => void>>()
  return {
    ...flags,
    request: vi.fn(async (_args: { method: string; params?: unknown }): Promise<unknown> => null),
    on: vi.fn((event: string, listener: (data: unknown) => void) => {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
    }),
    removeListener: vi.fn((event: string, listener: (data: unknown) => void) => {
      listeners.get(event)?.delete(listener)
    }),
    emit: (event: string, data: unknown) => {
      for (const listener of listeners.get(event) ?? []) listener(data)
    },
    listenerCount: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  }
}

/** What an EIP-6963 wallet puts in `info`. */
export const info = (rdns: string, name = rdns, extra: Record<string, unknown> = {}) => ({
  uuid: `uuid-${rdns}-${Math.random()}`,
  name,
  icon: 'data:image/svg+xml;base64,PHN2Zy8+',
  rdns,
  ...extra,
})

/** Dispatches an EIP-6963 announcement. */
export function announce(detail: unknown) {
  window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
}

export const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

/** A Solana wallet-standard wallet with spies for its features. Test helper. */
export function fakeSolanaWallet(
  name: string,
  options: { chains?: string[]; connect?: boolean } = {},
) {
  const changeListeners = new Set<() => void>()
  const account: WalletAccount = {
    address: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
    publicKey: new Uint8Array(32).fill(7),
    chains: [SOLANA_MAINNET],
    features: ['solana:signMessage', 'solana:signTransaction'],
  }
  let accounts: WalletAccount[] = []
  const features: Record<string, unknown> = {
    'standard:events': {
      version: '1.0.0',
      on: (_event: 'change', listener: () => void) => {
        changeListeners.add(listener)
        return () => changeListeners.delete(listener)
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      disconnect: vi.fn(async () => {
        accounts = []
      }),
    },
    'solana:signMessage': {
      version: '1.0.0',
      signMessage: vi.fn(async ({ message }: { message: Uint8Array }) => [
        { signedMessage: message, signature: new Uint8Array(64).fill(1) },
      ]),
    },
    'solana:signTransaction': {
      version: '1.0.0',
      signTransaction: vi.fn(async ({ transaction }: { transaction: Uint8Array }) => [
        { signedTransaction: new Uint8Array([...transaction, 9]) },
      ]),
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      signAndSendTransaction: vi.fn(async () => [{ signature: new Uint8Array(64).fill(2) }]),
    },
  }
  if (options.connect !== false) {
    features['standard:connect'] = {
      version: '1.0.0',
      connect: vi.fn(async () => {
        accounts = [account]
        return { accounts }
      }),
    }
  }
  const wallet = {
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: options.chains ?? [SOLANA_MAINNET],
    features,
    get accounts() {
      return accounts
    },
  } as unknown as Wallet
  return {
    wallet,
    account,
    features,
    changeListenerCount: () => changeListeners.size,
    emitChange: () => {
      for (const listener of changeListeners) listener()
    },
  }
}

/** Registers a wallet the way @wallet-standard/wallet's registerWallet does. Returns the cleanup. */
export function registerWallet(wallet: Wallet): () => void {
  let unregister = () => {}
  const callback = ({ register }: { register: (wallet: Wallet) => () => void }) => {
    unregister = register(wallet)
  }
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  const onReady = (event: Event) => callback((event as CustomEvent).detail)
  window.addEventListener('wallet-standard:app-ready', onReady)
  return () => {
    window.removeEventListener('wallet-standard:app-ready', onReady)
    unregister()
  }
}
