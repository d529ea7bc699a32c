// The gallery's panels of the connected views: Account in its states, Activity, Send, Sign-in and
// the toast.
import { setSendDraft } from '../state/send/sendDraft.ts'
import { showSnackbar } from '../state/snackbar.ts'
import { transactionsAtom } from '../state/transactions.ts'
import { ActivityList } from '../ui/ActivityList.tsx'
import { Snackbar } from '../ui/Snackbar.tsx'
import { Account } from '../views/Account/Account.tsx'
import { Send } from '../views/Send/Send.tsx'
import { SIWXSignMessage } from '../views/SIWXSignMessage/SIWXSignMessage.tsx'
import { connectedStore, HISTORY, type Panel, RECEIVER } from './fixtures.ts'

/** The panels of Account, Activity, Send, Sign-in and the toast. */
export function panels(): Panel[] {
  const toast = connectedStore()
  showSnackbar(toast, { message: 'Address copied', variant: 'success', autoClose: false })
  // The history is the indexer's page, already loaded (without an API nothing is fetched).
  const activity = connectedStore()
  activity.set(transactionsAtom, {
    transactions: HISTORY,
    next: undefined,
    loading: false,
    empty: false,
  })
  const draft = connectedStore()
  setSendDraft(draft, { sendTokenAmount: '0.5', receiverAddress: RECEIVER })
  return [
    { id: 'account', title: 'Account', view: <Account />, store: connectedStore() },
    {
      id: 'account-named',
      title: 'Account',
      view: <Account />,
      store: connectedStore({ name: 'alice-has-a-long-name.airlock' }),
    },
    {
      id: 'account-loading',
      title: 'Account',
      view: <Account />,
      store: connectedStore({ balances: 'loading' }),
    },
    {
      id: 'account-unavailable',
      title: 'Account',
      view: <Account />,
      store: connectedStore({ balances: 'unavailable' }),
    },
    { id: 'activity', title: 'Activity', view: <ActivityList />, store: activity },
    { id: 'send', title: 'Send', view: <Send />, store: draft },
    { id: 'send-empty', title: 'Send', view: <Send />, store: connectedStore() },
    {
      id: 'signin',
      title: 'Sign In',
      view: <SIWXSignMessage />,
      store: connectedStore({
        options: { siwx: { required: true, statement: 'Sign in to the Airlock demo.' } },
      }),
    },
    {
      id: 'toast',
      title: 'Toast',
      view: (
        <div className="al-gallery-toast">
          <Snackbar />
        </div>
      ),
      store: toast,
    },
  ]
}
