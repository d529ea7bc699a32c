import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { DEMO_NETWORKS } from '../chains/DEMO_NETWORKS.ts'
import { setDemoEndpoints } from './setDemoEndpoints.ts'

const demoText = readFileSync(
  new URL('../../../modal-app/public/projects/demo.json', import.meta.url),
  'utf8',
)
const [anvil, anvil2, solana] = DEMO_NETWORKS

it('default: the shipped demo project lists the networks and relay of npm start', () => {
  const demo = JSON.parse(demoText)
  expect(demo.networks).toEqual(DEMO_NETWORKS)
  expect(demo.relayUrl).toBe('ws://127.0.0.1:4320')
})

it('default: the default ports leave the text untouched', () => {
  expect(
    setDemoEndpoints(demoText, {
      relayUrl: 'ws://127.0.0.1:4320',
      rpcUrls: {
        [anvil.caipNetworkId]: 'http://127.0.0.1:8545',
        [anvil2.caipNetworkId]: 'http://127.0.0.1:8546',
        [solana.caipNetworkId]: 'http://127.0.0.1:8899',
      },
    }),
  ).toBe(demoText)
  expect(setDemoEndpoints(demoText, {})).toBe(demoText)
})

it('args: other ports rewrite the relay and the matching networks only', () => {
  const project = JSON.parse(
    setDemoEndpoints(demoText, {
      relayUrl: 'ws://127.0.0.1:5320',
      rpcUrls: {
        [anvil.caipNetworkId]: 'http://127.0.0.1:9545',
        [solana.caipNetworkId]: 'http://127.0.0.1:9899',
        'eip155:1': 'http://127.0.0.1:1',
      },
    }),
  )
  const original = JSON.parse(demoText)
  expect(project).toEqual({
    ...original,
    relayUrl: 'ws://127.0.0.1:5320',
    networks: [
      { ...anvil, rpcUrls: { default: { http: ['http://127.0.0.1:9545'] } } },
      anvil2,
      { ...solana, rpcUrls: { default: { http: ['http://127.0.0.1:9899'] } } },
    ],
  })
})

it('behavior: a relayUrl is added to a project that had none', () => {
  expect(
    JSON.parse(setDemoEndpoints('{"projectId":"demo"}', { relayUrl: 'ws://127.0.0.1:1' })),
  ).toEqual({ projectId: 'demo', relayUrl: 'ws://127.0.0.1:1' })
})

it('behavior: a network without rpcUrls gets them; malformed entries are kept', () => {
  const text = JSON.stringify({ networks: [{ caipNetworkId: 'eip155:31337' }, 7, { id: 1 }] })
  expect(
    JSON.parse(setDemoEndpoints(text, { rpcUrls: { 'eip155:31337': 'http://127.0.0.1:2' } })),
  ).toEqual({
    networks: [
      { caipNetworkId: 'eip155:31337', rpcUrls: { default: { http: ['http://127.0.0.1:2'] } } },
      7,
      { id: 1 },
    ],
  })
})

it.each([
  ['not JSON', '{"networks":'],
  ['an array', '[]'],
  ['null', 'null'],
])('behavior: %s is returned unchanged, for the modal to reject', (_, text) => {
  expect(setDemoEndpoints(text, { relayUrl: 'ws://127.0.0.1:1' })).toBe(text)
})
