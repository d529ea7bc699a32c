import {
  EstimateGasExecutionError,
  ExecutionRevertedError,
  HttpRequestError,
  RpcRequestError,
  TimeoutError,
} from 'viem'
import { describe, expect, test, vi } from 'vitest'
import { testNetwork } from '../state/testing.ts'
import { estimateNetworkFee, isRefusedByNetwork } from './estimateNetworkFee.ts'

const from = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'
const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('estimateNetworkFee', () => {
  test('default: EVM, the estimated gas times the gas price, in the native coin', async () => {
    const network = testNetwork('eip155:1')
    const readFee = vi.fn(async () => ({ gas: 21_000n, gasPrice: 2_000_000_000n }))
    const transfer = { network, from, to, token: { symbol: 'C', decimals: 18 }, amount: '1' }
    expect(await estimateNetworkFee(transfer, readFee)).toEqual({
      amount: '0.000042',
      symbol: network.nativeCurrency.symbol,
    })
    expect(readFee).toHaveBeenCalledWith(transfer)
    // A gas price of odd wei reads to 8 decimals, as Swap's fee does, not to 15.
    const odd = vi.fn(async () => ({ gas: 21_000n, gasPrice: 1_083_071_229n }))
    expect((await estimateNetworkFee(transfer, odd)).amount).toBe('0.00002274')
  })

  test('behavior: Solana, the base fee of one signature', async () => {
    const network = {
      ...testNetwork('solana:abc'),
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    }
    const readFee = vi.fn()
    const fee = await estimateNetworkFee(
      { network, from: 'x', to: 'y', token: { symbol: 'SOL', decimals: 9 }, amount: '1' },
      readFee,
    )
    expect(fee).toEqual({ amount: '0.000005', symbol: 'SOL' })
    expect(readFee).not.toHaveBeenCalled()
  })

  test('error: a network that cannot estimate throws', async () => {
    const network = testNetwork('eip155:1')
    await expect(
      estimateNetworkFee(
        { network, from, to, token: { symbol: 'C', decimals: 18 }, amount: '1' },
        async () => {
          throw new Error('HTTP request failed')
        },
      ),
    ).rejects.toThrow('HTTP request failed')
  })
})

describe('isRefusedByNetwork', () => {
  const url = 'http://127.0.0.1:8545'
  const answered = (code: number, message: string) =>
    new RpcRequestError({ body: {}, url, error: { code, message } })
  test.each([
    [
      'a revert the node answered',
      new EstimateGasExecutionError(
        new ExecutionRevertedError({ cause: answered(3, 'reverted') }),
        {},
      ),
      true,
    ],
    ['any JSON-RPC error the node answered', answered(-32603, 'EVM error InvalidFEOpcode'), true],
    ['a node that does not answer', new HttpRequestError({ url, details: 'fetch failed' }), false],
    ['a timeout', new TimeoutError({ body: {}, url }), false],
    ['not a viem error', new Error('HTTP request failed'), false],
  ])('behavior: %s', (_, error, refused) => {
    expect(isRefusedByNetwork(error)).toBe(refused)
  })
})
