import { createHash } from 'node:crypto'
import { networkSchema } from '@airlock/shared-protocol'
import { createKeyPairSignerFromBytes, getBase58Decoder } from '@solana/kit'
import { getContractAddress } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import * as chains from './index.ts'

describe('chains entry', () => {
  test('exports: the public surface', () => {
    expect(Object.keys(chains).sort()).toMatchInlineSnapshot(`
      [
        "DEMO_EVM_ACCOUNTS",
        "DEMO_NETWORKS",
        "DEMO_SOLANA_ACCOUNTS",
        "DEMO_SPL_MINT",
        "DEMO_TOKEN_ADDRESS",
        "SOLANA_FAUCET",
        "SOLANA_LOCAL_GENESIS_HASH",
        "SolanaRpcError",
        "compileDemoToken",
        "createSolanaLedger",
        "createSolanaRpcHandler",
        "demoTokenArtifact",
        "deployDemoToken",
        "resolveAnvilBinary",
        "startAnvil",
        "startSolanaRpc",
        "waitForJsonRpc",
      ]
    `)
  })

  test('DEMO_NETWORKS: valid shared-protocol networks, Solana CAIP-2 from the genesis hash', () => {
    for (const network of chains.DEMO_NETWORKS) networkSchema.parse(network)
    expect(chains.DEMO_NETWORKS.map((network) => network.caipNetworkId)).toEqual([
      'eip155:31337',
      'eip155:31338',
      'solana:J8gmQyY2uH9RgiCs2FZPcUuZwM67dvMZ',
    ])
  })

  test('constants: derived as their docs say', async () => {
    const mnemonic = 'test test test test test test test test test test test junk'
    chains.DEMO_EVM_ACCOUNTS.forEach((account, addressIndex) => {
      expect(mnemonicToAccount(mnemonic, { addressIndex }).address).toBe(account.address)
    })
    expect(getContractAddress({ from: chains.DEMO_EVM_ACCOUNTS[0].address, nonce: 0n })).toBe(
      chains.DEMO_TOKEN_ADDRESS,
    )
    const seed = (label: string) => createHash('sha256').update(`airlock-dev:${label}`).digest()
    const keyed = [
      ...chains.DEMO_SOLANA_ACCOUNTS,
      { ...chains.SOLANA_FAUCET, seedLabel: 'solana-faucet' },
      { ...chains.DEMO_SPL_MINT, seedLabel: 'solana-spl-mint' },
    ]
    for (const entry of keyed) {
      const secret = Buffer.from(entry.secretKey, 'hex')
      expect(secret.subarray(0, 32)).toEqual(seed(entry.seedLabel))
      expect((await createKeyPairSignerFromBytes(secret)).address).toBe(entry.address)
    }
    expect(getBase58Decoder().decode(seed('solana-local-genesis'))).toBe(
      chains.SOLANA_LOCAL_GENESIS_HASH,
    )
  })
})
