/**
 * Every error code Airlock raises, on either side of the iframe. Codes are stable strings: hosts
 * may branch on them.
 *
 * @example
 * ```ts
 * if (error.code === ErrorCode.USER_REJECTED) showToast('You declined the request')
 * ```
 */
export const ErrorCode = {
  /** createModal() was called without options or with options of the wrong shape. */
  INVALID_OPTIONS: 'INVALID_OPTIONS',
  /** The projectId is missing or malformed. */
  INVALID_PROJECT_ID: 'INVALID_PROJECT_ID',
  /** createModal() received an option it does not know. */
  UNKNOWN_OPTION: 'UNKNOWN_OPTION',
  /** modalUrl is not an absolute http(s) URL. */
  INVALID_MODAL_URL: 'INVALID_MODAL_URL',
  /** The host page's origin is not on the project's allowlist. */
  ORIGIN_NOT_ALLOWED: 'ORIGIN_NOT_ALLOWED',
  /** No project file exists for the projectId on the modal origin. */
  PROJECT_NOT_FOUND: 'PROJECT_NOT_FOUND',
  /** The project file exists but does not validate. */
  INVALID_PROJECT_CONFIG: 'INVALID_PROJECT_CONFIG',
  /** The host SDK and the modal share no protocol version. */
  PROTOCOL_MISMATCH: 'PROTOCOL_MISMATCH',
  /** The modal did not complete the handshake in time. */
  HANDSHAKE_TIMEOUT: 'HANDSHAKE_TIMEOUT',
  /** A call across the iframe got no answer in time. */
  REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
  /** The iframe reloaded while a call was in flight; the call's answer can never arrive. */
  CONNECTION_RESET: 'CONNECTION_RESET',
  /** The modal instance was destroyed. */
  DESTROYED: 'DESTROYED',
  /**
   * The embedded wallet's frame, inside the modal, could not be loaded. A modal iframe that does
   * not load shows as `HANDSHAKE_TIMEOUT`.
   */
  IFRAME_LOAD_FAILED: 'IFRAME_LOAD_FAILED',
  /** The remote side has no such method (inherited names like `toString` included). */
  METHOD_NOT_FOUND: 'METHOD_NOT_FOUND',
  /** A message or its parameters do not match the method's schema. */
  INVALID_PARAMS: 'INVALID_PARAMS',
  /** A message exceeds the size, depth or node bounds. */
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  /** A value that cannot cross the boundary (cycle, BigInt, function, symbol). */
  UNSUPPORTED_VALUE: 'UNSUPPORTED_VALUE',
  /** The call was made in a browser-only context during server rendering. */
  NOT_IN_BROWSER: 'NOT_IN_BROWSER',
  /** A CAIP-2 network id or CAIP-10 account id does not follow the rules. */
  INVALID_CAIP: 'INVALID_CAIP',
  /** A namespace or network the project did not configure. */
  UNKNOWN_NETWORK: 'UNKNOWN_NETWORK',
  /** The wallet method is not on the allowlist for its namespace. */
  WALLET_REQUEST_NOT_ALLOWED: 'WALLET_REQUEST_NOT_ALLOWED',
  /** The user declined the request in the wallet (EIP-1193 4001). */
  USER_REJECTED: 'USER_REJECTED',
  /** The wallet already has a prompt open (EIP-1193 -32002). */
  REQUEST_PENDING: 'REQUEST_PENDING',
  /** No connector with that id is known. */
  CONNECTOR_NOT_FOUND: 'CONNECTOR_NOT_FOUND',
  /** A URL the host was asked to open has a scheme that is not allowed. */
  URL_NOT_ALLOWED: 'URL_NOT_ALLOWED',
  /**
   * The host's `siwx.getNonce()` threw, took longer than 10 s or returned something that is not
   * a nonce (8–128 letters and digits); the message says which.
   */
  SIWX_NONCE_FAILED: 'SIWX_NONCE_FAILED',
  /** A server the modal needs could not be reached or answered with an error. */
  HTTP_ERROR: 'HTTP_ERROR',
  /**
   * The embedded wallet's auth service refused the request: `data.reason` is its code
   * (`EMAIL_COOLDOWN`, `WRONG_CODE`, `CODE_EXPIRED`, `TOO_MANY_ATTEMPTS`, `RATE_LIMITED`,
   * `LOGIN_TOO_OLD`, …) with `retryAfterSeconds` or `attemptsLeft` when it sent them.
   */
  AUTH_REFUSED: 'AUTH_REFUSED',
  /** The embedded wallet has no session: log in with email or a social account first. */
  NOT_LOGGED_IN: 'NOT_LOGGED_IN',
  /** The embedded wallet exists but this device holds no share of it: recover with the kit. */
  RECOVERY_REQUIRED: 'RECOVERY_REQUIRED',
  /** The recovery kit did not open with that passphrase (or is not this wallet's kit). */
  WRONG_PASSPHRASE: 'WRONG_PASSPHRASE',
  /** The browser blocks the wallet origin's storage, so the device share cannot be kept. */
  STORAGE_UNAVAILABLE: 'STORAGE_UNAVAILABLE',
  /** Anything unexpected; the message says what. */
  INTERNAL: 'INTERNAL',
} as const

/** One of the {@link ErrorCode} values. */
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode]
