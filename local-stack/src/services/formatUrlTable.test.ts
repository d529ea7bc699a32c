import { expect, it } from 'vitest'
import { formatUrlTable } from './formatUrlTable.ts'

it('default: one aligned row per service', () => {
  expect(
    formatUrlTable([
      { name: 'Demo host', url: 'http://127.0.0.1:4300/' },
      { name: 'Modal', url: 'http://localhost:4310/' },
    ]),
  ).toBe('  Demo host  http://127.0.0.1:4300/\n  Modal      http://localhost:4310/')
})

it('args: notes follow the URLs in their own column, rows without one end at the URL', () => {
  expect(
    formatUrlTable([
      { name: 'Relay', url: 'ws://127.0.0.1:4320' },
      { name: 'Anvil', url: 'http://127.0.0.1:8545', note: 'chain 31337' },
      { name: 'Solana', url: 'http://127.0.0.1:8899', note: '' },
      { name: 'Sol', url: 'http://1', note: 'mint' },
    ]).split('\n'),
  ).toEqual([
    '  Relay   ws://127.0.0.1:4320',
    '  Anvil   http://127.0.0.1:8545  chain 31337',
    '  Solana  http://127.0.0.1:8899',
    '  Sol     http://1               mint',
  ])
})
