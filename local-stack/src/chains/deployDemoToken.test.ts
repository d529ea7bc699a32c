import { DEMO_EVM_ACCOUNTS, DEMO_TOKEN_ADDRESS } from '@airlock/testkit/demo'
import { createClient, erc20Abi, http, parseUnits } from 'viem'
import { readContract } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { deployDemoToken } from './deployDemoToken.ts'
import { type StartAnvilReturnType, startAnvil } from './startAnvil.ts'

describe('deployDemoToken', () => {
  let anvil: StartAnvilReturnType
  beforeAll(async () => {
    anvil = await startAnvil({ port: 0, chainId: 31337 })
  })
  afterAll(() => anvil.stop())

  test('default: fixed address, metadata and balances', async () => {
    const { address } = await deployDemoToken(anvil.url)
    expect(address).toBe(DEMO_TOKEN_ADDRESS)
    const client = createClient({ transport: http(anvil.url) })
    const read = (functionName: 'name' | 'symbol' | 'decimals' | 'totalSupply') =>
      readContract(client, { address, abi: erc20Abi, functionName })
    expect([await read('name'), await read('symbol'), await read('decimals')]).toEqual([
      'Airlock Demo Token',
      'ADT',
      18,
    ])
    expect(await read('totalSupply')).toBe(parseUnits('1000000', 18))
    const balanceOf = (owner: `0x${string}`) =>
      readContract(client, { address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
    expect(await balanceOf(DEMO_EVM_ACCOUNTS[0].address)).toBe(parseUnits('990000', 18))
    expect(await balanceOf(DEMO_EVM_ACCOUNTS[1].address)).toBe(parseUnits('10000', 18))
  })

  test('error: a chain where account 0 already deployed', async () => {
    await expect(deployDemoToken(anvil.url)).rejects.toThrow(/fixed address/)
  })
})
