import {
  AirlockError,
  createNameRegistrationMessage,
  ErrorCode,
  nameNonceSchema,
} from '@airlock/shared-protocol'
import { setAccount } from '../account.ts'
import { activeAccountContext } from '../activeAccountContext.ts'
import { CHAIN_SUPPORT } from '../constants.ts'
import { ERRORS, registerNameError } from '../errors/ERRORS.ts'
import { optionsAtom } from '../options.ts'
import { replaceView } from '../router/viewStack.ts'
import type { Store } from '../Store.ts'
import { showSnackbar } from '../snackbar.ts'
import { evmChainIdToCoinType } from '../validation/evmChainIdToCoinType.ts'
import { isValidName } from '../validation/isValidName.ts'
import { nameCacheAtom } from './nameCacheAtom.ts'
import { nameServiceFailure } from './nameErrorText.ts'
import { nameRegistrationAtom } from './nameRegistration.ts'

/** The register call's body (spec §7); `message` is `createNameRegistrationMessage`'s text. */
export type RegisterNameRequest = {
  coinType: number
  address: string
  signature: string
  message: string
}

/** What {@link registerAccountName} needs from outside. */
export type RegisterAccountNameDeps = {
  /** Asks the wallet to sign the text; resolves to the signature. */
  signMessage: (message: string) => Promise<string>
  /**
   * Asks the project's API for the single-use nonce the registration signs
   * (`GET {apiUrl}names/nonce`); resolves to its answer, `{ nonce, expiresAt }`.
   */
  fetchNonce: () => Promise<unknown>
  /** The register call (the JSON client, or a fake in tests). */
  register: (request: RegisterNameRequest) => Promise<unknown>
  /** Injectable clock (the name cache's timestamp). */
  now?: (() => number) | undefined
}

/**
 * Registers a name for the connected EVM account (spec §4, §5, §8): the API hands out a nonce,
 * the wallet signs a message naming the name, the coin type of the active chain, the project and
 * that nonce (so the signature counts once, for this project and coin type only), the name is
 * registered with that coin type, the profile name is
 * set and RegisterAccountNameSuccess shows. On error it returns to RegisterAccountName with the
 * name API error text (snackbar and {@link nameRegistrationAtom}). Resolves to whether it worked.
 *
 * @throws {AirlockError} `INVALID_PARAMS` for a name that breaks the §5 rule or 'Invalid chainId',
 * `UNKNOWN_NETWORK` ('Chain is not supported') off eip155, `INTERNAL` without an account.
 */
export async function registerAccountName(
  store: Store,
  deps: RegisterAccountNameDeps,
  name: string,
): Promise<boolean> {
  const label = name.split('.')[0] ?? ''
  if (!isValidName(label)) {
    throw new AirlockError(ErrorCode.INVALID_PARAMS, `"${name}" is not a valid name.`, {
      details: 'Names use letters, digits and hyphens only, at least 4 characters.',
    })
  }
  const { namespace, address, network } = activeAccountContext(store)
  if (!namespace || !address || !network) {
    throw new AirlockError(ErrorCode.INTERNAL, ERRORS.internal.noActiveCaipAddress)
  }
  if (!(CHAIN_SUPPORT.names as readonly string[]).includes(namespace)) {
    throw new AirlockError(ErrorCode.UNKNOWN_NETWORK, ERRORS.library.chainNotSupported)
  }
  const coinType = evmChainIdToCoinType(Number(network.id))
  const { projectId } = store.get(optionsAtom)
  store.set(nameRegistrationAtom, { loading: true, error: undefined })
  try {
    const { nonce } = nameNonceSchema.parse(await deps.fetchNonce())
    const message = createNameRegistrationMessage({
      name,
      attributes: {},
      coinType,
      projectId,
      nonce,
    })
    const signature = await deps.signMessage(message)
    await deps.register({ coinType, address, signature, message })
  } catch (error) {
    // A declined signature is the visitor's choice, not an API failure: say that instead.
    const text =
      error instanceof AirlockError && error.code === ErrorCode.USER_REJECTED
        ? `You declined to sign, so ${name} was not registered.`
        : await nameServiceFailure(error, registerNameError(name))
    store.set(nameRegistrationAtom, { loading: false, error: text })
    replaceView(store, 'RegisterAccountName', { name })
    showSnackbar(store, { message: text, variant: 'error' })
    return false
  }
  setAccount(store, namespace, { profileName: name })
  store.set(nameCacheAtom, {
    ...store.get(nameCacheAtom),
    [address.toLowerCase()]: { address, ens: name, timestamp: (deps.now ?? Date.now)() },
  })
  store.set(nameRegistrationAtom, { loading: false, error: undefined })
  replaceView(store, 'RegisterAccountNameSuccess', { name })
  return true
}
