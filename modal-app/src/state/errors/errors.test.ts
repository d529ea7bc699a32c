import { describe, expect, test } from 'vitest'
import { ERRORS, httpStatusError, registerNameError, tryAgainAfterError } from './ERRORS.ts'
import { nameApiErrorText } from './nameApiErrorText.ts'
import { parseErrorText } from './parseErrorText.ts'

describe('§8 error catalogue', () => {
  test('§8 catalogue: exact strings', () => {
    expect(ERRORS).toMatchInlineSnapshot(`
      {
        "alerts": {
          "invalidAppConfiguration": {
            "longMessage": "The origin of this app is not on the allowlist of its project. Add it to the allowed origins of the project in the provider dashboard and reload the page.",
            "shortMessage": "Invalid App Configuration",
          },
          "unverifiedDomain": {
            "longMessage": "This domain is not verified for the project. Verify it in the provider dashboard.",
            "shortMessage": "Unverified Domain",
          },
        },
        "internal": {
          "category": "INTERNAL_SDK_ERROR",
          "failedToDisconnect": "Failed to disconnect",
          "networkClientNotSet": "NetworkController client not set",
          "noActiveCaipAddress": "No ActiveCaipAddress found",
          "noConnectionClient": "No ConnectionController client found",
          "siwxNotEnabled": "SIWX is not enabled",
          "transactionsNeedAccount": "Transactions can't be fetched without an accountAddress",
        },
        "library": {
          "chainNotSupported": "Chain is not supported",
        },
        "names": {
          "resolveFailed": "Error resolving name",
        },
        "send": {
          "amountAndReceiverRequired": "An amount and receiver address are required",
          "invalidChainId": "Invalid chainId",
          "tokenRequired": "A token is required",
          "unsupportedChain": "Unsupported chain",
        },
        "snackbar": {
          "failedToFetchTransactions": "Failed to fetch transactions",
          "signatureDeclined": "Signature declined",
          "siwxInitFailed": "A problem occurred while trying initialize authentication",
          "smartAccountsUnsupported": "This application might not support Smart Accounts",
          "tokenBalanceUnavailable": "Token Balance Unavailable",
        },
        "unknown": "Unknown error",
      }
    `)
  })

  test('§8 catalogue: templated strings', () => {
    expect([
      registerNameError('alice'),
      httpStatusError(403),
      tryAgainAfterError(7),
    ]).toMatchInlineSnapshot(`
        [
          "Error registering name alice",
          "HTTP status code: 403",
          "Please try again after 7 seconds",
        ]
      `)
  })

  test('§8 catalogue: frozen all the way down', () => {
    expect(Object.isFrozen(ERRORS)).toBe(true)
    expect(Object.isFrozen(ERRORS.alerts.invalidAppConfiguration)).toBe(true)
    expect(() => {
      ;(ERRORS.send as { tokenRequired: string }).tokenRequired = 'x'
    }).toThrow(TypeError)
  })
})

describe('§8 error text parsing', () => {
  test('§8 parsing: a string as is', () => {
    expect(parseErrorText('Signature declined')).toBe('Signature declined')
  })
  test('§8 parsing: the first issue message before the error message', () => {
    expect(
      parseErrorText({ issues: [{ message: 'first' }, { message: 'second' }], message: 'm' }),
    ).toBe('first')
  })
  test("§8 parsing: the error's message when there are no issues", () => {
    expect(parseErrorText(new Error('boom'))).toBe('boom')
    expect(parseErrorText({ issues: [], message: 'from message' })).toBe('from message')
  })
  test("§8 parsing: else 'Unknown error'", () => {
    expect(parseErrorText(undefined)).toBe('Unknown error')
    expect(parseErrorText(42)).toBe('Unknown error')
    expect(parseErrorText({})).toBe('Unknown error')
  })
  test('§8 name API: the first reason description, else the fallback', () => {
    expect(
      nameApiErrorText(
        { reasons: [{ description: 'Name taken' }, { description: 'x' }] },
        ERRORS.names.resolveFailed,
      ),
    ).toBe('Name taken')
    expect(nameApiErrorText({ reasons: [] }, ERRORS.names.resolveFailed)).toBe(
      'Error resolving name',
    )
    expect(nameApiErrorText(null, registerNameError('bob'))).toBe('Error registering name bob')
  })
})
