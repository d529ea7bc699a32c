import {
  type CaipAddress,
  NAMESPACES,
  type Namespace,
  parseCaipAddress,
} from '@airlock/shared-protocol'
import { atom } from 'jotai/vanilla'
import { activeNamespaceAtom } from './chain.ts'
import type { Store } from './Store.ts'
import { connectorIdKey, storageAtom } from './storage.ts'
import { sameAddress } from './validation/addresses.ts'
import type { TokenBalance } from './validation/TokenBalance.ts'

/**
 * The tabs of the Account view (spec §2); `currentTab` indexes it.
 */
export const ACCOUNT_TABS = Object.freeze(['Tokens', 'NFTs', 'Activity'] as const)

/** Account status. */
type AccountStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected'

/** The account state of one namespace (spec §3). */
export type AccountState = {
  currentTab: number
  tokenBalance: TokenBalance[]
  smartAccountDeployed: boolean
  addressLabels: Record<string, string>
  allAccounts: Array<{ address: string; type: string }>
  user: { email?: string; username?: string } | undefined
  caipAddress: CaipAddress | undefined
  address: string | undefined
  balance: string | undefined
  balanceSymbol: string | undefined
  profileName: string | undefined
  profileImage: string | undefined
  addressExplorerUrl: string | undefined
  connectedWalletInfo: { name: string; icon?: string } | undefined
  preferredAccountTypes: Partial<Record<Namespace, string>>
  socialProvider: string | undefined
  socialWindow: unknown
  farcasterUrl: string | undefined
  status: AccountStatus
}

/**
 * A fresh account: every field empty, status disconnected.
 */
export function emptyAccount(): AccountState {
  return {
    currentTab: 0,
    tokenBalance: [],
    smartAccountDeployed: false,
    addressLabels: {},
    allAccounts: [],
    user: undefined,
    caipAddress: undefined,
    address: undefined,
    balance: undefined,
    balanceSymbol: undefined,
    profileName: undefined,
    profileImage: undefined,
    addressExplorerUrl: undefined,
    connectedWalletInfo: undefined,
    preferredAccountTypes: {},
    socialProvider: undefined,
    socialWindow: undefined,
    farcasterUrl: undefined,
    status: 'disconnected',
  }
}

/**
 * The account state of every namespace.
 */
export const accountsAtom = atom<Record<Namespace, AccountState>>(
  Object.fromEntries(NAMESPACES.map((namespace) => [namespace, emptyAccount()])) as Record<
    Namespace,
    AccountState
  >,
)

/**
 * The account of the active namespace (an empty one when no namespace is active).
 */
export const activeAccountAtom = atom((get) => {
  const namespace = get(activeNamespaceAtom)
  return namespace ? get(accountsAtom)[namespace] : emptyAccount()
})

/**
 * The namespaces with a connected address.
 */
export const connectedNamespacesAtom = atom((get) => {
  const accounts = get(accountsAtom)
  return NAMESPACES.filter((namespace) => accounts[namespace].caipAddress !== undefined)
})

/**
 * Patches the account of one namespace.
 */
export function setAccount(store: Store, namespace: Namespace, patch: Partial<AccountState>) {
  const accounts = store.get(accountsAtom)
  store.set(accountsAtom, { ...accounts, [namespace]: { ...accounts[namespace], ...patch } })
}

/**
 * Sets the connected address of a namespace from its CAIP-10 id; the address and status follow.
 *
 * @throws {AirlockError} `INVALID_CAIP` for a malformed id.
 */
export function setCaipAddress(store: Store, caipAddress: string) {
  const parsed = parseCaipAddress(caipAddress)
  setAccount(store, parsed.namespace, {
    caipAddress: caipAddress as CaipAddress,
    address: parsed.address,
    status: 'connected',
  })
}

/**
 * The wallet reports its accounts (an `accountsChanged`, a WalletConnect session update): the
 * first becomes the namespace's address on `networkId`, all of them its accounts. What was read for
 * the address (balances, name) is cleared only when the address changed: wallets repeat an
 * unchanged list (WalletConnect sends session_update, then accountsChanged), and clearing after
 * the balances loaded left Account showing none.
 */
export function followWalletAccounts(
  store: Store,
  namespace: Namespace,
  networkId: string,
  addresses: readonly [string, ...string[]],
) {
  const [first] = addresses
  const current = store.get(accountsAtom)[namespace]
  const same =
    current.caipAddress?.startsWith(`${networkId}:`) === true &&
    current.address !== undefined &&
    sameAddress(current.address, first)
  const allAccounts = addresses.map((address) => ({ address, type: 'eoa' }))
  if (same) {
    setAccount(store, namespace, { allAccounts })
    return
  }
  setAccount(store, namespace, {
    address: first,
    caipAddress: `${networkId}:${first}` as CaipAddress,
    allAccounts,
    balance: undefined,
    balanceSymbol: undefined,
    tokenBalance: [],
    profileName: undefined,
    profileImage: undefined,
  })
}

/**
 * Selects an Account tab (spec §2).
 */
export function setCurrentTab(store: Store, namespace: Namespace, tab: number) {
  if (!Number.isInteger(tab) || tab < 0 || tab >= ACCOUNT_TABS.length) return
  setAccount(store, namespace, { currentTab: tab })
}

/**
 * Account reset (spec §4): clears every field (status disconnected) and removes the stored
 * connector id of the namespace.
 */
export function resetAccount(store: Store, namespace: Namespace) {
  const accounts = store.get(accountsAtom)
  store.set(accountsAtom, { ...accounts, [namespace]: emptyAccount() })
  store.get(storageAtom).remove(connectorIdKey(namespace))
}
