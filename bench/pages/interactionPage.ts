// The bench's host page with preload 'interaction': its button is a connect control, so the modal
// loads at the first hover or focus of it (or at open()), never with the page.
import { createModal } from '@airlock/host-sdk'
import { readModalUrl } from './readModalUrl.ts'

const button = document.querySelector('#connect') as HTMLButtonElement
button.dataset.airlockConnect = ''
const modal = createModal({ projectId: 'demo', modalUrl: readModalUrl(), preload: 'interaction' })
button.addEventListener('click', () => {
  void modal.open()
})
Object.assign(window, { airlock: { modal } })
