import { decodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, test } from 'vitest'
import { testNetwork } from '../state/testing.ts'
import { evmTransferTransaction } from './evmTransferTransaction.ts'

const network = { ...testNetwork('eip155:31337'), id: 31337 }
const from = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('evmTransferTransaction', () => {
  test('default: the native coin is { from, to, value } in wei, pinned to the chain', () => {
    expect(
      evmTransferTransaction({
        network,
        from,
        to,
        token: { symbol: 'ETH', decimals: 18 },
        amount: '1.5',
      }),
    ).toEqual({
      from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      to,
      value: '0x14d1120d7b160000',
      chainId: '0x7a69',
    })
  })

  test('behavior: an ERC20 token calls transfer(to, amount) on the token with its decimals', () => {
    const tx = evmTransferTransaction({
      network,
      from,
      to,
      token: { symbol: 'USD', decimals: 6, address: token },
      amount: '2.25',
    })
    expect(tx).toMatchObject({ to: token, value: '0x0', chainId: '0x7a69' })
    const call = decodeFunctionData({ abi: erc20Abi, data: tx.data ?? '0x' })
    expect(call.functionName).toBe('transfer')
    expect(call.args).toEqual([to, 2_250_000n])
  })

  test('error: an amount that is not a number is refused before the wallet', () => {
    expect(() =>
      evmTransferTransaction({
        network,
        from,
        to,
        token: { symbol: 'ETH', decimals: 18 },
        amount: 'x',
      }),
    ).toThrow()
  })
})
