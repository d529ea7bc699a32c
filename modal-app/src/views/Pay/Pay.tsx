import { useAtomValue, useStore } from 'jotai/react'
import { callWallet } from '../../app/callWallet.ts'
import { activeAccountAtom, optionsAtom, viewDataAtom } from '../../state/index.ts'
import { NoAccount } from '../../ui/NoAccount.tsx'
import { Notice } from '../../ui/Notice.tsx'
import { useAction } from '../../ui/useAction.ts'

/**
 * Pay: a payment the host requested (amount, token and recipient in the view data), paid through
 * `callWallet`. Off unless the `pay` feature is on (spec §9 default off).
 *
 * @example
 * ```tsx
 * <Pay />
 * ```
 */
export function Pay() {
  const store = useStore()
  const { features } = useAtomValue(optionsAtom)
  const account = useAtomValue(activeAccountAtom)
  const data = useAtomValue(viewDataAtom)
  const pay = useAction(() => callWallet(store, { kind: 'sendTransaction', purpose: 'pay' }))
  if (!features.pay) return <Notice title="Pay is not enabled for this app" />
  if (!account.address) return <NoAccount />
  const amount =
    typeof data?.amount === 'string' || typeof data?.amount === 'number'
      ? String(data.amount)
      : undefined
  const token = typeof data?.token === 'string' ? data.token : undefined
  const recipient = typeof data?.recipient === 'string' ? data.recipient : undefined
  if (!amount || !token || !recipient) {
    return (
      <Notice tone="error" title="The payment request is incomplete">
        It needs an amount, a token and a recipient.
      </Notice>
    )
  }
  return (
    <div className="al-stack">
      <dl className="al-fields" aria-label="Payment">
        <div className="al-field-row">
          <dt>Amount</dt>
          <dd>
            {amount} {token}
          </dd>
        </div>
        <div className="al-field-row">
          <dt>To</dt>
          <dd>{recipient}</dd>
        </div>
      </dl>
      {pay.error ? <Notice tone="error" title={pay.error} /> : null}
      <button
        type="button"
        className="al-button al-button-primary"
        disabled={pay.pending}
        onClick={() => pay.run()}
      >
        Pay
      </button>
    </div>
  )
}
