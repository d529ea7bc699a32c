import { useAtomValue, useStore } from 'jotai/react'
import { callWallet } from '../../app/callWallet.ts'
import { hostOriginAtom } from '../../app/hostOriginAtom.ts'
import { activeAccountAtom, activeNetworkAtom, closeModal, optionsAtom } from '../../state/index.ts'
import { HostOrigin } from '../../ui/HostOrigin.tsx'
import { Notice } from '../../ui/Notice.tsx'
import { useAction } from '../../ui/useAction.ts'

/**
 * SIWXSignMessage: the verified host origin and the fields of the sign-in message (spec §3:
 * domain, URI, account, chain, statement, version; nonce and times are set when signing), Sign
 * (through `callWallet`) and Cancel (closes; spec §4).
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
  const domain = origin ? new URL(origin).host : ''
  const statement = siwx?.statement ?? `Sign in to ${domain}`
  const sign = useAction(() =>
    callWallet(store, { kind: 'signMessage', purpose: 'siwx', message: statement }),
  )
  const fields: Array<[string, string]> = [
    ['Domain', domain],
    ['URI', origin],
    ['Account', account.address ?? 'No account connected'],
    ['Network', network ? `${network.name} (${network.caipNetworkId})` : 'No network'],
    ['Statement', statement],
    ['Version', '1'],
    ['Nonce and time', 'Set when you sign'],
  ]
  return (
    <div className="al-stack">
      <HostOrigin />
      <dl className="al-fields" aria-label="Message">
        {fields.map(([name, value]) => (
          <div key={name} className="al-field-row">
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {sign.error ? <Notice tone="error" title={sign.error} /> : null}
      <div className="al-button-row">
        <button
          type="button"
          className="al-button"
          onClick={() => closeModal(store, { force: true })}
        >
          Cancel
        </button>
        <button
          type="button"
          className="al-button al-button-primary"
          disabled={sign.pending}
          onClick={() => sign.run()}
        >
          Sign
        </button>
      </div>
    </div>
  )
}
