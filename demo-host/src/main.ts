// The vanilla demo page: one createModal() call, one button, a few lines of live state.
import './styles.css'
import { type AirlockModal, createModal, type HostModalState } from '@airlock/host-sdk'
import { describeState, NO_ACCOUNT_HERE, type StateDescription } from './describeState.ts'
import { loadDemoWallets } from './loadDemoWallets.ts'
import {
  readHostApiOptions,
  readModalUrl,
  readPreloadOption,
  readSiwxOption,
  readThemeOption,
} from './pageOptions.ts'
import { createDemoNonceIssuer } from './siwx/createDemoNonceIssuer.ts'
import { demoAdapters } from './wallets/demoAdapters.ts'

const modalUrl = readModalUrl(document)
// createModal() does not touch the page until the load event; the iframe is mounted after it.
const siwx = readSiwxOption(location.search)
const themeMode = readThemeOption(location.search)
// Sign-in as a dapp does it: the page issues each message's nonce (a server would; this page
// remembers them in its storage) and checks the signed session it gets back (below).
// `?siwxNonce=down` plays a nonce server that is down.
const nonces = createDemoNonceIssuer(safeLocalStorage())
const nonceServerDown = new URLSearchParams(location.search).get('siwxNonce') === 'down'
const getNonce = () => {
  if (nonceServerDown) throw new Error('the demo nonce server is down (?siwxNonce=down)')
  return nonces.issue()
}
let modal: AirlockModal
try {
  modal = createModal({
    projectId: 'demo',
    modalUrl,
    adapters: demoAdapters(),
    // The app's name and icon, as the sign-in shows them beside the wallet's logo.
    metadata: { name: 'Airlock demo', icons: [new URL('/favicon.svg', location.href).href] },
    ...(siwx ? { siwx: { ...siwx, getNonce } } : {}),
    ...(themeMode ? { themeMode } : {}),
    ...readPreloadOption(location.search),
    ...readHostApiOptions(location.search),
  })
} catch (error) {
  // A query value createModal() refuses (`?preload=soon`) leaves no modal: say why on the page too.
  const shown = document.getElementById('state-error') as HTMLElement
  shown.textContent = `The demo could not create its modal: ${(error as Error).message}`
  shown.hidden = false
  throw error
}
// For the browser tests and the console.
Object.assign(window, { airlockModal: modal, airlockDemoNonces: nonces })
loadDemoWallets(document)

const byId = (id: string) => document.getElementById(id) as HTMLElement

byId('connect').addEventListener('click', () => {
  modal.open().catch((error: unknown) => {
    console.error('Airlock: the modal could not open', error)
  })
})

// The rows of the other connected namespaces' accounts, after the Address row; rebuilt only when
// they change, so that the live region does not read them again at every snapshot.
let otherAccountRows: HTMLElement[] = []
let otherAccountsShown = '[]'

function render(state: HostModalState): void {
  const described = describeState(state)
  byId('state-status').textContent = described.status
  byId('state-status').dataset.status = described.status
  byId('state-network').textContent = described.network
  const address = byId('state-address')
  address.textContent = described.address
  address.classList.toggle('missing', described.address === NO_ACCOUNT_HERE)
  renderOtherAccounts(described.otherAccounts)
  const hint = byId('state-hint')
  hint.hidden = described.hint === null
  hint.textContent = described.hint ?? ''
  const error = byId('state-error')
  error.hidden = described.error === null
  error.textContent = described.error ?? ''
}

function renderOtherAccounts(accounts: StateDescription['otherAccounts']): void {
  const key = JSON.stringify(accounts)
  if (key === otherAccountsShown) return
  otherAccountsShown = key
  for (const row of otherAccountRows) row.remove()
  otherAccountRows = accounts.map(({ label, address }) => {
    const row = document.createElement('div')
    const term = document.createElement('dt')
    term.textContent = label
    const value = document.createElement('dd')
    value.className = 'mono'
    value.textContent = address
    row.append(term, value)
    return row
  })
  byId('state-address-row').after(...otherAccountRows)
}

render(modal.getState())
modal.subscribeState(render)

// The sign-in row: the session the modal reports, checked as the dapp's server would check it.
let checking = 0
async function renderSiwx(session: HostModalState['siwx']): Promise<void> {
  const row = byId('state-siwx')
  const turn = ++checking
  const show = (state: string, text: string) => {
    if (turn !== checking) return // a newer session arrived meanwhile
    row.dataset.siwx = state
    row.textContent = text
  }
  if (!session) return show('none', 'not signed in')
  show('checking', 'checking the signature…')
  // Loaded only once there is a session to check: viem and @solana/kit stay out of the first paint.
  const { verifyDemoSiwxSession } = await import('./siwx/verifyDemoSiwxSession.ts')
  const result = await verifyDemoSiwxSession(session, { issuer: nonces, origin: location.origin })
  if (result.ok) show('verified', `Signed in as ${result.address} (nonce verified)`)
  else show('refused', `Sign-in refused: ${result.reason}`)
}
if (siwx) {
  byId('state-siwx-row').hidden = false
  void renderSiwx(modal.getState().siwx)
  modal.subscribeSiwx((session) => void renderSiwx(session))
}

byId('host-origin').textContent = location.origin
byId('modal-origin').textContent = new URL(modalUrl).origin

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}
