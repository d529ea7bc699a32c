import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { base64ToBytes, bytesToBase64 } from '@airlock/shared-protocol/base64'
import {
  type CosmosAccount,
  type CosmosDirectSignDoc,
  NAMESPACE_WALLET_METHODS,
} from '@airlock/shared-protocol/namespaceWallets'
import type { HostWalletSource } from '../adapters/HostWalletSource.ts'
import {
  createInjectedSource,
  type FoundWallet,
  type InjectedWallet,
} from '../namespaces/createInjectedSource.ts'
import { BASE64, readText } from '../namespaces/params.ts'

/** The Keplr interface (`window.keplr`, `window.leap`), the part the host uses. */
type Keplr = {
  enable: (chainId: string) => Promise<void>
  getKey: (chainId: string) => Promise<{ bech32Address: string; pubKey: Uint8Array; algo: string }>
  signArbitrary: (chainId: string, signer: string, data: string) => Promise<unknown>
  signDirect: (
    chainId: string,
    signer: string,
    signDoc: {
      bodyBytes: Uint8Array
      authInfoBytes: Uint8Array
      chainId: string
      accountNumber: bigint
    },
  ) => Promise<{
    signed: {
      bodyBytes: Uint8Array
      authInfoBytes: Uint8Array
      chainId: string
      accountNumber: { toString(): string }
    }
    signature: unknown
  }>
  signAmino: (chainId: string, signer: string, signDoc: unknown) => Promise<unknown>
}

/** A wallet with the Keplr interface in a global of the page. */
export type KeplrInterfaceWallet = {
  /** The `window` property it is in, for example `'keplr'`. */
  global: string
  /** Its name in the modal. */
  name: string
  /** The `window` event it fires when the visitor changes key, for example `'keplr_keystorechange'`. */
  keystoreEvent?: string
}

/** The Keplr-interface wallets every page may have. */
const KNOWN_WALLETS: readonly KeplrInterfaceWallet[] = [
  { global: 'keplr', name: 'Keplr', keystoreEvent: 'keplr_keystorechange' },
  { global: 'leap', name: 'Leap', keystoreEvent: 'leap_keystorechange' },
]

/**
 * The Keplr-interface wallets of the page (`window.keplr`, `window.leap`, then `extra`; one
 * connector `cosmos:<global>` per object, when two globals are the same wallet) as a source of host wallets (the `discover` of `cosmosAdapter()`).
 * Methods (`NAMESPACE_WALLET_METHODS.cosmos`): `cosmos:connect { chainId }` enables the chain
 * (the wallet asks the visitor once) and answers its key; `cosmos:signArbitrary` (ADR-036),
 * `cosmos:signDirect` and `cosmos:signAmino` pass the sign doc on, bytes base64 and the account
 * number a decimal string across the iframe. On a key change the accounts of every chain
 * connected go out as `accountsChanged { chainId, accounts }`.
 */
export function discoverCosmosWallets(
  window: Window,
  changed: () => void,
  extra: readonly KeplrInterfaceWallet[] = [],
): HostWalletSource<InjectedWallet> {
  const find = (): FoundWallet[] => {
    const found: FoundWallet[] = []
    for (const { global, ...known } of [...KNOWN_WALLETS, ...extra]) {
      const keplr = (window as unknown as Record<string, Keplr | undefined>)[global]
      if (typeof keplr?.enable === 'function' && !found.some(({ target }) => target === keplr)) {
        found.push({
          target: keplr,
          wrap: () => wrapKeplr(window, keplr, { id: `cosmos:${global}`, ...known }),
        })
      }
    }
    return found
  }
  const onLoad = () => changed()
  window.addEventListener('load', onLoad)
  return createInjectedSource(NAMESPACE_WALLET_METHODS.cosmos, find, () =>
    window.removeEventListener('load', onLoad),
  )
}

function wrapKeplr(
  window: Window,
  keplr: Keplr,
  { id, name, keystoreEvent }: { id: string; name: string; keystoreEvent?: string | undefined },
): InjectedWallet {
  const chains = new Set<string>()
  const accountsOf = async (chainId: string): Promise<CosmosAccount[]> => {
    const { bech32Address, pubKey, algo } = await keplr.getKey(chainId)
    return [
      {
        address: bech32Address,
        pubKey: bytesToBase64(pubKey),
        algo: algo as CosmosAccount['algo'],
      },
    ]
  }
  const readDirectSignDoc = (params: unknown, method: string) => {
    const signDoc = (params as { signDoc?: unknown } | null)?.signDoc
    const where = `${method}'s signDoc`
    const accountNumber = readText(signDoc, 'accountNumber', where, /^\d{1,20}$/)
    return {
      bodyBytes: base64ToBytes(readText(signDoc, 'bodyBytes', where, BASE64)),
      authInfoBytes: base64ToBytes(readText(signDoc, 'authInfoBytes', where, BASE64)),
      chainId: readText(signDoc, 'chainId', where),
      accountNumber: BigInt(accountNumber),
    }
  }
  return {
    connector: { id, name, type: 'INJECTED', namespace: 'cosmos' },
    listen(emit) {
      const onChange = () => {
        for (const chainId of chains) {
          accountsOf(chainId).then(
            (accounts) => emit({ chainId, accounts }),
            () => emit({ chainId, accounts: [] }),
          )
        }
      }
      if (!keystoreEvent) return () => {}
      window.addEventListener(keystoreEvent, onChange)
      return () => window.removeEventListener(keystoreEvent, onChange)
    },
    async call(method, params) {
      const chainId = readText(params, 'chainId', method)
      if (method === 'cosmos:connect') {
        await keplr.enable(chainId)
        chains.add(chainId)
        return { accounts: await accountsOf(chainId) }
      }
      const signer = readText(params, 'signer', method)
      if (method === 'cosmos:signArbitrary') {
        return keplr.signArbitrary(chainId, signer, readText(params, 'data', method))
      }
      if (method === 'cosmos:signAmino') {
        const signDoc = (params as { signDoc?: unknown } | null)?.signDoc
        readText(signDoc, 'chain_id', `${method}'s signDoc`)
        return keplr.signAmino(chainId, signer, signDoc)
      }
      const { signed, signature } = await keplr.signDirect(
        chainId,
        signer,
        readDirectSignDoc(params, method),
      )
      if (
        !(signed?.bodyBytes instanceof Uint8Array) ||
        !(signed.authInfoBytes instanceof Uint8Array)
      ) {
        throw new AirlockError(
          ErrorCode.INTERNAL,
          `${name} answered signDirect without a signed doc.`,
        )
      }
      const doc: CosmosDirectSignDoc = {
        bodyBytes: bytesToBase64(signed.bodyBytes),
        authInfoBytes: bytesToBase64(signed.authInfoBytes),
        chainId: signed.chainId,
        accountNumber: String(signed.accountNumber),
      }
      return { signed: doc, signature }
    },
  }
}
