// The inline boot script of index.html, run against stand-ins for the window it sees in the
// iframe: what it tells the host, which theme it applies, what it asks for.
import { readFileSync } from 'node:fs'
import { isBootingMessage } from '@airlock/shared-protocol'
import { expect, test } from 'vitest'

const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8')
const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''

function runBootScript(hash: string, framed = true) {
  const posted: Array<[unknown, string]> = []
  const fetched: string[] = []
  const root = { dataset: {} as Record<string, string> }
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
  new Function('window', 'location', 'document', 'fetch', script)(
    win,
    location,
    { documentElement: root },
    fetch,
  )
  return { posted, fetched, theme: root.dataset.theme, prefetch: win.airlockProjectPrefetch }
}

const hash = '#projectId=demo&instance=abcd1234abcd&v=1&origin=https%3A%2F%2Fdapp.example'

test('default: tells the host origin of the fragment that the page arrived, and asks for the project file', () => {
  const run = runBootScript(hash)
  expect(run.posted).toHaveLength(1)
  const [message, targetOrigin] = run.posted[0] ?? []
  expect(targetOrigin).toBe('https://dapp.example')
  expect(isBootingMessage(message, 'abcd1234abcd')).toBe(true)
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
