import { AirlockError, ErrorCode, isSiwxNonce } from '@airlock/shared-protocol'
import { activeAccountContext } from '../activeAccountContext.ts'
import { trackEvent } from '../analytics.ts'
import { ERRORS } from '../errors/ERRORS.ts'
import { parseErrorText } from '../errors/parseErrorText.ts'
import { closeModal } from '../modal.ts'
import { optionsAtom } from '../options.ts'
import { openModal } from '../router/openModal.ts'
import type { Store } from '../Store.ts'
import type { SiwxSession } from '../siwx.ts'
import { showSnackbar } from '../snackbar.ts'
import { createSiwxMessage } from './createSiwxMessage.ts'
import { createSiwxNonce } from './createSiwxNonce.ts'
import type { SiwxDisconnectDeps } from './failSiwxInit.ts'
import { failSiwxInit } from './failSiwxInit.ts'
import { formatSiwxMessage } from './formatSiwxMessage.ts'
import { addSiwxSession } from './siwxSessions.ts'

/** What {@link signInWithSiwx} needs from outside. */
export type SignInWithSiwxDeps = SiwxDisconnectDeps & {
  /** The verified origin of the host page: the message's uri; its host is the domain. */
  hostOrigin: string
  /** Asks the wallet to sign the text; resolves to the signature. */
  signMessage: (message: string) => Promise<string>
  /**
   * A fresh nonce ({@link createSiwxNonce} by default; the host page's server may hand one out,
   * see `siwx.hostNonce`). Used verbatim; it must be 8–128 letters and digits.
   */
  createNonce?: (() => string | Promise<string>) | undefined
  /** Injectable clock. */
  now?: (() => number) | undefined
}

/**
 * Signs in with the wallet (spec §4, §8). Builds the message, which expires after
 * `siwx.expiresAfterSeconds` (a day by default; see `createSiwxMessage`) (a failure there, a nonce that is
 * not 8–128 letters and digits included, is the SIWX init failure: disconnect, Connect, snackbar;
 * the reason is logged with `console.warn`), asks the wallet to sign it, then:
 * - success: the session is added, the modal closes, SIWX_AUTH_SUCCESS is tracked, and it
 *   resolves to the session;
 * - refused in the wallet: SIWXSignMessage reopens with a snackbar 'Signature declined' (on a
 *   smart account, whatever failed: 'This application might not support Smart Accounts'),
 *   SIWX_AUTH_ERROR is tracked, and it resolves to undefined;
 * - failed otherwise (no wallet, a prompt already open, the relay): the same, with the error's own
 *   words in the snackbar, and the error is rethrown.
 *
 * @throws {AirlockError} `INTERNAL` 'SIWX is not enabled' or 'No ActiveCaipAddress found'; the
 *   signer's error when it failed for another reason than a refusal.
 */
export async function signInWithSiwx(
  store: Store,
  deps: SignInWithSiwxDeps,
): Promise<SiwxSession | undefined> {
  const siwx = store.get(optionsAtom).siwx
  if (!siwx) throw new AirlockError(ErrorCode.INTERNAL, ERRORS.internal.siwxNotEnabled)
  const { namespace, address, networkId, isSmartAccount } = activeAccountContext(store)
  if (!namespace || !address || !networkId) {
    throw new AirlockError(ErrorCode.INTERNAL, ERRORS.internal.noActiveCaipAddress)
  }
  let text: string
  let data: ReturnType<typeof createSiwxMessage>
  try {
    const nonce = await (deps.createNonce ?? createSiwxNonce)()
    if (!isSiwxNonce(nonce)) {
      throw new AirlockError(
        ErrorCode.SIWX_NONCE_FAILED,
        'The nonce is not 8–128 letters and digits.',
      )
    }
    data = createSiwxMessage({
      hostOrigin: deps.hostOrigin,
      chainId: networkId,
      accountAddress: address,
      nonce,
      now: (deps.now ?? Date.now)(),
      statement: siwx.statement,
      expiresAfterSeconds: siwx.expiresAfterSeconds,
    })
    text = formatSiwxMessage(data)
  } catch (error) {
    console.warn('[airlock] SIWX: the sign-in message could not be made.', error)
    await failSiwxInit(store, deps)
    return undefined
  }
  const properties = { network: networkId, isSmartAccount }
  let signature: string
  try {
    signature = await deps.signMessage(text)
  } catch (error) {
    openModal(store, { view: 'SIWXSignMessage' })
    void trackEvent(store, { event: 'SIWX_AUTH_ERROR', properties, address })
    // Spec §8's words are for a refusal (and for any failure of a smart account, which may be
    // the app's). No wallet, a prompt already open or a lost relay is not the visitor declining:
    // that is said as it is, and thrown for the view to show.
    const refused = error instanceof AirlockError && error.code === ErrorCode.USER_REJECTED
    if (!refused && !isSmartAccount) {
      showSnackbar(store, {
        message: error instanceof AirlockError ? error.shortMessage : parseErrorText(error),
        variant: 'error',
      })
      throw error
    }
    showSnackbar(store, {
      message: isSmartAccount
        ? ERRORS.snackbar.smartAccountsUnsupported
        : ERRORS.snackbar.signatureDeclined,
      variant: 'error',
    })
    return undefined
  }
  const session: SiwxSession = { data: { ...data }, message: text, signature }
  addSiwxSession(store, namespace, address, session)
  closeModal(store)
  void trackEvent(store, { event: 'SIWX_AUTH_SUCCESS', properties, address })
  return session
}
