import { useAtomValue, useStore } from 'jotai/react'
import { useState } from 'react'
import { hostOriginAtom } from '../../app/hostOriginAtom.ts'
import {
  activeAccountAtom,
  activeNetworkAtom,
  cancelSiwx,
  createSiwxMessage,
  createSiwxNonce,
  ERRORS,
  formatSiwxMessage,
  optionsAtom,
  signInWithSiwx,
} from '../../state/index.ts'
import { HostOrigin } from '../../ui/HostOrigin.tsx'
import { Notice } from '../../ui/Notice.tsx'
import { useAction } from '../../ui/useAction.ts'
import { siwxSigner } from './siwxSigner.ts'

/**
 * SIWXSignMessage (spec §4): the verified host origin and the exact sign-in message
 * (`formatSiwxMessage`; domain and URI from the verified origin, the nonce and time fixed when the
 * view opens), Sign (`signInWithSiwx` with {@link siwxSigner}: the active account's wallet signs
 * through its connector, host window or WalletConnect, on eip155 or solana; success stores the
 * session and closes; a refusal keeps the view with 'Signature declined') and Cancel
 * (`cancelSiwx`: disconnects when SIWX is required, closes otherwise).
 *
 * @example
 * ```tsx
 * <SIWXSignMessage />
 * ```
 */
export function SIWXSignMessage() {
  const store = useStore()
  const origin = useAtomValue(hostOriginAtom)
  const account = useAtomValue(activeAccountAtom)
  const network = useAtomValue(activeNetworkAtom)
  const { siwx } = useAtomValue(optionsAtom)
  const [fixed] = useState(() => ({ nonce: createSiwxNonce(), issuedAt: Date.now() }))
  const [declined, setDeclined] = useState(false)
  const text =
    origin && account.address && network
      ? formatSiwxMessage(
          createSiwxMessage({
            hostOrigin: origin,
            chainId: network.caipNetworkId,
            accountAddress: account.address,
            nonce: fixed.nonce,
            now: fixed.issuedAt,
            statement: siwx?.statement,
          }),
        )
      : undefined
  const sign = useAction(async () => {
    setDeclined(false)
    const session = await signInWithSiwx(store, {
      hostOrigin: origin,
      signMessage: siwxSigner(store),
      createNonce: () => fixed.nonce,
      now: () => fixed.issuedAt,
    })
    if (!session) setDeclined(true)
  })
  const cancel = useAction(() => cancelSiwx(store))
  const error = declined ? ERRORS.snackbar.signatureDeclined : (sign.error ?? cancel.error)
  return (
    <div className="al-stack">
      <HostOrigin />
      {text ? (
        <pre
          className="al-siwx-message"
          data-testid="siwx-message"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 }}
        >
          {text}
        </pre>
      ) : (
        <Notice tone="error" title="No account connected">
          Connect a wallet to sign in.
        </Notice>
      )}
      {error ? <Notice tone="error" title={error} /> : null}
      <div className="al-button-row">
        <button
          type="button"
          className="al-button"
          disabled={cancel.pending}
          onClick={() => cancel.run()}
        >
          Cancel
        </button>
        <button
          type="button"
          className="al-button al-button-primary"
          disabled={!text || sign.pending}
          onClick={() => sign.run()}
        >
          Sign
        </button>
      </div>
    </div>
  )
}
