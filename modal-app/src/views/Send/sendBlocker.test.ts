import { describe, expect, test } from 'vitest'
import { testNetwork } from '../../state/testing.ts'
import type { TokenBalance } from '../../state/validation/TokenBalance.ts'
import { sendBlocker } from './sendBlocker.ts'

const network = { ...testNetwork('eip155:1'), name: 'Ethereum' }
const held = (numeric: string): TokenBalance => ({
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 0,
  price: 0,
  quantity: { decimals: '18', numeric },
  iconUrl: '',
})

describe('sendBlocker', () => {
  test('default: a funded account on a network with an RPC can send; loading does not block', () => {
    expect(sendBlocker(network, 'loaded', [held('0'), held('2.5')])).toBeUndefined()
    expect(sendBlocker(network, 'loading', [])).toBeUndefined()
    expect(sendBlocker(network, 'none', [])).toBeUndefined()
  })

  test('error: no RPC, a dead RPC, or nothing held, each with its reason and remedy', () => {
    const noRpc = { ...network, rpcUrls: { default: { http: [] } } }
    expect(sendBlocker(noRpc, 'loaded', [held('1')])).toEqual({
      reason: 'Ethereum has no RPC to send through.',
      remedy: undefined,
    })
    expect(sendBlocker(network, 'unavailable', [held('1')])).toEqual({
      reason: 'Ethereum is not answering, so nothing can be sent now.',
      remedy: 'retry',
    })
    expect(sendBlocker(network, 'loaded', [held('0')])).toEqual({
      reason: 'Nothing to send: this account holds no funds on Ethereum.',
      remedy: 'receive',
    })
    expect(sendBlocker(network, 'loaded', [])?.remedy).toBe('receive')
  })
})
