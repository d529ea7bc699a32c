import { expect, test } from 'vitest'
import { readWalletConfig } from './readWalletConfig.ts'

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1700000300'

test('default: the local stack', () => {
  expect(readWalletConfig('')).toMatchInlineSnapshot(`
    {
      "pairingUri": undefined,
      "projectId": "a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1",
      "relayUrl": "ws://127.0.0.1:4320",
      "rpcUrls": {
        "eip155:31337": "http://127.0.0.1:8545",
        "eip155:31338": "http://127.0.0.1:8546",
        "solana:J8gmQyY2uH9RgiCs2FZPcUuZwM67dvMZ": "http://127.0.0.1:8899",
      },
    }
  `)
})

test('args: build env overrides the defaults, query overrides the build env', () => {
  const env = {
    AIRLOCK_RELAY_URL: 'ws://127.0.0.1:5555',
    AIRLOCK_EVM_RPC_31337: 'http://127.0.0.1:9545',
    AIRLOCK_SOLANA_RPC: 'http://127.0.0.1:9899',
    AIRLOCK_WALLETCONNECT_PROJECT_ID: 'env-project',
  }
  expect(readWalletConfig('', env)).toMatchObject({
    relayUrl: 'ws://127.0.0.1:5555',
    projectId: 'env-project',
    rpcUrls: {
      'eip155:31337': 'http://127.0.0.1:9545',
      'eip155:31338': 'http://127.0.0.1:8546',
      'solana:J8gmQyY2uH9RgiCs2FZPcUuZwM67dvMZ': 'http://127.0.0.1:9899',
    },
  })
  const search =
    '?relay=ws%3A%2F%2Flocalhost%3A6000&rpc31338=http%3A%2F%2Flocalhost%3A7546&projectId=q'
  expect(readWalletConfig(search, env)).toMatchObject({
    relayUrl: 'ws://localhost:6000',
    projectId: 'q',
    rpcUrls: { 'eip155:31337': 'http://127.0.0.1:9545', 'eip155:31338': 'http://localhost:7546' },
  })
})

test('args: empty values fall through', () => {
  expect(readWalletConfig('?relay=%20', { AIRLOCK_RELAY_URL: '' }).relayUrl).toBe(
    'ws://127.0.0.1:4320',
  )
})

test('args: an encoded deep link uri', () => {
  expect(readWalletConfig(`?uri=${encodeURIComponent(uri)}`).pairingUri).toBe(uri)
})

test('behavior: an unencoded uri as the last parameter is taken whole', () => {
  expect(readWalletConfig(`?relay=ws://127.0.0.1:4320&uri=${uri}`)).toMatchObject({
    relayUrl: 'ws://127.0.0.1:4320',
    pairingUri: uri,
  })
})
