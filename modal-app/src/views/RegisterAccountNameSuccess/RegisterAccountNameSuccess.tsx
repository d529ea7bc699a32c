import { useAtomValue, useStore } from 'jotai/react'
import BadgeCheck from 'lucide-react/icons/badge-check'
import { activeAccountAtom } from '../../state/account.ts'
import { resetView, viewDataAtom } from '../../state/router/viewStack.ts'
import { Notice } from '../../ui/Notice.tsx'
import '../../ui/flow.css'

/**
 * RegisterAccountNameSuccess: the registered name (from the view data, else the account's
 * profile name) and the way back to Account.
 */
export function RegisterAccountNameSuccess() {
  const store = useStore()
  const data = useAtomValue(viewDataAtom)
  const { profileName } = useAtomValue(activeAccountAtom)
  const name = typeof data?.name === 'string' ? data.name : profileName
  return (
    <div className="al-stack">
      {name ? (
        <div className="al-hero">
          <span className="al-hero-icon" data-tone="success" aria-hidden="true">
            <BadgeCheck size={28} />
          </span>
          <p className="al-hero-text">
            <strong>{name}</strong> is now the name of this account. Send to it instead of the
            address.
          </p>
        </div>
      ) : (
        <Notice title="No name was registered" />
      )}
      <button
        type="button"
        className="al-button al-button-primary"
        onClick={() => resetView(store, 'Account')}
      >
        Back to account
      </button>
    </div>
  )
}
