import { describe, expect, test } from 'vitest'
import type { Connector } from '../state/connectors.ts'
import { connectList } from './connectList.ts'

const wallet = (id: string, name: string, extra: Partial<Connector> = {}): Connector => ({
  id,
  name,
  type: 'ANNOUNCED',
  chain: 'eip155',
  installed: true,
  ...extra,
})
const metamask = wallet('uuid-1', 'MetaMask', { info: { rdns: 'io.metamask' } })
const rabby = wallet('io.rabby', 'Rabby')
const demo = wallet('dev.airlock.demo-evm', 'Airlock Demo Wallet (EVM)')
const phantom = wallet('app.phantom', 'Phantom', {
  type: 'MULTI_CHAIN',
  connectors: [
    wallet('app.phantom', 'Phantom'),
    wallet('app.phantom.solana', 'Phantom', { chain: 'solana' }),
  ],
})

const names = (entries: ReturnType<typeof connectList>) =>
  entries.map((entry) => `${entry.connector.name}${entry.recent ? ' (recent)' : ''}`)

describe('connectList', () => {
  test('default: the host order, nothing recent', () => {
    expect(names(connectList([metamask, rabby, demo]))).toEqual([
      'MetaMask',
      'Rabby',
      'Airlock Demo Wallet (EVM)',
    ])
  })

  test('behavior: recent wallets come first, in recent order, tagged', () => {
    expect(
      names(
        connectList([metamask, rabby, demo], { recentIds: ['dev.airlock.demo-evm', 'io.rabby'] }),
      ),
    ).toEqual(['Airlock Demo Wallet (EVM) (recent)', 'Rabby (recent)', 'MetaMask'])
  })

  test('behavior: featured ids (also by rdns) come before the rest', () => {
    expect(
      names(connectList([rabby, demo, metamask], { featuredWalletIds: ['io.metamask'] })),
    ).toEqual(['MetaMask', 'Rabby', 'Airlock Demo Wallet (EVM)'])
  })

  test('behavior: connector order of spec §9: recent, injected, featured, then external', () => {
    const coinbase = wallet('coinbaseSdk', 'Coinbase SDK', { type: 'EXTERNAL', installed: false })
    const safe = wallet('safe', 'Safe', { type: 'EXTERNAL', installed: false })
    const entries = connectList([coinbase, safe, metamask, rabby], {
      recentIds: ['io.rabby'],
      featuredWalletIds: ['safe', 'io.metamask'],
    })
    expect(names(entries)).toEqual(['Rabby (recent)', 'MetaMask', 'Safe', 'Coinbase SDK'])
    expect(entries.map((entry) => entry.group)).toEqual([
      'recent',
      'injected',
      'featured',
      'external',
    ])
  })

  test('behavior: include keeps only those, exclude drops by id or name', () => {
    expect(names(connectList([metamask, rabby, demo], { includeWalletIds: ['io.rabby'] }))).toEqual(
      ['Rabby'],
    )
    expect(
      names(connectList([metamask, rabby, demo], { excludeWalletIds: ['io.metamask', 'rabby'] })),
    ).toEqual(['Airlock Demo Wallet (EVM)'])
  })

  test('behavior: a merged multi-chain wallet matches through its members', () => {
    expect(names(connectList([metamask, phantom], { recentIds: ['app.phantom.solana'] }))).toEqual([
      'Phantom (recent)',
      'MetaMask',
    ])
  })
})
