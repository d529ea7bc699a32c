import type { HostConnector } from '@airlock/shared-protocol'
import type { HostAdapter } from '../adapters/HostAdapter.ts'
import { type Eip1193Provider, type HostWallet, readAnnouncement } from './HostWallet.ts'

/** The wallet events the modal hears about (its `walletEvent` method). */
export type WalletEventName =
  | 'accountsChanged'
  | 'chainChanged'
  | 'disconnect'
  | 'connect'
  | 'change'

/** What {@link discoverWallets} returns. */
export type WalletDirectory = {
  /** The connectors to show, at most 100, icons within a total size the protocol accepts. */
  list: () => HostConnector[]
  /** The wallet behind a connector id of the last list. */
  get: (connectorId: string) => HostWallet | undefined
  /** Stops listening and removes every listener it added to a wallet. */
  destroy: () => void
}

const EVM_EVENTS = ['accountsChanged', 'chainChanged', 'disconnect', 'connect'] as const
const MAX_WALLETS = 100
// Icons may be 100 KB each; all of them together stay well under the 1 MB payload bound.
const ICON_BUDGET = 600_000
// Legacy providers have no rdns; these flags tell which announced wallet window.ethereum may be.
// isMetaMask comes last: many wallets set it for compatibility.
const LEGACY_FLAGS = [
  ['isRabby', 'io.rabby'],
  ['isBraveWallet', 'com.brave.wallet'],
  ['isCoinbaseWallet', 'com.coinbase.wallet'],
  ['isMetaMask', 'io.metamask'],
] as const

/** An EIP-1193 event payload as plain data: strings, string lists, or `{ chainId, code, message }`. */
const plainEventData = (data: unknown): unknown =>
  Array.isArray(data)
    ? data.filter((item) => typeof item === 'string')
    : typeof data === 'string'
      ? data
      : Object.fromEntries(
          ['chainId', 'code', 'message']
            .map((key) => [key, (data as Record<string, unknown> | null)?.[key]])
            .filter(([, value]) => typeof value === 'string' || Number.isFinite(value)),
        )

/**
 * Finds the wallets in the host window and keeps the list current:
 * - EIP-6963: listens for `eip6963:announceProvider` (valid ones only, see
 *   {@link readAnnouncement}; the first announcement of an rdns wins) and asks with
 *   `eip6963:requestProvider` at once, so wallets that loaded before and after are both found;
 * - the legacy `window.ethereum` (id `injected`, type INJECTED), unless an announced wallet is the
 *   same object or has the rdns its flags claim (`isMetaMask` → `io.metamask`, …); re-read on
 *   `ethereum#initialized`;
 * - the wallets each of `adapters` finds (Solana wallet-standard wallets with `solanaAdapter()`),
 *   after those above.
 *
 * Changes are gathered for one microtask, then `onChange` gets the new list (only when it
 * differs). Every EIP-1193 event (accountsChanged, chainChanged, disconnect, connect) and every
 * event an adapter forwards goes to `onEvent` as plain data.
 */
export function discoverWallets(
  window: Window,
  adapters: readonly HostAdapter[],
  onChange: (connectors: HostConnector[]) => void,
  onEvent: (connectorId: string, event: WalletEventName, data: unknown) => void,
): WalletDirectory {
  const announced = new Map<string, HostWallet>()
  let current = new Map<string, HostWallet>()
  let sent = '[]'
  let scheduled = false
  let destroyed = false
  // Per connector id: the object listened to and how to stop.
  const listening = new Map<string, { target: unknown; stop: () => void }>()

  const listen = (entry: HostWallet): (() => void) => {
    const {
      connector: { id },
      provider,
      source,
    } = entry
    if (source) return source.listen(entry, onEvent)
    const handlers = EVM_EVENTS.map(
      (event) => [event, (data: unknown) => onEvent(id, event, plainEventData(data))] as const,
    )
    for (const [event, handler] of handlers) provider.on?.(event, handler)
    return () => {
      for (const [event, handler] of handlers) provider.removeListener?.(event, handler)
    }
  }

  const collect = (): HostWallet[] => {
    const found = [...announced.values()]
    const legacy = (window as { ethereum?: Eip1193Provider }).ethereum
    if (typeof legacy?.request === 'function') {
      const flag = LEGACY_FLAGS.find(([name]) => (legacy as Record<string, unknown>)[name] === true)
      if (
        !found.some(
          ({ provider, connector }) => provider === legacy || (flag && connector.rdns === flag[1]),
        )
      ) {
        found.push({
          connector: {
            id: 'injected',
            name: 'Browser Wallet',
            type: 'INJECTED',
            namespace: 'eip155',
          },
          provider: legacy,
        })
      }
    }
    for (const source of sources) found.push(...source.collect())
    return found.slice(0, MAX_WALLETS)
  }

  const flush = () => {
    scheduled = false
    if (destroyed) return
    let budget = ICON_BUDGET
    const found = collect().map((entry) => {
      const { icon, ...connector } = entry.connector
      if (!icon || icon.length > budget) return { ...entry, connector } as HostWallet
      budget -= icon.length
      return entry
    })
    current = new Map(found.map((entry) => [entry.connector.id, entry]))
    for (const [id, { target, stop }] of listening) {
      if (current.get(id)?.provider !== target) {
        stop()
        listening.delete(id)
      }
    }
    for (const entry of found) {
      const { id } = entry.connector
      if (!listening.has(id)) {
        try {
          listening.set(id, {
            target: entry.provider,
            stop: listen(entry),
          })
        } catch {
          // A wallet whose `on` throws is still listed; its events are not forwarded.
        }
      }
    }
    const list = found.map(({ connector }) => connector)
    const json = JSON.stringify(list)
    if (json !== sent) {
      sent = json
      onChange(list)
    }
  }

  function schedule() {
    if (scheduled) return
    scheduled = true
    queueMicrotask(flush)
  }

  const onAnnounce = (event: Event) => {
    const found = readAnnouncement((event as CustomEvent).detail)
    if (found && !announced.has(found.connector.id) && announced.size < MAX_WALLETS) {
      announced.set(found.connector.id, found)
      schedule()
    }
  }
  const windowListeners = [
    ['eip6963:announceProvider', onAnnounce],
    ['ethereum#initialized', schedule],
  ] as const
  for (const [event, listener] of windowListeners) window.addEventListener(event, listener)
  window.dispatchEvent(new Event('eip6963:requestProvider'))
  const sources = adapters.map((adapter) => adapter.discover(window, schedule))
  schedule()

  return {
    list: () => [...current.values()].map(({ connector }) => connector),
    get: (connectorId) => current.get(connectorId),
    destroy() {
      for (const [event, listener] of windowListeners) window.removeEventListener(event, listener)
      for (const source of sources) source.destroy()
      for (const { stop } of listening.values()) stop()
      listening.clear()
      destroyed = true
    },
  }
}
