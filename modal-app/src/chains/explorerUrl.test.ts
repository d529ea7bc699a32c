import { describe, expect, test } from 'vitest'
import { explorerUrl } from './explorerUrl.ts'

const explorer = (url: string) => ({ blockExplorers: { default: { name: 'X', url } } })

describe('explorerUrl', () => {
  test('default: address and transaction pages', () => {
    expect(explorerUrl(explorer('https://etherscan.io'), { address: '0xabc' })).toBe(
      'https://etherscan.io/address/0xabc',
    )
    expect(explorerUrl(explorer('https://etherscan.io/'), { transaction: '0x12' })).toBe(
      'https://etherscan.io/tx/0x12',
    )
  })

  test("args: the explorer's path and query are kept", () => {
    expect(
      explorerUrl(explorer('https://explorer.solana.com/?cluster=devnet'), { address: 'Ffbp' }),
    ).toBe('https://explorer.solana.com/address/Ffbp?cluster=devnet')
    expect(explorerUrl(explorer('https://scan.example/chain/7'), { address: 'a' })).toBe(
      'https://scan.example/chain/7/address/a',
    )
  })

  test('behavior: polkadot (Subscan) and cosmos explorers name addresses accounts', () => {
    const subscan = {
      ...explorer('https://westend.subscan.io'),
      chainNamespace: 'polkadot' as const,
    }
    expect(explorerUrl(subscan, { address: '5Grw' })).toBe(
      'https://westend.subscan.io/account/5Grw',
    )
    expect(explorerUrl(subscan, { transaction: '0x12' })).toBe(
      'https://westend.subscan.io/extrinsic/0x12',
    )
    const ping = {
      ...explorer('https://explorer.example/provider'),
      chainNamespace: 'cosmos' as const,
    }
    expect(explorerUrl(ping, { address: 'cosmos1x' })).toBe(
      'https://explorer.example/provider/account/cosmos1x',
    )
    const mempool = {
      ...explorer('https://mempool.space/testnet'),
      chainNamespace: 'bip122' as const,
    }
    expect(explorerUrl(mempool, { address: 'tb1q' })).toBe(
      'https://mempool.space/testnet/address/tb1q',
    )
  })

  test('behavior: no explorer, no link', () => {
    expect(explorerUrl({}, { address: '0xabc' })).toBeUndefined()
    expect(explorerUrl(undefined, { address: '0xabc' })).toBeUndefined()
    expect(explorerUrl(explorer('not a url'), { address: '0xabc' })).toBeUndefined()
  })

  test('behavior: the value is encoded, so it cannot change the path', () => {
    expect(explorerUrl(explorer('https://x.example'), { address: '../a?b' })).toBe(
      'https://x.example/address/..%2Fa%3Fb',
    )
  })
})
