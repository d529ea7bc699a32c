import { createHash } from 'node:crypto'
import { createKeyPairSignerFromBytes } from '@solana/kit'
import { describe, expect, test } from 'vitest'
import * as chains from './index.ts'

describe('chains entry', () => {
  test('exports: the public surface', () => {
    expect(Object.keys(chains).sort()).toMatchInlineSnapshot(`
      [
        "SOLANA_FAUCET",
        "SolanaRpcError",
        "compileContract",
        "createSolanaLedger",
        "createSolanaRpcHandler",
        "demoTokenArtifact",
        "deployDemoCollectible",
        "deployDemoToken",
        "resolveAnvilBinary",
        "startAnvil",
        "startSolanaRpc",
        "waitForJsonRpc",
        "writeDemoChainState",
      ]
    `)
  })

  test('constants: SOLANA_FAUCET derived as its doc says', async () => {
    const secret = Buffer.from(chains.SOLANA_FAUCET.secretKey, 'hex')
    const seed = createHash('sha256').update('airlock-dev:solana-faucet').digest()
    expect(secret.subarray(0, 32)).toEqual(seed)
    expect((await createKeyPairSignerFromBytes(secret)).address).toBe(chains.SOLANA_FAUCET.address)
  })
})
