import { AirlockError, ErrorCode, type HostConnector } from '@airlock/shared-protocol'
import { base64ToBytes, bytesToBase64 } from '@airlock/shared-protocol/base64'
import {
  type BitcoinAccount,
  NAMESPACE_WALLET_METHODS,
} from '@airlock/shared-protocol/namespaceWallets'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { HostWalletSource } from '../adapters/HostWalletSource.ts'
import { watchStandardWallets } from '../adapters/watchStandardWallets.ts'
import {
  createInjectedSource,
  type FoundWallet,
  type InjectedWallet,
} from '../namespaces/createInjectedSource.ts'
import { BASE64, bytesToHex, hexToBytes, readText } from '../namespaces/params.ts'
import { isConnectorIcon } from '../wallets/HostWallet.ts'

/** UniSat's injected provider (`window.unisat`), the part the host uses. */
type Unisat = {
  requestAccounts: () => Promise<string[]>
  /** The accounts of a site already allowed, without a prompt (`[]` otherwise). */
  getAccounts?: () => Promise<string[]>
  getPublicKey: () => Promise<string>
  signMessage: (message: string, type: 'bip322-simple') => Promise<string>
  signPsbt: (
    psbtHex: string,
    options: { autoFinalized: false; toSignInputs: Array<{ index: number; address: string }> },
  ) => Promise<string>
  on?: (event: 'accountsChanged', listener: (accounts: string[]) => void) => void
  removeListener?: (event: 'accountsChanged', listener: (accounts: string[]) => void) => void
}
type Feature = Record<string, unknown>
type StandardEvents = { on: (event: 'change', listener: () => void) => () => void }

/** Taproot addresses hold ordinals by convention; the others pay. */
const purposeOf = (address: string): BitcoinAccount['purpose'] =>
  /^(bc1p|tb1p|bcrt1p)/i.test(address) ? 'ordinals' : 'payment'

/**
 * The bitcoin wallets of the page as a source of host wallets (the `discover` of
 * `bitcoinAdapter()`):
 * - wallet-standard wallets with a `bitcoin:connect` feature, id `bip122:ws:<name>`, also those
 *   that register later (`bitcoin:signMessage`, and `bitcoin:signTransaction` or
 *   `bitcoin:signPsbt` with `{ psbt, inputsToSign }` inputs, as Exodus, Xverse and Leather name
 *   them);
 * - UniSat's injected `window.unisat`, id `bip122:unisat` (BIP-322 `bip322-simple` messages,
 *   PSBTs in hex), the widest-used injected shape (OKX and Bitget copy it).
 * Methods are `NAMESPACE_WALLET_METHODS.bip122` (`bitcoin:connect { silent: true }` answers the
 * accounts without a prompt, see {@link isSilent}); account changes go out as `accountsChanged`.
 */
export function discoverBitcoinWallets(
  window: Window,
  changed: () => void,
): HostWalletSource<InjectedWallet> {
  const standard = watchStandardWallets(window, changed)
  const find = (): FoundWallet[] => {
    const found: FoundWallet[] = []
    for (const wallet of standard.wallets) {
      try {
        if (wallet.features['bitcoin:connect'] && typeof wallet.name === 'string' && wallet.name) {
          found.push({ target: wallet, wrap: () => wrapStandardWallet(wallet, changed) })
        }
      } catch {
        // A wallet whose properties cannot be read is left out.
      }
    }
    const unisat = (window as { unisat?: Unisat }).unisat
    if (typeof unisat?.requestAccounts === 'function') {
      found.push({ target: unisat, wrap: () => wrapUnisat(unisat) })
    }
    return found
  }
  const onLoad = () => changed()
  window.addEventListener('load', onLoad)
  return createInjectedSource(NAMESPACE_WALLET_METHODS.bip122, find, () => {
    standard.stop()
    window.removeEventListener('load', onLoad)
  })
}

/**
 * `bitcoin:connect { silent: true }`, the modal's reconnect after a reload: the accounts the site
 * may already use, never a prompt (a wallet-standard wallet's `accounts`, UniSat's `getAccounts`).
 */
const isSilent = (params: unknown) => (params as { silent?: unknown } | null)?.silent === true

/** The signing indexes of `signInputs` (`{ [address]: number[] }`), checked. */
function readSignInputs(params: unknown, method: string): Array<[string, number[]]> {
  const signInputs = (params as { signInputs?: unknown } | null)?.signInputs
  const entries = typeof signInputs === 'object' && signInputs ? Object.entries(signInputs) : []
  if (
    entries.length === 0 ||
    !entries.every(
      ([, indexes]) =>
        Array.isArray(indexes) &&
        indexes.length > 0 &&
        indexes.every((index) => Number.isSafeInteger(index) && index >= 0),
    )
  ) {
    throw new AirlockError(
      ErrorCode.INVALID_PARAMS,
      `${method} needs signInputs as { [address]: input indexes }, at least one.`,
    )
  }
  return entries as Array<[string, number[]]>
}

