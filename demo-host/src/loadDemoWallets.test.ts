// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest'
import { readDemoRpcOptions } from './loadDemoWallets.ts'

function docWith(content: string | null): Document {
  const doc = document.implementation.createHTMLDocument('x')
  if (content !== null) {
    const meta = doc.createElement('meta')
    meta.name = 'airlock-demo-rpc'
    meta.content = content
    doc.head.append(meta)
  }
  return doc
}

describe('readDemoRpcOptions', () => {
  test('default: no tag or an unreplaced build placeholder means the demo networks defaults', () => {
    expect(readDemoRpcOptions(docWith(null))).toEqual({})
    expect(readDemoRpcOptions(docWith('%AIRLOCK_DEMO_RPC%'))).toEqual({})
  })

  test('behavior: EVM URLs per chain id and the Solana URL are read', () => {
    const content = JSON.stringify({
      evm: { '31337': 'http://127.0.0.1:9545', '31338': 'http://127.0.0.1:9546' },
      solana: 'http://127.0.0.1:9899',
    })
    expect(readDemoRpcOptions(docWith(content))).toEqual({
      evm: { rpcUrls: { 31337: 'http://127.0.0.1:9545', 31338: 'http://127.0.0.1:9546' } },
      solana: { rpcUrl: 'http://127.0.0.1:9899' },
    })
  })

  test('error: malformed JSON and wrong shapes are ignored, not thrown', () => {
    expect(readDemoRpcOptions(docWith('{nope'))).toEqual({})
    expect(readDemoRpcOptions(docWith('"text"'))).toEqual({})
    expect(readDemoRpcOptions(docWith(JSON.stringify({ evm: { abc: 'x', '1': 2 } })))).toEqual({
      evm: { rpcUrls: {} },
    })
  })
})
