import { useAtomValue, useStore } from 'jotai/react'
import { activeAccountAtom } from '../../state/account.ts'
import { resetView, viewDataAtom } from '../../state/router/viewStack.ts'
import { Notice } from '../../ui/Notice.tsx'

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
    <div className="al-stack al-center">
      {name ? (
        <p className="al-subtitle">
          <span className="al-origin">{name}</span> is now the name of this account.
        </p>
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
