// The inline boot script of index.html, run against stand-ins for the window it sees in the
// iframe: what it tells the host, which theme it applies, what it asks for.
import { readFileSync } from 'node:fs'
import { readBootSignal } from '@airlock/shared-protocol'
import { expect, test } from 'vitest'

const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8')
const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''

function runBootScript(hash: string, framed = true) {
  const posted: Array<[unknown, string]> = []
  const fetched: string[] = []
  const root = { dataset: {} as Record<string, string> }
  // The document as far as the script uses it: its listeners, and whether the card is still up.
  const listeners: Record<string, Array<(event: unknown) => void>> = {}
  const page = {
    cardShown: true,
    documentElement: root,
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      listeners[type] = [...(listeners[type] ?? []), listener]
    },
    querySelector: (selector: string) =>
      selector === '.al-boot-card' && page.cardShown ? {} : null,
  }
  const dispatch = (type: string, event: unknown) => {
    for (const listener of listeners[type] ?? []) listener(event)
  }
  const win: Record<string, unknown> = {}
  win.parent = framed
    ? {
        postMessage: (data: unknown, targetOrigin: string) => {
          if (!/^https?:\/\/[^/]+$/.test(targetOrigin))
            throw new SyntaxError('Invalid target origin')
          posted.push([data, targetOrigin])
        },
      }
    : win
  const location = { hash, origin: 'https://modal.example' }
  const fetch = (url: string) => {
    fetched.push(url)
    return Promise.resolve(new Response('{}'))
  }
  // The script is the page's own, admitted by its hash; here it runs with these globals only.
  new Function('window', 'location', 'document', 'fetch', script)(win, location, page, fetch)
  return {
    posted,
    fetched,
    theme: root.dataset.theme,
    prefetch: win.airlockProjectPrefetch,
    page,
    dispatch,
  }
}

const hash = '#projectId=demo&instance=abcd1234abcd&v=1&origin=https%3A%2F%2Fdapp.example'

test('default: tells the host origin of the fragment that the page arrived, and asks for the project file', () => {
  const run = runBootScript(hash)
  expect(run.posted).toHaveLength(1)
  const [message, targetOrigin] = run.posted[0] ?? []
  expect(targetOrigin).toBe('https://dapp.example')
  expect(readBootSignal(message, 'abcd1234abcd')).toBe('booting')
  expect(run.fetched).toEqual(['https://modal.example/projects/demo.json'])
  expect(run.theme).toBeUndefined()
})

test('behavior: theme=light in the fragment makes the loading card light', () => {
  expect(runBootScript(`${hash}&theme=light`).theme).toBe('light')
})

test('error: a malformed origin, a missing instance or an unframed page post nothing and throw nothing', () => {
  expect(runBootScript('#projectId=demo&instance=abcd1234abcd&v=1&origin=%E0%A4%A').posted).toEqual(
    [],
  )
  expect(
    runBootScript('#projectId=demo&instance=abcd1234abcd&v=1&origin=javascript').posted,
  ).toEqual([])
  expect(runBootScript('#projectId=demo&v=1&origin=https%3A%2F%2Fdapp.example').posted).toEqual([])
  const unframed = runBootScript(hash, false)
  expect(unframed.posted).toEqual([])
  expect(unframed.fetched).toEqual([])
})

test('behavior: Escape, or a tap on the backdrop beside the loading card, tells the host it was dismissed', () => {
  const run = runBootScript(hash)
  const backdrop = { classList: { contains: (name: string) => name === 'al-backdrop' } }
  const card = { classList: { contains: (name: string) => name === 'al-card' } }
  run.dispatch('click', { target: card })
  run.dispatch('keydown', { key: 'Enter' })
  expect(run.posted).toHaveLength(1)
  run.dispatch('keydown', { key: 'Escape' })
  run.dispatch('click', { target: backdrop })
  expect(run.posted.slice(1).map(([message]) => readBootSignal(message, 'abcd1234abcd'))).toEqual([
    'dismiss',
    'dismiss',
  ])
  expect(run.posted.slice(1).every(([, origin]) => origin === 'https://dapp.example')).toBe(true)
  // Once the dialog has replaced the card, it handles Escape and its backdrop itself.
  run.page.cardShown = false
  run.dispatch('keydown', { key: 'Escape' })
  run.dispatch('click', { target: backdrop })
  expect(run.posted).toHaveLength(3)
})
