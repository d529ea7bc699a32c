// The bench's host page with the SDK: createModal at start, the button opens the modal.
import { createModal } from '@airlock/host-sdk'
import { readModalUrl } from './readModalUrl.ts'
import { recordClicks } from './recordClicks.ts'

const button = document.querySelector('#connect') as HTMLButtonElement
const modal = createModal({ projectId: 'demo', modalUrl: readModalUrl() })
recordClicks(button)
button.addEventListener('click', () => {
  void modal.open()
})
Object.assign(window, { airlock: { modal } })
// Milliseconds from navigation start: the button painted, the modal ready (the journeys' figures).
requestAnimationFrame(() =>
  setTimeout(() => Object.assign(window, { __buttonAt: performance.now() }), 0),
)
modal.subscribeState((state) => {
  if (state.ready && !('__readyAt' in window)) {
    Object.assign(window, { __readyAt: performance.now() })
  }
})
