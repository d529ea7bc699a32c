/**
 * Every error code Airlock raises, on either side of the iframe. Codes are stable strings: hosts
 * may branch on them.
 *
 * @example
 * ```ts
 * if (error.code === ErrorCode.USER_REJECTED) showToast('You declined the request')
 * ```
 */
export const ErrorCode = namesAsValues({
  /** createModal() was called without options or with options of the wrong shape. */
  INVALID_OPTIONS: 0,
  /** The projectId is missing or malformed. */
  INVALID_PROJECT_ID: 0,
  /** createModal() received an option it does not know. */
  UNKNOWN_OPTION: 0,
  /** modalUrl is not an absolute http(s) URL. */
  INVALID_MODAL_URL: 0,
  /** The host page's origin is not on the project's allowlist. */
  ORIGIN_NOT_ALLOWED: 0,
  /** No project file exists for the projectId on the modal origin. */
  PROJECT_NOT_FOUND: 0,
  /** The project file exists but does not validate. */
  INVALID_PROJECT_CONFIG: 0,
  /** The host SDK and the modal share no protocol version. */
  PROTOCOL_MISMATCH: 0,
  /** The modal did not complete the handshake in time. */
  HANDSHAKE_TIMEOUT: 0,
  /** A call across the iframe got no answer in time. */
  REQUEST_TIMEOUT: 0,
  /** The iframe reloaded while a call was in flight; the call's answer can never arrive. */
  CONNECTION_RESET: 0,
  /** The modal instance was destroyed. */
  DESTROYED: 0,
  /** The iframe could not be loaded. */
  IFRAME_LOAD_FAILED: 0,
  /** The remote side has no such method (inherited names like `toString` included). */
  METHOD_NOT_FOUND: 0,
  /** A message or its parameters do not match the method's schema. */
  INVALID_PARAMS: 0,
  /** A message exceeds the size, depth or node bounds. */
  PAYLOAD_TOO_LARGE: 0,
  /** A value that cannot cross the boundary (cycle, BigInt, function, symbol). */
  UNSUPPORTED_VALUE: 0,
  /** The call was made in a browser-only context during server rendering. */
  NOT_IN_BROWSER: 0,
  /** A CAIP-2 network id or CAIP-10 account id does not follow the rules. */
  INVALID_CAIP: 0,
  /** A namespace or network the project did not configure. */
  UNKNOWN_NETWORK: 0,
  /** The wallet method is not on the allowlist for its namespace. */
  WALLET_REQUEST_NOT_ALLOWED: 0,
  /** The user declined the request in the wallet (EIP-1193 4001). */
  USER_REJECTED: 0,
  /** The wallet already has a prompt open (EIP-1193 -32002). */
  REQUEST_PENDING: 0,
  /** No connector with that id is known. */
  CONNECTOR_NOT_FOUND: 0,
  /** A URL the host was asked to open has a scheme that is not allowed. */
  URL_NOT_ALLOWED: 0,
  /**
   * The host's `siwx.getNonce()` threw, took longer than `SIWX_NONCE_TIMEOUT_MS` or returned
   * something that is not a nonce (8–128 letters and digits); the message says which.
   */
  SIWX_NONCE_FAILED: 0,
  /** A server the modal needs could not be reached or answered with an error. */
  HTTP_ERROR: 0,
  /** Anything unexpected; the message says what. */
  INTERNAL: 0,
})

/** One of the {@link ErrorCode} values. */
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode]

// Each code is its own name; writing the names once keeps every byte of the list out of the host
// SDK's budget twice. The mapped type keeps each code's TSDoc.
function namesAsValues<T extends Record<string, 0>>(names: T): { readonly [K in keyof T]: K } {
  return Object.fromEntries(Object.keys(names).map((name) => [name, name])) as {
    readonly [K in keyof T]: K
  }
}
