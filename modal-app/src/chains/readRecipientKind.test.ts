import { deployDemoToken, type StartAnvilReturnType, startAnvil } from '@airlock/local-stack/chains'
import type { Network } from '@airlock/shared-protocol'
import { DEMO_EVM_ACCOUNTS, DEMO_NETWORKS, DEMO_TOKEN_ADDRESS } from '@airlock/testkit/demo'
import { createTestClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { readRecipientKind, recipientKindOfCode, tokenContractLoss } from './readRecipientKind.ts'

// One real anvil for the file, with the demo token deployed: its code is what a contract has.
let anvil: StartAnvilReturnType
let network: Network

beforeAll(async () => {
  anvil = await startAnvil({ port: 0, chainId: 31337 })
  await deployDemoToken(anvil.url)
  network = { ...DEMO_NETWORKS[0], rpcUrls: { default: { http: [anvil.url] } } }
}, 30_000)

afterAll(async () => {
  await anvil?.stop()
})

describe('readRecipientKind (anvil)', () => {
  test('default: an account with no code is an account; the token is a contract', async () => {
    expect(await readRecipientKind(network, DEMO_EVM_ACCOUNTS[1].address)).toBe('account')
    expect(await readRecipientKind(network, DEMO_TOKEN_ADDRESS)).toBe('contract')
  })

  test('behavior: an EIP-7702 delegated account is an account, not a contract', async () => {
    const delegated = '0x000000000000000000000000000000000000d311'
    await createTestClient({ mode: 'anvil', transport: http(anvil.url) }).setCode({
      address: delegated,
      bytecode: `0xef0100${DEMO_TOKEN_ADDRESS.slice(2).toLowerCase()}`,
    })
    expect(await readRecipientKind(network, delegated)).toBe('account')
  })

  test('error: a network whose RPC does not answer throws; nothing is guessed', async () => {
    const dead = { ...network, rpcUrls: { default: { http: ['http://127.0.0.1:9/'] } } }
    await expect(readRecipientKind(dead, DEMO_TOKEN_ADDRESS)).rejects.toThrow()
  })
})

describe('recipientKindOfCode', () => {
  test.each([
    ['no code', '0x', 'account'],
    ['no answer', undefined, 'account'],
    ['an EIP-7702 delegation', `0xef0100${'ab'.repeat(20)}`, 'account'],
    ['a delegation prefix with the wrong length', `0xef0100${'ab'.repeat(21)}`, 'contract'],
    ['contract bytecode', '0x6080604052', 'contract'],
  ] as const)('behavior: %s', (_, code, kind) => {
    expect(recipientKindOfCode(code)).toBe(kind)
  })
})

describe('tokenContractLoss', () => {
  const ADT = { symbol: 'ADT', address: DEMO_TOKEN_ADDRESS }
  const USD = { symbol: 'aUSD', address: '0x8ce361602B935680E8DeC218b820ff5056BeB7af' }

  test('behavior: says whose contract it is and what is lost, about the subject given', () => {
    expect(
      tokenContractLoss({ token: ADT, to: USD.address, tokens: [USD], subject: 'The recipient' }),
    ).toBe('The recipient is the aUSD token’s contract: ADT sent to it is lost for good.')
    // A token no list names: its own contract is still known, without a symbol to say.
    expect(
      tokenContractLoss({
        token: { address: USD.address },
        to: USD.address.toLowerCase(),
        tokens: [],
        subject: 'The recipient',
      }),
    ).toBe('The recipient is this token’s own contract: tokens sent to it are lost for good.')
  })

  test('default: the native coin, and a recipient that is no token contract, lose nothing', () => {
    const ETH = { symbol: 'ETH', address: undefined }
    expect(tokenContractLoss({ token: ETH, to: ADT.address, tokens: [ADT], subject: 'It' })).toBe(
      undefined,
    )
    expect(
      tokenContractLoss({
        token: ADT,
        to: DEMO_EVM_ACCOUNTS[1].address,
        tokens: [USD],
        subject: 'It',
      }),
    ).toBeUndefined()
  })
})
