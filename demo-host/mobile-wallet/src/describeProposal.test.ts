import type { ProposalTypes } from '@walletconnect/types'
import { expect, test } from 'vitest'
import { describeProposal } from './describeProposal.ts'

function proposal(overrides: Partial<ProposalTypes.Struct> = {}): ProposalTypes.Struct {
  return {
    id: 1700000000000001,
    expiryTimestamp: 1700000300,
    relays: [{ protocol: 'irn' }],
    pairingTopic: 'topic',
    proposer: {
      publicKey: 'key',
      metadata: {
        name: 'Airlock modal',
        description: 'The Airlock wallet modal',
        url: 'http://localhost:4310',
        icons: ['https://example.com/a.png', 'https://example.com/b.png'],
      },
    },
    requiredNamespaces: {},
    optionalNamespaces: {
      eip155: {
        chains: ['eip155:31337'],
        methods: ['personal_sign'],
        events: ['chainChanged'],
      },
    },
    ...overrides,
  }
}

test('default', () => {
  expect(describeProposal(proposal())).toMatchInlineSnapshot(`
    {
      "description": "The Airlock wallet modal",
      "expiryTimestamp": 1700000300,
      "iconCount": 2,
      "id": 1700000000000001,
      "monogram": "AM",
      "name": "Airlock modal",
      "optional": [
        {
          "chains": [
            "eip155:31337",
          ],
          "events": [
            "chainChanged",
          ],
          "methods": [
            "personal_sign",
          ],
          "namespace": "eip155",
        },
      ],
      "required": [],
      "url": "http://localhost:4310",
    }
  `)
})

test('behavior: a namespace keyed by chain lists that chain', () => {
  const described = describeProposal(
    proposal({
      requiredNamespaces: {
        'solana:J8gmQyY2uH9RgiCs2FZPcUuZwM67dvMZ': { methods: ['solana_signMessage'], events: [] },
      },
    }),
  )
  expect(described.required).toEqual([
    {
      namespace: 'solana',
      chains: ['solana:J8gmQyY2uH9RgiCs2FZPcUuZwM67dvMZ'],
      methods: ['solana_signMessage'],
      events: [],
    },
  ])
})

test('behavior: monogram and name fallbacks', () => {
  const named = (name: string) =>
    describeProposal(
      proposal({
        proposer: { publicKey: 'k', metadata: { name, description: '', url: '', icons: [] } },
      }),
    )
  expect(named('uniswap').monogram).toBe('U')
  expect(named('my-cool_dapp').monogram).toBe('MC')
  expect(named('  ').name).toBe('Unnamed dapp')
  expect(named('  ').monogram).toBe('UD')
  expect(named('🚀 ✨').monogram).toBe('?')
  expect(named('ünïcode app').monogram).toBe('ÜA')
})
