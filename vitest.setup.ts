import { afterAll } from 'vitest'

// The test files of a worker share its modules and, under happy-dom, one window (`isolate: false`
// in vitest.config.ts): what a file left in the page or in storage must not meet the next file.
afterAll(() => {
  if (typeof document === 'undefined') return
  document.body.replaceChildren()
  localStorage.clear()
  sessionStorage.clear()
})
