import { createHash } from 'node:crypto'
import { networkSchema } from '@airlock/shared-protocol'
import { createKeyPairSignerFromBytes, getBase58Decoder } from '@solana/kit'
import { getContractAddress } from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import * as demo from './demo.ts'

describe('demo data', () => {
  test('DEMO_NETWORKS: valid shared-protocol networks, Solana CAIP-2 from the genesis hash', () => {
    for (const network of demo.DEMO_NETWORKS) networkSchema.parse(network)
    expect(demo.DEMO_NETWORKS.map((network) => network.caipNetworkId)).toEqual([
      'eip155:31337',
      'eip155:31338',
      'solana:J8gmQyY2uH9RgiCs2FZPcUuZwM67dvMZ',
      'polkadot:e143f23803ac50e8f6f8e62695d1ce9e',
      'bip122:000000000933ea01ad0ee984209779ba',
      'cosmos:provider',
    ])
  })

  test('constants: derived as their docs say', async () => {
    const mnemonic = 'test test test test test test test test test test test junk'
    demo.DEMO_EVM_ACCOUNTS.forEach((account, addressIndex) => {
      expect(mnemonicToAccount(mnemonic, { addressIndex }).address).toBe(account.address)
    })
    expect(getContractAddress({ from: demo.DEMO_EVM_ACCOUNTS[0].address, nonce: 0n })).toBe(
      demo.DEMO_TOKEN_ADDRESS,
    )
    expect(mnemonicToAccount(mnemonic, { addressIndex: 9 }).address).toBe(
      demo.DEMO_EXCHANGE_DEPLOYER.address,
    )
    const collector = mnemonicToAccount(mnemonic, { addressIndex: 8 })
    expect(collector.address).toBe(demo.DEMO_COLLECTIBLE.deployer.address)
    expect(privateKeyToAccount(demo.DEMO_COLLECTIBLE.deployer.privateKey).address).toBe(
      collector.address,
    )
    expect(getContractAddress({ from: collector.address, nonce: 0n })).toBe(
      demo.DEMO_COLLECTIBLE.address,
    )
    const exchange = [
      demo.DEMO_EXCHANGE.weth,
      demo.DEMO_EXCHANGE.factory,
      demo.DEMO_EXCHANGE.router,
      demo.DEMO_STABLECOIN.address,
    ]
    exchange.forEach((address, nonce) => {
      expect(
        getContractAddress({ from: demo.DEMO_EXCHANGE_DEPLOYER.address, nonce: BigInt(nonce) }),
      ).toBe(address)
    })
    const seed = (label: string) => createHash('sha256').update(`airlock-dev:${label}`).digest()
    const keyed = [
      ...demo.DEMO_SOLANA_ACCOUNTS,
      { ...demo.DEMO_SPL_MINT, seedLabel: 'solana-spl-mint' },
    ]
    for (const entry of keyed) {
      const secret = Buffer.from(entry.secretKey, 'hex')
      expect(secret.subarray(0, 32)).toEqual(seed(entry.seedLabel))
      expect((await createKeyPairSignerFromBytes(secret)).address).toBe(entry.address)
    }
    expect(getBase58Decoder().decode(seed('solana-local-genesis'))).toBe(
      demo.SOLANA_LOCAL_GENESIS_HASH,
    )
  })
})
