import { describe, expect, test } from 'vitest'
import { sessionAccounts } from './sessionAccounts.ts'
import { EVM_ADDRESS, SOLANA_ADDRESS, SOLANA_REF, session } from './testing.ts'

describe('sessionAccounts', () => {
  test('default: by namespace and network, in the wallet’s order, eip155 checksummed', () => {
    const accounts = sessionAccounts(
      session([
        `solana:${SOLANA_REF}:${SOLANA_ADDRESS}`,
        `eip155:1:${EVM_ADDRESS.toLowerCase()}`,
        `eip155:1:${EVM_ADDRESS}`,
      ]),
    )
    expect([...accounts.keys()]).toEqual(['eip155', 'solana'])
    expect(accounts.get('eip155')?.get('eip155:1')).toEqual([EVM_ADDRESS])
    expect(accounts.get('solana')?.get(`solana:${SOLANA_REF}`)).toEqual([SOLANA_ADDRESS])
  })

  test('regression: accounts that are no address of their namespace are left out (eip155:1:0xZZ broke wagmi on the host)', () => {
    const accounts = sessionAccounts(
      session([
        'eip155:1:0xZZ',
        `eip155:1:${EVM_ADDRESS.slice(0, 20)}`,
        'eip155:5:0xF39FD6E51AAD88F6F4CE6AB8827279CFFFB92266a',
        `eip155:10:${EVM_ADDRESS}`,
        `solana:${SOLANA_REF}:0xZZ`,
      ]),
    )
    expect([...accounts.keys()]).toEqual(['eip155'])
    expect([...(accounts.get('eip155')?.entries() ?? [])]).toEqual([['eip155:10', [EVM_ADDRESS]]])
  })
})
