import { atom } from 'jotai/vanilla'
import { LIMITS, TIMES } from './constants.ts'
import { platformAtom } from './platform.ts'
import type { Store } from './Store.ts'
import { STORAGE_KEYS, storageAtom } from './storage.ts'
import { resetTransactions } from './transactions.ts'

/** Connection status (spec §4). */
type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

/** A wallet the visitor connected with recently. */
export type RecentWallet = { id: string; name: string; imageUrl?: string | undefined }

/** Connection state (spec §3). */
export type ConnectionState = {
  status: ConnectionStatus
  connections: unknown[]
  wcUri: string | undefined
  wcPairingExpiry: number | undefined
  wcLinking: { name: string; href: string } | undefined
  recentWallet: RecentWallet | undefined
  wcError: boolean
  /**
   * With `wcError`: the WalletConnect relay URL the last pairing could not reach or got no answer
   * from (not in spec §3, whose `wcError` cannot tell a relay that is down from a declined
   * pairing).
   */
  wcRelayUnreachable: string | undefined
  /**
   * With `wcRelayUnreachable`: the relay's socket opened, but the relay did not answer the
   * pairing in time (`RELAY_ANSWER_TIMEOUT_MS`), so the view says it did not answer.
   */
  wcRelaySilent: boolean
  /**
   * With `wcError`: the wallet declined the proposal (not in spec §3 either). Without it the
   * pairing failed on the way (the client, the relay, an expired proposal), and saying the
   * visitor declined would be wrong.
   */
  wcDeclined: boolean
  buffering: boolean
  wcBasic: boolean
}

const initial: ConnectionState = {
  status: 'disconnected',
  connections: [],
  wcUri: undefined,
  wcPairingExpiry: undefined,
  wcLinking: undefined,
  recentWallet: undefined,
  wcError: false,
  wcRelayUnreachable: undefined,
  wcRelaySilent: false,
  wcDeclined: false,
  buffering: false,
  wcBasic: false,
}

/**
 * The connection state.
 */
export const connectionAtom = atom<ConnectionState>(initial)

/**
 * Patches the connection state.
 */
export function setConnection(store: Store, patch: Partial<ConnectionState>) {
  store.set(connectionAtom, { ...store.get(connectionAtom), ...patch })
}

/**
 * A pairing is expired when its expiry is missing or within 10 s of now (spec §4).
 */
export function isPairingExpired(expiry: number | undefined, now = Date.now()): boolean {
  return expiry === undefined || expiry - now <= TIMES.pairingExpiryMargin
}

/**
 * Stores a new pairing URI; it lasts 4 minutes (spec §4).
 */
export function setPairing(store: Store, wcUri: string, now = Date.now()) {
  setConnection(store, { wcUri, wcPairingExpiry: now + TIMES.pairingLife })
}

/**
 * Returns a pairing URI: on iOS Safari or in Telegram the current one is reused until it expires
 * (spec §4); otherwise, or once expired, `createPairing` makes a new one.
 */
export async function ensurePairing(
  store: Store,
  createPairing: () => Promise<string>,
  now: () => number = Date.now,
): Promise<string> {
  const { isIosSafari, isTelegram } = store.get(platformAtom)
  const { wcUri, wcPairingExpiry } = store.get(connectionAtom)
  if ((isIosSafari || isTelegram) && wcUri && !isPairingExpired(wcPairingExpiry, now())) {
    return wcUri
  }
  const uri = await createPairing()
  setPairing(store, uri, now())
  return uri
}

/**
 * Clears the pairing URI and its expiry (on close).
 */
export function clearPairing(store: Store) {
  setConnection(store, { wcUri: undefined, wcPairingExpiry: undefined })
}

/**
 * Back to disconnected, clearing the URI, linking, recent wallet and transactions (spec §4).
 */
export function resetConnection(store: Store) {
  setConnection(store, {
    status: 'disconnected',
    wcUri: undefined,
    wcPairingExpiry: undefined,
    wcLinking: undefined,
    recentWallet: undefined,
  })
  resetTransactions(store)
}

/**
 * The recent wallets, newest first, at most 2 (spec §9).
 */
export function getRecentWallets(store: Store): RecentWallet[] {
  const stored = store.get(storageAtom).get<unknown>(STORAGE_KEYS.recentWallets)
  if (!Array.isArray(stored)) return []
  return stored
    .filter(
      (wallet): wallet is RecentWallet =>
        Boolean(wallet) && typeof wallet.id === 'string' && typeof wallet.name === 'string',
    )
    .slice(0, LIMITS.recentWallets)
}

/**
 * Marks a wallet as the recent one and stores it first in the recent list (kept: 2).
 */
export function addRecentWallet(store: Store, wallet: RecentWallet) {
  const others = getRecentWallets(store).filter((recent) => recent.id !== wallet.id)
  store
    .get(storageAtom)
    .set(STORAGE_KEYS.recentWallets, [wallet, ...others].slice(0, LIMITS.recentWallets))
  setConnection(store, { recentWallet: wallet })
}
