import { expect, it } from 'vitest'
import { setDemoRpcMeta } from './setDemoRpcMeta.ts'

const page =
  '<head><meta name="airlock-modal-url" content="x" />\n<meta name="airlock-demo-rpc" content="%AIRLOCK_DEMO_RPC%" /></head>'

/** The JSON the page would read from the tag, decoded as a browser does. */
function readMeta(html: string): unknown {
  const content = /name="airlock-demo-rpc" content="([^"]*)"/.exec(html)?.[1] ?? ''
  return JSON.parse(content.replaceAll('&quot;', '"').replaceAll('&amp;', '&'))
}

it('default: writes the EVM chains by chain id and the Solana RPC', () => {
  const html = setDemoRpcMeta(page, {
    relayUrl: 'ws://127.0.0.1:4320',
    rpcUrls: {
      'eip155:31337': 'http://127.0.0.1:9545',
      'eip155:31338': 'http://127.0.0.1:9546',
      'solana:J8gmQyY2uH9RgiCs2FZPcUuZwM67dvMZ': 'http://127.0.0.1:9899',
    },
  })
  expect(readMeta(html)).toEqual({
    evm: { '31337': 'http://127.0.0.1:9545', '31338': 'http://127.0.0.1:9546' },
    solana: 'http://127.0.0.1:9899',
  })
  expect(html).toContain('<meta name="airlock-modal-url" content="x" />')
})

it('args: EVM only', () => {
  expect(readMeta(setDemoRpcMeta(page, { rpcUrls: { 'eip155:1': 'http://a?x=1&y="2"' } }))).toEqual(
    { evm: { '1': 'http://a?x=1&y="2"' } },
  )
})

it('behavior: no RPC URLs, or no tag, leaves the page unchanged', () => {
  expect(setDemoRpcMeta(page, {})).toBe(page)
  expect(setDemoRpcMeta(page, { relayUrl: 'ws://127.0.0.1:1' })).toBe(page)
  expect(setDemoRpcMeta('<p>hi</p>', { rpcUrls: { 'eip155:1': 'http://a' } })).toBe('<p>hi</p>')
})
