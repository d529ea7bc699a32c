import { AirlockError, ErrorCode, NAME_SUFFIX } from '@airlock/shared-protocol'
import { useAtomValue, useStore } from 'jotai/react'
import AtSign from 'lucide-react/icons/at-sign'
import CircleCheck from 'lucide-react/icons/circle-check'
import CircleX from 'lucide-react/icons/circle-x'
import Search from 'lucide-react/icons/search'
import TriangleAlert from 'lucide-react/icons/triangle-alert'
import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { callWallet } from '../../app/callWallet.ts'
import { projectApi } from '../../projectApi/projectApi.ts'
import { activeNamespaceAtom } from '../../state/chain.ts'
import { CHAIN_SUPPORT, LIMITS } from '../../state/constants.ts'
import { nameRegistrationAtom } from '../../state/names/nameRegistration.ts'
import { registerAccountName } from '../../state/names/registerAccountName.ts'
import { viewDataAtom } from '../../state/router/viewStack.ts'
import { nameLabelProblem } from '../../state/validation/isValidName.ts'
import { Chip } from '../../ui/Chip.tsx'
import { ListRow } from '../../ui/ListRow.tsx'
import { Notice } from '../../ui/Notice.tsx'
import { useAction } from '../../ui/useAction.ts'
import { type NameAvailability, useNameAvailability } from './useNameAvailability.ts'
import '../../ui/flow.css'
import '../../ui/SearchField.css'
import './RegisterAccountName.css'

const RULE = `Letters, digits and hyphens, ${LIMITS.minNameLength} to ${LIMITS.maxNameLength} characters.`

/** The result row's parts for each state of the typed name. */
function resultRow(
  label: string,
  problem: string | undefined,
  availability: NameAvailability | undefined,
  checkAgain: () => void,
): { tone: string; icon: ReactNode; subtitle?: string | undefined; detail?: ReactNode } {
  if (label === '') {
    return { tone: 'idle', icon: <AtSign size={18} />, subtitle: RULE }
  }
  if (problem !== undefined || availability === undefined) {
    return {
      tone: 'error',
      icon: <CircleX size={18} />,
      subtitle: problem,
      detail: <Chip tone="error">Invalid</Chip>,
    }
  }
  switch (availability.status) {
    case 'checking':
      return {
        tone: 'checking',
        icon: <span className="al-spinner-ring" />,
        subtitle: 'Checking availability…',
      }
    case 'available':
      return {
        tone: 'success',
        icon: <CircleCheck size={18} />,
        subtitle: 'Free to register',
        detail: <Chip tone="success">Available</Chip>,
      }
    case 'taken':
      return availability.yours
        ? {
            tone: 'success',
            icon: <CircleCheck size={18} />,
            subtitle: 'This account holds it already',
            detail: <Chip>Yours</Chip>,
          }
        : {
            tone: 'error',
            icon: <CircleX size={18} />,
            subtitle: 'Someone else holds this name',
            detail: <Chip tone="error">Taken</Chip>,
          }
    case 'unknown':
      return {
        tone: 'warning',
        icon: <TriangleAlert size={18} />,
        subtitle: availability.reason,
        detail: (
          <button type="button" className="al-text-button" onClick={checkAgain}>
            Check again
          </button>
        ),
      }
  }
}

/**
 * RegisterAccountName: a search for a name, the {@link NAME_SUFFIX} shown in the field. The
 * typed label is checked at once against the rule of spec §5 (letters, digits and hyphens, 4 to
 * 63 characters; the row says which part is broken), then looked up in the project's names API
 * (`useNameAvailability`): one result row says checking, available, taken, yours, or why it
 * could not be checked. Register fetches a nonce (`GET {apiUrl}names/nonce`), asks the wallet to
 * sign the registration message (`callWallet` signMessage) and sends it (`registerAccountName`:
 * POST `{apiUrl}names`); success goes to RegisterAccountNameSuccess, a failure stays here with
 * its reason and the name in the field, and the name is looked up again. The reference API
 * offers no suggestions, so none are shown. Names exist on the namespaces of
 * `CHAIN_SUPPORT.names` only, and only where the project has an API.
 */
export function RegisterAccountName() {
  const store = useStore()
  const namespace = useAtomValue(activeNamespaceAtom)
  const registration = useAtomValue(nameRegistrationAtom)
  const data = useAtomValue(viewDataAtom)
  const given = typeof data?.name === 'string' ? data.name.split('.')[0] : undefined
  const [label, setLabel] = useState(given ?? '')
  // The label of the last attempt: its failure shows until the visitor types another name.
  const [tried, setTried] = useState<string>()
  const [recheck, setRecheck] = useState(0)
  const fieldId = useId()
  const resultId = useId()
  const trimmed = label.trim()
  const problem = trimmed === '' ? undefined : nameLabelProblem(trimmed)
  const full = `${trimmed.toLowerCase()}${NAME_SUFFIX}`
  const availability = useNameAvailability(
    trimmed !== '' && problem === undefined ? full : undefined,
    recheck,
  )
  const register = useAction(async (name: string) => {
    const api = projectApi(store)
    if (!api) {
      throw new AirlockError(ErrorCode.INTERNAL, 'This project has no API to register names with.')
    }
    const registered = await registerAccountName(
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
      name,
    )
    // Refused (taken meanwhile, say): the row shows what the API knows now.
    if (!registered) setRecheck((count) => count + 1)
  })
  if (!namespace || !(CHAIN_SUPPORT.names as readonly string[]).includes(namespace)) {
    return <Notice title="Names are only available on EVM networks" />
  }
  const busy = register.pending || registration.loading
  const canRegister =
    availability !== undefined &&
    (availability.status === 'available' || availability.status === 'unknown')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!canRegister || busy) return
    setTried(trimmed)
    void register.run(full)
  }
  // The failure of the last attempt: a thrown one (no wallet, no API) or the API's own reason.
  const failure =
    tried === trimmed ? (register.error ?? (busy ? undefined : registration.error)) : undefined
  const row = resultRow(trimmed, problem, availability, () => setRecheck((count) => count + 1))
  return (
    <form className="al-stack al-name" onSubmit={submit} noValidate>
      <div className="al-search">
        <Search className="al-search-icon" size={18} aria-hidden="true" />
        <input
          id={fieldId}
          className="al-input al-search-input"
          type="search"
          aria-label="Name"
          placeholder="Search for a name"
          value={label}
          autoComplete="off"
          autoCapitalize="none"
          // A string: Preact drops a false attribute, and spellcheck is on by default.
          spellCheck="false"
          enterKeyHint="go"
          maxLength={LIMITS.maxNameLength + 16}
          aria-invalid={problem !== undefined}
          aria-describedby={resultId}
          onChange={(event) => setLabel(event.target.value)}
        />
        <span className="al-name-suffix" aria-hidden="true">
          {NAME_SUFFIX}
        </span>
      </div>
      <div id={resultId} className="al-name-result" data-tone={row.tone} aria-live="polite">
        <ListRow
          testId="name-result"
          icon={<span className="al-name-result-icon">{row.icon}</span>}
          title={trimmed === '' ? 'Choose a name for this account' : full}
          subtitle={row.subtitle}
          detail={row.detail}
        />
      </div>
      {failure ? <Notice tone="error" title={failure} /> : null}
      <button
        type="submit"
        className="al-button al-button-primary al-button-block"
        disabled={!canRegister || busy}
      >
        {register.pending ? (
          <>
            <span className="al-spinner-ring" aria-hidden="true" />
            Check your wallet…
          </>
        ) : (
          'Register'
        )}
      </button>
    </form>
  )
}
