// The gallery's panels of RegisterAccountName, each state of the name search: empty, available,
// taken, held by this account, against the rule, being checked, and not checkable. The project's
// names API is a fixture (no network): it knows two names, and someone else always registers a
// name just before this account does (the refusal the spec drives by clicking Register).
import { projectFetchAtom } from '../projectApi/projectApi.ts'
import { activeAccountAtom } from '../state/account.ts'
import { projectServicesAtom } from '../state/options.ts'
import { pushView } from '../state/router/viewStack.ts'
import type { Store } from '../state/Store.ts'
import { RegisterAccountName } from '../views/RegisterAccountName/RegisterAccountName.tsx'
import { connectedStore, type Panel, RECEIVER } from './fixtures.ts'

/** How the names API's lookup (`GET names/{name}`) answers. */
type Lookup = 'answers' | 'waits' | 'fails'

/** The names API's answer for `name`: its record if `address` holds it, none if no one does. */
function lookupAnswer(name: string, address: string | undefined): Response {
  return Response.json({
    name,
    record: address ? { name, addresses: { '60': { address } } } : null,
  })
}

/** A connected account on the names view, `label` typed in its field. */
function nameStore(label: string, lookup: Lookup = 'answers'): Store {
  const store = connectedStore()
  const account = store.get(activeAccountAtom).address ?? ''
  const held = new Map([
    ['satoshi.airlock', RECEIVER],
    ['mine.airlock', account],
  ])
  store.set(projectServicesAtom, { apiUrl: 'https://api.gallery.invalid/v1/' })
  store.set(projectFetchAtom, () => async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    if (url.pathname.endsWith('/names/nonce')) {
      return Response.json({ nonce: '0123456789abcdef', expiresAt: '2026-11-29T12:00:00Z' })
    }
    if (init?.method === 'POST') {
      const { message } = JSON.parse(String(init.body)) as { message: string }
      const { name } = JSON.parse(message) as { name: string }
      held.set(name, RECEIVER)
      return Response.json(
        { reasons: [{ description: `${name} was registered a moment ago.` }] },
        { status: 409 },
      )
    }
    if (lookup === 'waits') return new Promise<Response>(() => {})
    if (lookup === 'fails') return new Response('Bad gateway', { status: 502 })
    const name = decodeURIComponent(url.pathname.split('/').pop() ?? '')
    return lookupAnswer(name, held.get(name))
  })
  if (label) pushView(store, 'RegisterAccountName', { name: label })
  return store
}

/** The panels of the name search. */
export function panels(): Panel[] {
  const panel = (id: string, label: string, lookup?: Lookup): Panel => ({
    id,
    title: 'Choose Name',
    view: <RegisterAccountName />,
    store: nameStore(label, lookup),
  })
  return [
    panel('name-empty', ''),
    panel('name-available', 'alice'),
    panel('name-taken', 'satoshi'),
    panel('name-yours', 'mine'),
    panel('name-invalid', 'al_ice'),
    panel('name-checking', 'alice', 'waits'),
    panel('name-unchecked', 'alice', 'fails'),
  ]
}
