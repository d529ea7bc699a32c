import { expect, test } from 'vitest'
import type { ReferenceApiNetwork } from './ReferenceApiNetwork.ts'
import { readAccountQuery } from './readAccountQuery.ts'

const local: ReferenceApiNetwork = {
  caipNetworkId: 'eip155:31337',
  rpcUrl: 'http://127.0.0.1:8545',
  nativeSymbol: 'ETH',
  tokens: [],
}
const second: ReferenceApiNetwork = { ...local, caipNetworkId: 'eip155:31338' }
const networks = [local, second]
const at = (query: string) => new URL(`http://127.0.0.1:4330/v1/account/x/balance${query}`)
const checksummed = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

test('default: the checksummed address and the network chainId names', () => {
  expect(
    readAccountQuery(at('?projectId=demo&chainId=eip155:31338'), checksummed, networks),
  ).toEqual({ address: checksummed, network: second })
})

test('behavior: any case and percent-encoding are accepted, even a wrong checksum', () => {
  const query = at('?projectId=demo&chainId=%20eip155:31337%20')
  for (const raw of [
    checksummed.toLowerCase(),
    `0x${checksummed.slice(2).toUpperCase()}`,
    // The checksum of 0x7099… with the case of its letters flipped: wrong, still an address.
    '0x70997970c51812DC3a010c7D01B50E0D17DC79c8',
    encodeURIComponent(checksummed).replace('0x', '%30x'),
  ]) {
    expect(readAccountQuery(query, raw, networks).address).toBe(checksummed)
  }
})

test.each([
  [
    'not an address',
    '0x12',
    '?projectId=demo&chainId=eip155:31337',
    networks,
    400,
    'INVALID_ADDRESS',
    "'0x12' is not an EVM address: expected 0x followed by 40 hexadecimal digits.",
  ],
  [
    'percent-encoding that does not decode',
    '0x%E0%A4%A',
    '?projectId=demo&chainId=eip155:31337',
    networks,
    400,
    'INVALID_ADDRESS',
    "'0x%E0%A4%A' is not an EVM address: expected 0x followed by 40 hexadecimal digits.",
  ],
  [
    'no projectId (checked before chainId)',
    checksummed,
    '',
    networks,
    400,
    'MISSING_PARAMETER',
    'The projectId query parameter is missing: add ?projectId=<your project id>.',
  ],
  [
    'no chainId',
    checksummed,
    '?projectId=demo&chainId=%20',
    networks,
    400,
    'MISSING_PARAMETER',
    'The chainId query parameter is missing: add &chainId=<CAIP-2 id>, one of eip155:31337, eip155:31338.',
  ],
  [
    'an unknown chainId',
    checksummed,
    '?projectId=demo&chainId=eip155:1',
    networks,
    404,
    'UNKNOWN_NETWORK',
    "This API does not index the network 'eip155:1'. It indexes: eip155:31337, eip155:31338.",
  ],
  [
    'no networks at all',
    checksummed,
    '?projectId=demo&chainId=eip155:31337',
    [],
    404,
    'UNKNOWN_NETWORK',
    "This API does not index the network 'eip155:31337'. It indexes: none.",
  ],
] as const)('error: %s', (_, raw, query, served, status, code, message) => {
  expect(() => readAccountQuery(at(query), raw, served)).toThrow(
    expect.objectContaining({ status, code, message }),
  )
})
