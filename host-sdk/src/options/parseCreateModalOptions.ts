import { AirlockError, assertPayloadBounds, ErrorCode, isHttpUrl } from '@airlock/shared-protocol'
import type { HostAdapter } from '../adapters/HostAdapter.ts'
import { DEFAULT_MODAL_URL } from '../DEFAULT_MODAL_URL.ts'
import type { GetSiwxNonce } from '../handlers/createSiwxNonceHandler.ts'
import type { ParsedOptions } from './ParsedOptions.ts'

// The host's own options (projectId, modalUrl, the timeouts, adapters) stay in the host page.
// Every other one goes to the modal, which checks it and names unknown ones, with typo help for
// the host's names too (HOST_OPTION_NAMES).

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const invalid = (message: string) => new AirlockError(ErrorCode.INVALID_OPTIONS, message)

/**
 * Checks what createModal() received that is the host's own, fills in the defaults and splits off
 * what goes to the modal. The modal options themselves (`themeMode`, `networks`, …) are only
 * checked to be plain data that can cross the iframe: the modal checks them against
 * `modalOptionsSchema` at the handshake and refuses wrong ones (`state.error`, `open()` rejects).
 *
 * @throws {AirlockError} `INVALID_OPTIONS` (not a string or object, a bad timeout or
 * `adapters` or `siwx.getNonce`), `INVALID_PROJECT_ID`,
 * `INVALID_MODAL_URL`, and `UNSUPPORTED_VALUE` or `PAYLOAD_TOO_LARGE` for modal options that
 * cannot cross the iframe (a function, a BigInt, a cycle, too large).
 */
export function parseCreateModalOptions(input: unknown): ParsedOptions {
  const options = typeof input === 'string' ? { projectId: input } : input
  if (!isObject(options)) {
    throw invalid('createModal() takes a projectId string or an options object.')
  }
  const {
    projectId,
    modalUrl = DEFAULT_MODAL_URL,
    handshakeTimeoutMs = 10_000,
    requestTimeoutMs = 10_000,
    adapters = [],
    ...modalOptions
  } = options
  if (typeof projectId !== 'string' || !/^[\w-]{1,64}$/.test(projectId)) {
    throw new AirlockError(
      ErrorCode.INVALID_PROJECT_ID,
      projectId === undefined
        ? 'createModal() requires a projectId.'
        : 'The projectId must be 1 to 64 letters, digits, "_" or "-".',
    )
  }
  if (!isHttpUrl(modalUrl)) {
    throw new AirlockError(
      ErrorCode.INVALID_MODAL_URL,
      'The modalUrl must be an absolute http(s) URL.',
    )
  }
  for (const [name, value] of Object.entries({ handshakeTimeoutMs, requestTimeoutMs })) {
    if (!Number.isInteger(value) || (value as number) < 1 || (value as number) > 2_147_483_647) {
      throw invalid(`Invalid option "${name}": Expected an integer from 1 to 2147483647.`)
    }
  }
  // So far one adapter exists (Solana); each holds functions and stays in this page.
  if (
    !Array.isArray(adapters) ||
    adapters.length > 1 ||
    !adapters.every((adapter) => adapter?.namespace === 'solana' && adapter.discover)
  ) {
    throw invalid(
      'Invalid option "adapters": Expected [solanaAdapter()], with solanaAdapter from @airlock/host-sdk/solana.',
    )
  }
  // A function cannot cross the iframe: it stays here, the modal is told that there is one
  // (`hostNonce`, which is the SDK's to set).
  const { siwx } = modalOptions
  let getNonce: unknown
  if (isObject(siwx)) {
    const { getNonce: given, hostNonce: _, ...rest } = siwx
    if (given !== undefined && typeof given !== 'function') {
      throw invalid('Invalid option "siwx.getNonce": Expected a function.')
    }
    getNonce = given
    modalOptions.siwx = given ? { ...rest, hostNonce: true } : rest
  }
  // A network may be a viem or AppKit chain object, whose functions (formatters, fee estimators)
  // are the dapp's: only its data goes. One that JSON cannot hold is left for the check below.
  const { networks } = modalOptions
  if (Array.isArray(networks)) {
    modalOptions.networks = networks.map((network) => {
      try {
        return JSON.parse(
          JSON.stringify(network, (_, value) => (typeof value === 'function' ? undefined : value)),
        )
      } catch {
        return network
      }
    })
  }
  for (const [name, value] of Object.entries(modalOptions)) {
    try {
      assertPayloadBounds(value)
    } catch (error) {
      const { code, shortMessage } = error as AirlockError
      throw new AirlockError(code, `Invalid option "${name}": ${shortMessage}`)
    }
  }
  return {
    projectId,
    modalUrl,
    adapters: adapters as HostAdapter[],
    handshakeTimeoutMs: handshakeTimeoutMs as number,
    requestTimeoutMs: requestTimeoutMs as number,
    modalOptions,
    ...(getNonce ? { getNonce: getNonce as GetSiwxNonce } : {}),
  }
}
