import { expect, test } from 'vitest'
import * as entry from './index.ts'

test('exports: the public surface only changes on purpose', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "createEvmClient",
      "explorerUrl",
      "fetchEvmBalances",
      "fetchSolanaBalances",
      "findNetwork",
      "loadBalances",
      "parseEvmChainId",
      "requestEvmChainSwitch",
      "switchEvmNetwork",
      "switchNetwork",
      "unsupportedNetwork",
    ]
  `)
})
