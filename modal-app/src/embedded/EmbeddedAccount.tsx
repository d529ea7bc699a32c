import { useAtomValue, useStore } from 'jotai/react'
import KeyRound from 'lucide-react/icons/key-round'
import { useEffect, useRef, useState } from 'react'
import { activeAccountAtom } from '../state/account.ts'
import { CopyText } from '../ui/CopyText.tsx'
import { socialLabel } from '../ui/format.ts'
import { ListRow } from '../ui/ListRow.tsx'
import { Notice } from '../ui/Notice.tsx'
import { useVisibleToVisitor } from '../ui/useVisibleToVisitor.ts'
import { callFrame, embeddedStateAtom } from './embeddedSession.ts'
import { loginErrorText } from './loginErrorText.ts'
import './embedded.css'

type Keys = { eip155: string; solana: string }

/** The icon size of Account's rows, which Export key sits among. */
const ICON = { size: 18, strokeWidth: 2.2, 'aria-hidden': true } as const

/**
 * The embedded wallet's part of Account: who is logged in (email or social), what a browser that
 * blocks the wallet's storage means for the next visit, Export key (the EVM and Solana private
 * keys, for a self-custody wallet; the frame gives them only after a login of the last 5 minutes).
 * Logging out is Account's own last row, which reads "Log out" for this wallet: a second button
 * doing the same beside it left visitors asking how the two differ. Export key is a row between
 * Account's rows (a half-width button there stood out of their line, to the left); the rest keeps
 * the inset of Account's content.
 */
export function EmbeddedAccount() {
  const store = useStore()
  const account = useAtomValue(activeAccountAtom)
  // The frame keeps its session and this device's key share in memory when storage is blocked.
  const forgetful = useAtomValue(embeddedStateAtom)?.storage === 'memory'
  const [keys, setKeys] = useState<Keys | undefined>(undefined)
  const [problem, setProblem] = useState<string | undefined>(undefined)
  const [pending, setPending] = useState(false)
  // A host that covers the keys and dresses Copy up as its own button, then asks for a paste,
  // would get the key: Copy counts once the keys and it have been in plain view.
  const copyGate = useVisibleToVisitor(keys)
  const hideKeys = useRef<HTMLButtonElement>(null)
  // The keys open below Account's fold: brought into view, the visitor sees what they asked for,
  // and Copy's wait starts at once rather than once they scroll to it.
  useEffect(() => {
    if (keys) hideKeys.current?.scrollIntoView({ block: 'nearest' })
  }, [keys])
  const who =
    account.user?.email ??
    (account.socialProvider ? `${socialLabel(account.socialProvider)} login` : undefined)

  const exportKeys = async () => {
    setProblem(undefined)
    setPending(true)
    try {
      const [eip155, solana] = await Promise.all([
        callFrame(store, 'exportKey', { kind: 'eip155' }),
        callFrame(store, 'exportKey', { kind: 'solana' }),
      ])
      setKeys({ eip155: eip155.secret, solana: solana.secret })
    } catch (error) {
      setProblem(loginErrorText(error))
    } finally {
      setPending(false)
    }
  }
  return (
    <section className="al-stack al-embedded-account" aria-label="Embedded wallet">
      {who ? <p className="al-subtitle">Logged in as {who}</p> : null}
      {forgetful ? (
        <Notice title="This browser will not remember this wallet">
          It blocks the wallet’s storage here, so once this page closes you log in again and restore
          the wallet with your recovery kit. Keep the kit at hand.
        </Notice>
      ) : null}
      {keys ? (
        <>
          <Notice tone="error" title="Anyone with these keys controls your funds">
            Import them only into a wallet you trust, and never share them.
          </Notice>
          <dl
            ref={copyGate.detailsRef}
            className="al-fields al-watched-lines"
            aria-label="Private keys"
          >
            <div className="al-field-row">
              <dt>EVM private key</dt>
              <dd className="al-break" data-testid="export-eip155">
                {keys.eip155}
              </dd>
            </div>
            <div className="al-field-row">
              <dt>Solana private key</dt>
              <dd className="al-break" data-testid="export-solana">
                {keys.solana}
              </dd>
            </div>
          </dl>
          <div ref={copyGate.ref}>
            <CopyText
              value={keys.eip155}
              buttonLabel="Copy EVM key"
              fieldLabel="EVM private key"
              copiedMessage="Key copied"
              disabled={copyGate.gate !== 'ready'}
            />
          </div>
          {/* Below Copy: the line coming and going does not move the button under a finger. */}
          {copyGate.gate === 'paused' ? (
            <p className="al-hint al-center" role="status">
              Copy is paused while this window is covered or faded.
            </p>
          ) : null}
          <button
            ref={hideKeys}
            type="button"
            className="al-button"
            onClick={() => setKeys(undefined)}
          >
            Hide keys
          </button>
        </>
      ) : null}
      {problem ? <Notice tone="error" title={problem} /> : null}
      {keys ? null : (
        <ListRow
          icon={<KeyRound {...ICON} />}
          title="Export key"
          disabled={pending}
          onClick={() => void exportKeys()}
        />
      )}
    </section>
  )
}
