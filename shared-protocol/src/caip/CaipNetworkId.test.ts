import { expectTypeOf, test } from 'vitest'
import type { CaipAddress, CaipNetworkId } from './CaipNetworkId.ts'

test('default: template types accept known namespaces only', () => {
  expectTypeOf<'eip155:1'>().toExtend<CaipNetworkId>()
  expectTypeOf<'stellar:pubnet'>().not.toExtend<CaipNetworkId>()
  expectTypeOf<'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P'>().toExtend<CaipAddress>()
})
