// The vanilla demo page: one createModal() call, one button, one line of live state.
import './styles.css'
import { createModal, type HostModalState } from '@airlock/host-sdk'
import { describeState } from './describeState.ts'
import { loadDemoWallets } from './loadDemoWallets.ts'
import { readModalUrl } from './readModalUrl.ts'
import { readSiwxOption } from './readSiwxOption.ts'
import { readThemeOption } from './readThemeOption.ts'

const modalUrl = readModalUrl(document)
// createModal() does not touch the page until the load event; the iframe is mounted after it.
const siwx = readSiwxOption(location.search)
const themeMode = readThemeOption(location.search)
const modal = createModal({
  projectId: 'demo',
  modalUrl,
  ...(siwx ? { siwx } : {}),
  ...(themeMode ? { themeMode } : {}),
})
Object.assign(window, { airlockModal: modal }) // for the browser tests and the console
loadDemoWallets(document)

const byId = (id: string) => document.getElementById(id) as HTMLElement

byId('connect').addEventListener('click', () => {
  modal.open().catch((error: unknown) => {
    console.error('Airlock: the modal could not open', error)
  })
})

function render(state: HostModalState): void {
  const described = describeState(state)
  byId('state-status').textContent = described.status
  byId('state-status').dataset.status = described.status
  byId('state-network').textContent = described.network
  byId('state-address').textContent = described.address
  const error = byId('state-error')
  error.hidden = described.error === null
  error.textContent = described.error ?? ''
}

render(modal.getState())
modal.subscribeState(render)

byId('host-origin').textContent = location.origin
byId('modal-origin').textContent = new URL(modalUrl).origin
