import { AirlockError, ErrorCode, type HostConnector } from '@airlock/shared-protocol'
import {
  NAMESPACE_WALLET_METHODS,
  type PolkadotAccount,
} from '@airlock/shared-protocol/namespaceWallets'
import type { HostWalletSource } from '../adapters/HostWalletSource.ts'
import {
  createInjectedSource,
  type FoundWallet,
  type InjectedWallet,
} from '../namespaces/createInjectedSource.ts'
import { HEX, readText } from '../namespaces/params.ts'

/** What `enable()` of a polkadot{.js}-protocol extension gives (the part the host uses). */
type Injected = {
  accounts: {
    get: () => Promise<unknown[]>
    subscribe: (listener: (accounts: unknown[]) => void) => unknown
  }
  signer: {
    signRaw?: (raw: {
      address: string
      data: string
      type: 'bytes'
    }) => Promise<{ signature: string }>
    signPayload?: (payload: unknown) => Promise<{ signature: string }>
  }
}
type InjectedWeb3 = Record<
  string,
  { enable?: (originName: string) => Promise<Injected> } | undefined
>

// The names extensions register under in `injectedWeb3`, as people know them.
const NAMES: Readonly<Record<string, string>> = {
  'polkadot-js': 'polkadot{.js}',
  talisman: 'Talisman',
  'subwallet-js': 'SubWallet',
  'fearless-wallet': 'Fearless Wallet',
  enkrypt: 'Enkrypt',
  polkagate: 'PolkaGate',
}

/** An extension's account as it crosses the iframe: the SS58 address, its name and key type. */
function toPolkadotAccount(account: unknown): PolkadotAccount {
  const { address, name, type } = account as Record<string, unknown>
  return {
    address: String(address),
    ...(typeof name === 'string' && { name }),
    ...(typeof type === 'string' && { type: type as NonNullable<PolkadotAccount['type']> }),
  }
}

/**
 * The polkadot{.js}-protocol extensions of `window.injectedWeb3` as a source of host wallets (the
 * `discover` of `polkadotAdapter()`): one connector `polkadot:<key>` per extension with an
 * `enable` function, re-read when the page finishes loading (extensions inject before that).
 * Methods (`NAMESPACE_WALLET_METHODS.polkadot`):
 * - `polkadot:connect` calls `enable(appName)` (the extension asks the visitor once per site) and
 *   answers its accounts; later calls reuse that grant, and a refused one is asked again.
 * - `polkadot:signRaw` `{ address, data }` signs the bytes (`type: 'bytes'`, which the extension
 *   wraps in `<Bytes>…</Bytes>`); `polkadot:signPayload` `{ payload }` signs a transaction.
 * Once enabled, the extension's account list is forwarded as `accountsChanged` `{ accounts }`.
 */
export function discoverPolkadotWallets(
  window: Window,
  changed: () => void,
  appName: string,
): HostWalletSource<InjectedWallet> {
  const find = (): FoundWallet[] =>
    Object.entries((window as { injectedWeb3?: InjectedWeb3 }).injectedWeb3 ?? {}).flatMap(
      ([key, extension]) =>
        typeof extension?.enable === 'function'
          ? [
              {
                target: extension,
                wrap: () => wrapExtension(key, extension.enable as never, appName),
              },
            ]
          : [],
    )
  const onLoad = () => changed()
  window.addEventListener('load', onLoad)
  return createInjectedSource(NAMESPACE_WALLET_METHODS.polkadot, find, () =>
    window.removeEventListener('load', onLoad),
  )
}

function wrapExtension(
  key: string,
  enable: (originName: string) => Promise<Injected>,
  appName: string,
): InjectedWallet {
  const connector: HostConnector = {
    id: `polkadot:${key}`,
    name: NAMES[key] ?? key,
    type: 'INJECTED',
    namespace: 'polkadot',
  }
  const listeners = new Set<(data: unknown) => void>()
  let enabled: Promise<Injected> | undefined
  const connect = () => {
    enabled ??= enable(appName).then(
      (injected) => {
        injected.accounts.subscribe((accounts) => {
          const data = { accounts: accounts.map(toPolkadotAccount) }
          for (const listener of [...listeners]) listener(data)
        })
        return injected
      },
      (error: unknown) => {
        enabled = undefined
        throw error
      },
    )
    return enabled
  }
  const sign = async (kind: 'signRaw' | 'signPayload', input: unknown) => {
    const fn = (await connect()).signer[kind]
    if (typeof fn !== 'function') {
      throw new AirlockError(ErrorCode.INTERNAL, `${connector.name} cannot ${kind}.`, {
        data: { code: 4200 },
      })
    }
    const { signature } = await fn(input as never)
    return { signature: readText({ signature }, 'signature', `${connector.name}'s answer`, HEX) }
  }
  return {
    connector,
    listen(emit) {
      listeners.add(emit)
      return () => listeners.delete(emit)
    },
    async call(method, params) {
      if (method === 'polkadot:connect') {
        const accounts = await (await connect()).accounts.get()
        return { accounts: accounts.map(toPolkadotAccount) }
      }
      if (method === 'polkadot:signRaw') {
        return sign('signRaw', {
          address: readText(params, 'address', method),
          data: readText(params, 'data', method, HEX),
          type: 'bytes',
        })
      }
      const payload = (params as { payload?: unknown } | null)?.payload
      readText(payload, 'address', `${method}'s payload`)
      readText(payload, 'genesisHash', `${method}'s payload`, HEX)
      readText(payload, 'method', `${method}'s payload`, HEX)
      return sign('signPayload', payload)
    },
  }
}
