/**
 * The user- and developer-visible error strings of spec §8, exactly as the spec words them where
 * it quotes them. Grouped by where they show. `ERRORS.test.ts` pins them with inline snapshots.
 */
export const ERRORS = deepFreeze({
  /** Alerts: a headline and a longer explanation. */
  alerts: {
    invalidAppConfiguration: {
      shortMessage: 'Invalid App Configuration',
      longMessage:
        'The origin of this app is not on the allowlist of its project. Add it to the allowed origins of the project in the provider dashboard and reload the page.',
    },
    unverifiedDomain: {
      shortMessage: 'Unverified Domain',
      longMessage:
        'This domain is not verified for the project. Verify it in the provider dashboard.',
    },
  },
  /** Snackbars shown to the visitor. */
  snackbar: {
    tokenBalanceUnavailable: 'Token Balance Unavailable',
    failedToFetchTransactions: 'Failed to fetch transactions',
    siwxInitFailed: 'A problem occurred while trying initialize authentication',
    signatureDeclined: 'Signature declined',
    smartAccountsUnsupported: 'This application might not support Smart Accounts',
  },
  /** Send and coin-type validation. */
  send: {
    amountAndReceiverRequired: 'An amount and receiver address are required',
    tokenRequired: 'A token is required',
    unsupportedChain: 'Unsupported chain',
    invalidChainId: 'Invalid chainId',
  },
  /** Internal errors, category INTERNAL_SDK_ERROR. */
  internal: {
    category: 'INTERNAL_SDK_ERROR',
    networkClientNotSet: 'NetworkController client not set',
    siwxNotEnabled: 'SIWX is not enabled',
    noActiveCaipAddress: 'No ActiveCaipAddress found',
    noConnectionClient: 'No ConnectionController client found',
    transactionsNeedAccount: "Transactions can't be fetched without an accountAddress",
    failedToDisconnect: 'Failed to disconnect',
  },
  /** Library messages. */
  library: {
    chainNotSupported: 'Chain is not supported',
  },
  /** Fallbacks of the name API when the response carries no reason. */
  names: {
    resolveFailed: 'Error resolving name',
  },
  /** The text of a failed JSON call's error when nothing better is known. */
  unknown: 'Unknown error',
})

/**
 * 'Error registering name {name}' (spec §8).
 */
export function registerNameError(name: string): string {
  return `Error registering name ${name}`
}

/**
 * 'HTTP status code: {n}' (spec §8), the message of a non-OK JSON call.
 */
export function httpStatusError(status: number): string {
  return `HTTP status code: ${status}`
}

/**
 * The embedded-login cooldown message (spec §8 "a message asking to try again after N seconds").
 */
export function tryAgainAfterError(seconds: number): string {
  return `Please try again after ${seconds} seconds`
}

function deepFreeze<T extends object>(value: T): T {
  for (const child of Object.values(value)) {
    if (child && typeof child === 'object') deepFreeze(child)
  }
  return Object.freeze(value)
}
