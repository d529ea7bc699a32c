import { expect, test } from 'vitest'
import * as registry from './index.ts'

test('exports: the public surface changes only on purpose', () => {
  expect(Object.keys(registry).sort()).toMatchInlineSnapshot(`
    [
      "DEMO_MOBILE_WALLET",
      "filterWallets",
      "generateScaleRegistry",
      "loadRegistry",
      "registryWalletSchema",
      "toRegistryWallet",
      "useDebouncedValue",
      "walletMonogram",
    ]
  `)
})
