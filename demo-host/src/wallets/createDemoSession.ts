import type { SitePermissions } from './createSitePermissions.ts'
import type { WalletPrompt, WalletPromptDetail } from './createWalletPrompt.ts'
import type { DemoWalletControl } from './DemoWalletControl.ts'
import { ProviderErrorCode } from './ProviderErrorCode.ts'
import { ProviderRpcError } from './ProviderRpcError.ts'

/** Parameters of {@link createDemoSession}. */
export type CreateDemoSessionParameters = {
  /** The wallet's name. */
  name: string
  /** The one account the wallet holds. */
  address: string
  /** The network shown in the dock. */
  networkName: string
  prompt: WalletPrompt
  /** Where the site's grant is remembered across reloads. */
  permissions: SitePermissions
}

/** The site's connection to a demo wallet and the prompts that guard its key. */
export type DemoSession = {
  /** Whether the site is connected now. */
  isConnected: () => boolean
  /** Connects the site: a prompt, unless it was granted before; rejects with 4001 on Reject. */
  connect: () => Promise<void>
  /**
   * Asks the person to approve a request of a connected site; rejects with 4100 when the site is
   * not connected or names another account, with 4001 on Reject.
   */
  approve: (request: {
    title: string
    method: string
    account: unknown
    details: WalletPromptDetail[]
  }) => Promise<void>
  /** Calls `listener` when the connection starts or ends; returns the unsubscribe function. */
  onChange: (listener: () => void) => () => void
  /** The wallet's side, for the dock. */
  control: DemoWalletControl
}

/**
 * The connection logic the polkadot, bitcoin and cosmos demo wallets share: the site's grant is
 * remembered in `permissions` (so a reload stays connected, as with extensions), connecting and
 * every signature go through the wallet's own Approve / Reject prompt, and the dock's Disconnect
 * revokes the grant.
 */
export function createDemoSession({
  name,
  address,
  networkName,
  prompt,
  permissions,
}: CreateDemoSessionParameters): DemoSession {
  let connected = permissions.read().includes(address)
  const watchers = new Set<() => void>()
  const setConnected = (next: boolean) => {
    if (next === connected) return
    connected = next
    if (next) permissions.grant([address])
    else permissions.revoke()
    for (const watcher of [...watchers]) watcher()
  }
  const ask = async (request: { title: string; method: string; details: WalletPromptDetail[] }) => {
    if (!(await prompt.ask(request))) {
      throw new ProviderRpcError(ProviderErrorCode.USER_REJECTED, 'User rejected the request.')
    }
  }
  return {
    isConnected: () => connected,
    async connect() {
      if (connected) return
      await ask({
        title: 'Connect to this site',
        method: 'connect',
        details: [
          { label: 'Account', value: address, kind: 'code' },
          { label: 'Network', value: networkName },
        ],
      })
      setConnected(true)
    },
    async approve({ account, ...request }) {
      if (!connected || account !== address) {
        throw new ProviderRpcError(
          ProviderErrorCode.UNAUTHORIZED,
          connected
            ? `${String(account).slice(0, 100)} is not this wallet's account (${address}).`
            : `${name} is not connected to this site; connect first.`,
        )
      }
      await ask(request)
    },
    onChange(listener) {
      watchers.add(listener)
      return () => watchers.delete(listener)
    },
    control: {
      name,
      getStatus: () => ({ connected, account: address, network: networkName }),
      subscribe(watcher) {
        watchers.add(watcher)
        return () => watchers.delete(watcher)
      },
      revoke: () => setConnected(false),
    },
  }
}
