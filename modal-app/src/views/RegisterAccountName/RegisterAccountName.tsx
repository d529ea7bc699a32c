import { AirlockError, ErrorCode, NAME_SUFFIX } from '@airlock/shared-protocol'
import { useAtomValue, useStore } from 'jotai/react'
import { type FormEvent, useId, useState } from 'react'
import { callWallet } from '../../app/callWallet.ts'
import { projectApi } from '../../projectApi/projectApi.ts'
import { activeNamespaceAtom } from '../../state/chain.ts'
import { CHAIN_SUPPORT, LIMITS } from '../../state/constants.ts'
import { nameRegistrationAtom } from '../../state/names/nameRegistration.ts'
import { registerAccountName } from '../../state/names/registerAccountName.ts'
import { viewDataAtom } from '../../state/router/viewStack.ts'
import { isValidName } from '../../state/validation/isValidName.ts'
import { Notice } from '../../ui/Notice.tsx'
import { useAction } from '../../ui/useAction.ts'

const RULE = `Use letters, digits and hyphens only, at least ${LIMITS.minNameLength} characters.`

/**
 * RegisterAccountName: a name field checked with the rule of spec §5 (letters, digits and
 * hyphens, at least 4 characters), shown with the {@link NAME_SUFFIX} it gets. Register fetches a
 * nonce from the project's API (`GET {apiUrl}names/nonce`), asks the wallet to sign the
 * registration message (`callWallet` signMessage) and sends it to the API
 * (`registerAccountName`: POST `{apiUrl}names`); success goes to RegisterAccountNameSuccess,
 * a failure stays here with its reason. Names exist on the namespaces of `CHAIN_SUPPORT.names`
 * only, and only where the project has an API.
 */
export function RegisterAccountName() {
  const store = useStore()
  const namespace = useAtomValue(activeNamespaceAtom)
  const registration = useAtomValue(nameRegistrationAtom)
  const data = useAtomValue(viewDataAtom)
  const given = typeof data?.name === 'string' ? data.name.split('.')[0] : undefined
  const [name, setName] = useState(given ?? '')
  const [touched, setTouched] = useState(false)
  const fieldId = useId()
  const hintId = useId()
  const register = useAction(async (label: string) => {
    const api = projectApi(store)
    if (!api) {
      throw new AirlockError(ErrorCode.INTERNAL, 'This project has no API to register names with.')
    }
    await registerAccountName(
      store,
      {
        signMessage: async (message) => {
          const signature = await callWallet(store, {
            kind: 'signMessage',
            purpose: 'registerName',
            message,
          })
          if (typeof signature !== 'string') {
            throw new AirlockError(ErrorCode.INTERNAL, 'The wallet returned no signature.')
          }
          return signature
        },
        fetchNonce: () => api.get({ path: 'names/nonce' }),
        register: (body) => api.post({ path: 'names', body }),
      },
      `${label.toLowerCase()}${NAME_SUFFIX}`,
    )
  })
  if (!namespace || !(CHAIN_SUPPORT.names as readonly string[]).includes(namespace)) {
    return <Notice title="Names are only available on EVM networks" />
  }
  const invalid = touched && !isValidName(name)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (isValidName(name)) void register.run(name)
  }
  // The failure of the last attempt: a thrown one (no wallet, no API) or the API's own reason.
  const failure = register.error ?? (register.pending ? undefined : registration.error)
  return (
    <form className="al-stack" onSubmit={submit} noValidate>
      <div className="al-field">
        <label className="al-label" htmlFor={fieldId}>
          Name
        </label>
        <span className="al-input-with-suffix">
          <input
            id={fieldId}
            className="al-input"
            value={name}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            aria-invalid={invalid}
            aria-describedby={hintId}
            onChange={(event) => setName(event.target.value)}
            onBlur={() => setTouched(name !== '')}
          />
          <span className="al-input-suffix" aria-hidden="true">
            {NAME_SUFFIX}
          </span>
        </span>
      </div>
      <p id={hintId} className={invalid ? 'al-hint al-hint-error' : 'al-hint'}>
        {RULE} Your account will be named {name && isValidName(name) ? name.toLowerCase() : 'name'}
        {NAME_SUFFIX}.
      </p>
      {failure ? <Notice tone="error" title={failure} /> : null}
      <button
        type="submit"
        className="al-button al-button-primary"
        disabled={register.pending || registration.loading}
      >
        {register.pending ? 'Check your wallet…' : 'Register'}
      </button>
    </form>
  )
}