function wrapStandardWallet(wallet: Wallet, changed: () => void): InjectedWallet {
  const connector: HostConnector = {
    id: `bip122:ws:${wallet.name}`,
    name: wallet.name,
    type: 'ANNOUNCED',
    namespace: 'bip122',
  }
  if (isConnectorIcon(wallet.icon)) connector.icon = wallet.icon
  const toAccount = ({ address, publicKey }: WalletAccount): BitcoinAccount => ({
    address,
    publicKey: bytesToHex(publicKey),
    purpose: purposeOf(address),
  })
  // A feature's function is named after it (`bitcoin:signPsbt` has `signPsbt`); the first of
  // `names` the wallet has is called, with the feature as `this`.
  const invoke = async (input: unknown, ...names: string[]): Promise<unknown> => {
    for (const name of names) {
      const feature = wallet.features[name as `${string}:${string}`] as Feature | undefined
      const fn = feature?.[name.split(':')[1] as string]
      if (typeof fn === 'function') return fn.call(feature, input)
    }
    throw new AirlockError(ErrorCode.INTERNAL, `${wallet.name} does not support ${names[0]}.`, {
      data: { code: 4200 },
    })
  }
  const accountOf = (address: string) => {
    const account = wallet.accounts.find((each) => each.address === address)
    if (!account) {
      throw new AirlockError(
        ErrorCode.INVALID_PARAMS,
        `${wallet.name} has no connected account ${address.slice(0, 100)}.`,
      )
    }
    return account
  }
  return {
    connector,
    listen(emit) {
      const events = wallet.features['standard:events'] as StandardEvents | undefined
      return (
        events?.on('change', () => {
          changed()
          emit({ accounts: wallet.accounts.map(toAccount) })
        }) ?? (() => {})
      )
    },
    async call(method, params) {
      if (method === 'bitcoin:connect' && isSilent(params)) {
        return { accounts: wallet.accounts.map(toAccount) }
      }
      if (method === 'bitcoin:connect') {
        const { accounts } = (await invoke(
          { purposes: ['payment', 'ordinals'] },
          'bitcoin:connect',
        )) as {
          accounts: WalletAccount[]
        }
        return { accounts: accounts.map(toAccount) }
      }
      if (method === 'bitcoin:signMessage') {
        const account = accountOf(readText(params, 'address', method))
        const message = new TextEncoder().encode(readText(params, 'message', method))
        const [output] = (await invoke({ account, message }, 'bitcoin:signMessage')) as Array<{
          signature: Uint8Array
        }>
        return { signature: bytesToBase64(output?.signature as Uint8Array) }
      }
      const psbt = base64ToBytes(readText(params, 'psbt', method, BASE64))
      const inputsToSign = readSignInputs(params, method).map(([address, signingIndexes]) => ({
        account: accountOf(address),
        signingIndexes,
      }))
      const [output] = (await invoke(
        { psbt, inputsToSign },
        'bitcoin:signTransaction',
        'bitcoin:signPsbt',
      )) as Array<{
        signedPsbt: Uint8Array
      }>
      return { psbt: bytesToBase64(output?.signedPsbt as Uint8Array) }
    },
  }
}

function wrapUnisat(unisat: Unisat): InjectedWallet {
  const accountsOf = async (addresses: string[]) => {
    const publicKey = await unisat.getPublicKey()
    return addresses.map((address) => ({ address, publicKey, purpose: purposeOf(address) }))
  }
  return {
    connector: { id: 'bip122:unisat', name: 'UniSat', type: 'INJECTED', namespace: 'bip122' },
    listen(emit) {
      const onAccounts = (addresses: string[]) => {
        accountsOf(addresses).then(
          (accounts) => emit({ accounts }),
          () => emit({ accounts: [] }),
        )
      }
      unisat.on?.('accountsChanged', onAccounts)
      return () => unisat.removeListener?.('accountsChanged', onAccounts)
    },
    async call(method, params) {
      if (method === 'bitcoin:connect' && isSilent(params)) {
        const addresses = (await unisat.getAccounts?.()) ?? []
        return { accounts: addresses.length > 0 ? await accountsOf(addresses) : [] }
      }
      if (method === 'bitcoin:connect') {
        return { accounts: await accountsOf(await unisat.requestAccounts()) }
      }
      // UniSat signs with its current account only.
      const [current] = await unisat.requestAccounts()
      const wanted = (params as { address?: unknown } | null)?.address
      if (method === 'bitcoin:signMessage') {
        const message = readText(params, 'message', method)
        if (readText(params, 'address', method) !== current) {
          throw new AirlockError(
            ErrorCode.INVALID_PARAMS,
            `UniSat signs with its current account ${current}, not ${String(wanted).slice(0, 100)}.`,
          )
        }
        return { signature: await unisat.signMessage(message, 'bip322-simple') }
      }
      const psbt = readText(params, 'psbt', method, BASE64)
      const toSignInputs = readSignInputs(params, method).flatMap(([address, indexes]) =>
        indexes.map((index) => ({ index, address })),
      )
      const signed = await unisat.signPsbt(bytesToHex(base64ToBytes(psbt)), {
        autoFinalized: false,
        toSignInputs,
      })
      return { psbt: bytesToBase64(hexToBytes(signed)) }
    },
  }
}
