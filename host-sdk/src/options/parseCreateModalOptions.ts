import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { DEFAULT_MODAL_URL } from '../DEFAULT_MODAL_URL.ts'
import { GuardIssue, num, obj, opt } from '../guards/guards.ts'
import { hostAdaptersGuard } from '../guards/hostAdaptersGuard.ts'
import { modalOptionsShape } from '../guards/modalOptionsGuard.ts'
import { isHttpUrl } from '../guards/primitives.ts'
import type { GetSiwxNonce } from '../handlers/createSiwxNonceHandler.ts'
import type { ParsedOptions } from './ParsedOptions.ts'

const timeout = opt(num(1, 2_147_483_647))
const shape = {
  ...modalOptionsShape,
  handshakeTimeoutMs: timeout,
  requestTimeoutMs: timeout,
  adapters: opt(hostAdaptersGuard),
}
const optionsGuard = obj(shape)
const KNOWN_KEYS = ['projectId', 'modalUrl', ...Object.keys(shape)]

/**
 * Validates what createModal() received and fills in the defaults.
 *
 * @throws {AirlockError} `INVALID_OPTIONS` (not a string or object, or a bad value: the message
 * names its path), `UNKNOWN_OPTION`, `INVALID_PROJECT_ID`, `INVALID_MODAL_URL`.
 * @example
 * ```ts
 * parseCreateModalOptions('demo').modalUrl // DEFAULT_MODAL_URL
 * ```
 */
export function parseCreateModalOptions(input: unknown): ParsedOptions {
  const options = (typeof input === 'string' ? { projectId: input } : input) as Record<
    string,
    unknown
  >
  if (!options || typeof options !== 'object' || Array.isArray(options)) {
    throw new AirlockError(
      ErrorCode.INVALID_OPTIONS,
      'createModal() takes a projectId string or an options object.',
    )
  }
  for (const key of Object.keys(options)) {
    if (!KNOWN_KEYS.includes(key)) {
      // Cheap typo help: the same name in another case (projectID, modalURL, thememode).
      const same = KNOWN_KEYS.find((known) => known.toLowerCase() === key.toLowerCase())
      throw new AirlockError(
        ErrorCode.UNKNOWN_OPTION,
        `createModal() has no option "${key.slice(0, 60)}".${same ? ` Did you mean "${same}"?` : ''}`,
      )
    }
  }
  const { projectId, modalUrl = DEFAULT_MODAL_URL, ...rest } = options
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
  // A function cannot cross the iframe: it stays here, the modal is told that there is one.
  const siwx = rest.siwx as Record<string, unknown> | undefined
  const getNonce = siwx?.getNonce
  let checked: ReturnType<typeof optionsGuard>
  try {
    if (getNonce !== undefined && typeof getNonce !== 'function') {
      throw new GuardIssue('siwx.getNonce', 'Expected a function')
    }
    checked = optionsGuard(rest, '')
  } catch (error) {
    throw error instanceof GuardIssue
      ? new AirlockError(
          ErrorCode.INVALID_OPTIONS,
          `Invalid option "${error.path}": ${error.message}.`,
        )
      : error
  }
  const {
    handshakeTimeoutMs = 10_000,
    requestTimeoutMs = 10_000,
    adapters = [],
    ...modalOptions
  } = checked
  if (modalOptions.siwx) {
    const { hostNonce: _, ...rest } = modalOptions.siwx
    modalOptions.siwx = getNonce ? { ...rest, hostNonce: true } : rest
  }
  return {
    projectId,
    modalUrl,
    handshakeTimeoutMs,
    requestTimeoutMs,
    adapters,
    modalOptions,
    ...(getNonce ? { getNonce: getNonce as GetSiwxNonce } : {}),
  }
}
