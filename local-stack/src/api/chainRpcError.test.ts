import {
  ContractFunctionExecutionError,
  erc20Abi,
  HttpRequestError,
  RpcRequestError,
  TimeoutError,
} from 'viem'
import { expect, test } from 'vitest'
import { chainRpcError } from './chainRpcError.ts'
import type { ReferenceApiNetwork } from './ReferenceApiNetwork.ts'

const network: ReferenceApiNetwork = {
  caipNetworkId: 'eip155:31337',
  rpcUrl: 'http://127.0.0.1:8545',
  nativeSymbol: 'ETH',
  tokens: [],
}
const down = new HttpRequestError({ url: network.rpcUrl, details: 'fetch failed' })

test('default: an RPC that cannot be reached is CHAIN_UNREACHABLE, naming what was being read', () => {
  const error = chainRpcError(network, down, 'balances')
  expect(error).toMatchObject({ status: 502, code: 'CHAIN_UNREACHABLE', cause: down })
  expect(error.message).toMatchInlineSnapshot(
    `"The RPC of eip155:31337 (http://127.0.0.1:8545) cannot be reached, so its balances cannot be read. Is the chain running?"`,
  )
  expect(
    chainRpcError(network, new TimeoutError({ body: {}, url: network.rpcUrl }), 'history').message,
  ).toMatchInlineSnapshot(
    `"The RPC of eip155:31337 (http://127.0.0.1:8545) cannot be reached, so its history cannot be read. Is the chain running?"`,
  )
})

test('behavior: a transport failure wrapped by readContract is still CHAIN_UNREACHABLE', () => {
  const wrapped = new ContractFunctionExecutionError(down, {
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
  })
  expect(chainRpcError(network, wrapped, 'balances').code).toBe('CHAIN_UNREACHABLE')
})

test('error: an RPC that answers with an error is CHAIN_ERROR with its short message and the call', () => {
  const refused = new RpcRequestError({
    body: {},
    error: { code: -32601, message: 'Method not found' },
    url: network.rpcUrl,
  })
  const error = chainRpcError(network, refused, 'balances', 'balanceOf of ADT at 0x5FbD…0aa3')
  expect(error).toMatchObject({ status: 502, code: 'CHAIN_ERROR' })
  expect(error.message).toMatchInlineSnapshot(
    `"The RPC of eip155:31337 (http://127.0.0.1:8545) failed while reading its balances (balanceOf of ADT at 0x5FbD…0aa3): RPC Request failed."`,
  )
  expect(chainRpcError(network, 'odd', 'history').message).toMatchInlineSnapshot(
    `"The RPC of eip155:31337 (http://127.0.0.1:8545) failed while reading its history: odd"`,
  )
})
