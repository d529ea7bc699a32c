// The bench's host page without the SDK: the same markup and the same kind of page script.
import { recordClicks } from './recordClicks.ts'

const button = document.querySelector('#connect') as HTMLButtonElement
recordClicks(button)
button.addEventListener('click', () => {
  button.dataset.clicked = 'true'
})
