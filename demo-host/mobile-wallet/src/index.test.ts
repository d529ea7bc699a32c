import { expect, test } from 'vitest'
import * as entry from './index.ts'

test('exports', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "MOBILE_WALLET_KEYS",
      "WALLET_CAPABILITIES",
      "answerEvmRequest",
      "answerSolanaRequest",
      "buildWalletNamespaces",
      "createMobileWallet",
      "decodeSessionRequest",
      "describeProposal",
      "handleSessionRequest",
      "probeRelay",
      "readWalletConfig",
    ]
  `)
})
