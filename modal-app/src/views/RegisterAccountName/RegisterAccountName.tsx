import { useAtomValue, useStore } from 'jotai/react'
import { type FormEvent, useId, useState } from 'react'
import { callWallet } from '../../app/callWallet.ts'
import { activeNamespaceAtom, CHAIN_SUPPORT, isValidName, LIMITS } from '../../state/index.ts'
import { Notice } from '../../ui/Notice.tsx'
import { useAction } from '../../ui/useAction.ts'

const RULE = `Use letters, digits and hyphens only, at least ${LIMITS.minNameLength} characters.`

/**
 * RegisterAccountName: a name field checked with the rule of spec §5 (letters, digits and
 * hyphens, at least 4 characters); registering signs a message through `callWallet`. Names exist
 * on the namespaces of `CHAIN_SUPPORT.names` only.
 *
 * @example
 * ```tsx
 * <RegisterAccountName />
 * ```
 */
export function RegisterAccountName() {
  const store = useStore()
  const namespace = useAtomValue(activeNamespaceAtom)
  const [name, setName] = useState('')
  const [touched, setTouched] = useState(false)
  const fieldId = useId()
  const hintId = useId()
  const register = useAction((value: string) =>
    callWallet(store, { kind: 'signMessage', purpose: 'registerName', message: value }),
  )
  if (!namespace || !(CHAIN_SUPPORT.names as readonly string[]).includes(namespace)) {
    return <Notice title="Names are only available on EVM networks" />
  }
  const invalid = touched && !isValidName(name)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (isValidName(name)) void register.run(name)
  }
  return (
    <form className="al-stack" onSubmit={submit} noValidate>
      <label className="al-field" htmlFor={fieldId}>
        <span className="al-label">Name</span>
        <input
          id={fieldId}
          className="al-input"
          value={name}
          autoComplete="off"
          aria-invalid={invalid}
          aria-describedby={hintId}
          onChange={(event) => setName(event.target.value)}
          onBlur={() => setTouched(name !== '')}
        />
      </label>
      <p id={hintId} className={invalid ? 'al-hint al-hint-error' : 'al-hint'}>
        {RULE}
      </p>
      {register.error ? <Notice tone="error" title={register.error} /> : null}
      <button type="submit" className="al-button al-button-primary" disabled={register.pending}>
        Register
      </button>
    </form>
  )
}
