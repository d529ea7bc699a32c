import { expect, test } from 'vitest'
import * as firstPaint from './index.ts'
import * as lazy from './lazy.ts'

test('exports: the public surface only changes on purpose', () => {
  expect(Object.keys(lazy).sort()).toMatchInlineSnapshot(`
    [
      "DEFAULT_PAYMENT_CURRENCY",
      "DEFAULT_PURCHASE_CURRENCY",
      "HttpError",
      "assertSendRequirements",
      "cancelSiwx",
      "createJsonClient",
      "createSiwxMessage",
      "createSiwxNonce",
      "disconnectActive",
      "dropLowQualityBalances",
      "emailLoginWaitSeconds",
      "evmChainIdToCoinType",
      "failSiwxInit",
      "fetchOnrampQuote",
      "fetchTransactions",
      "filterTelegramSocials",
      "formatBalance",
      "formatSiwxMessage",
      "formatTransferQuantity",
      "formatUsd",
      "groupTransactions",
      "groupedTransactionsAtom",
      "isValidCaipAddress",
      "isValidEmail",
      "isValidName",
      "isWalletAssetResponse",
      "meldOnrampUrl",
      "nameApiErrorText",
      "nameCacheAtom",
      "nameErrorText",
      "nameRegistrationAtom",
      "onrampAtom",
      "parseOnrampProviders",
      "paymentLimits",
      "popTransactionStack",
      "pushTransactionStack",
      "registerAccountName",
      "requestNetworkSwitch",
      "resetOnramp",
      "resetSendDraft",
      "selectOnrampProvider",
      "sendDraftAtom",
      "sendKind",
      "sendToken",
      "setOnramp",
      "setOnrampProviders",
      "setSendDraft",
      "signInWithSiwx",
      "switchActiveNetwork",
      "transactionStackAtom",
      "visibleTransactions",
      "withErrorReporting",
    ]
  `)
})

test('behavior: every state export is in exactly one entry', () => {
  expect(Object.keys(lazy).filter((name) => name in firstPaint)).toEqual([])
})
