import {
  AirlockError,
  assertPayloadBounds,
  ErrorCode,
  isHttpUrl,
  type OpenOptions,
  openOptionsSchema,
} from '@airlock/shared-protocol'
import type { HostAdapter } from '../adapters/HostAdapter.ts'
import type { GetSiwxNonce } from '../handlers/createSiwxNonceHandler.ts'
import type { Preload } from '../overlay/mountFrame.ts'

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
 * @throws {AirlockError} `INVALID_OPTIONS` (not an object, a bad timeout,
 * `adapters`, `siwx.getNonce` or `preload`, an `embed` that is not an element in the document,
 * or `embedded`, which is the SDK's), `INVALID_PROJECT_ID`,
 * `INVALID_MODAL_URL`, and `UNSUPPORTED_VALUE` or `PAYLOAD_TOO_LARGE` for modal options that
 * cannot cross the iframe (a function, a BigInt, a cycle, too large).
 */
export function parseCreateModalOptions(input: unknown): ParsedOptions {
  const options = input
  if (!isObject(options)) {
    throw invalid('createModal() takes an options object: createModal({ projectId, modalUrl }).')
  }
  const {
    projectId,
    modalUrl,
    handshakeTimeoutMs = 10_000,
    requestTimeoutMs = 10_000,
    adapters = [],
    embed,
    embedded,
    preload = 'load',
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
  // No default: a page must name the modal it trusts with its visitors' wallets.
  if (!isHttpUrl(modalUrl)) {
    throw new AirlockError(
      ErrorCode.INVALID_MODAL_URL,
      modalUrl === undefined
        ? 'createModal() requires modalUrl, the absolute http(s) URL of your Airlock modal.'
        : `Invalid option "modalUrl": Expected the absolute http(s) URL of your Airlock modal (https://modal.example.com/), not ${typeof modalUrl === 'string' ? JSON.stringify(modalUrl.slice(0, 100)) : typeof modalUrl}.`,
    )
  }
  for (const [name, value] of Object.entries({ handshakeTimeoutMs, requestTimeoutMs })) {
    if (!Number.isInteger(value) || (value as number) < 1 || (value as number) > 2_147_483_647) {
      throw invalid(`Invalid option "${name}": Expected an integer from 1 to 2147483647.`)
    }
  }
  // Adapters hold functions and stay in this page; one per namespace.
  if (
    !Array.isArray(adapters) ||
    !adapters.every((adapter) => adapter?.discover) ||
    new Set(adapters.map((adapter) => adapter.namespace)).size < adapters.length
  ) {
    throw invalid(
      'Invalid option "adapters": Expected adapters from @airlock/host-sdk entries, one per namespace.',
    )
  }
  if (!['load', 'idle', 'interaction'].includes(preload as string)) {
    throw invalid('Invalid option "preload": Expected "load", "idle" or "interaction".')
  }
  // `embedded` is the SDK's to set, from `embed`: alone it would give a modal nobody can close.
  if (embedded !== undefined) {
    throw invalid(
      'Invalid option "embedded": To show the modal inside your page, pass the element as "embed".',
    )
  }
  if (embed !== undefined && (embed as Node | null)?.nodeType !== 1) {
    throw invalid(
      `Invalid option "embed": Expected an element, not ${embed === null ? 'null' : typeof embed}.`,
    )
  }
  if (embed !== undefined && !(embed as Node).isConnected) {
    throw invalid('Invalid option "embed": The element is not in the document: add it first.')
  }
  if (embed) modalOptions.embedded = true
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
    preload: preload as Preload,
    embed: embed as HTMLElement | undefined,
    ...(getNonce ? { getNonce: getNonce as GetSiwxNonce } : {}),
  }
}

/** createModal() options after the host's checks, with defaults filled in. */
export type ParsedOptions = {
  projectId: string
  modalUrl: string
  handshakeTimeoutMs: number
  requestTimeoutMs: number
  /** The host-wallet adapters (they stay in the host page). */
  adapters: HostAdapter[]
  /**
   * What the modal receives in the `ready()` answer (`siwx.hostNonce` set with a `getNonce`):
   * plain data, not yet checked against `modalOptionsSchema` (the modal does that).
   */
  modalOptions: Record<string, unknown>
  /** When the iframe is created. */
  preload: Preload
  /** The element the modal is shown in, inline; absent for the full-screen overlay. */
  embed?: HTMLElement | undefined
  /** The host's `siwx.getNonce()`, which stays in the host page. */
  getNonce?: GetSiwxNonce | undefined
}

/**
 * The checked argument of `open()`, or an `INVALID_PARAMS` error naming the option. The view is
 * only checked for its shape here: the modal refuses a view it does not have.
 */
export function parseOpenOptions(input: unknown): OpenOptions {
  const checked = openOptionsSchema.safeParse(input)
  if (checked.success) return checked.data
  const [issue] = checked.error.issues
  // `open('Account')`: the argument itself is wrong, and has no option name to give.
  const where = issue?.path.length ? `open() option "${issue.path.join('.')}"` : 'open() argument'
  throw new AirlockError(ErrorCode.INVALID_PARAMS, `Invalid ${where}: ${issue?.message}.`)
}

/**
 * JSON.stringify with every object's keys in sorted order (arrays keep theirs), so that equal
 * options written in another order give the same text: createModal()'s cache key. Functions and
 * undefined values are left out, as JSON.stringify does.
 */
export function stableStringify(value: unknown): string {
  return JSON.stringify(value, (_, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.keys(inner)
            .sort()
            .map((key) => [key, (inner as Record<string, unknown>)[key]]),
        )
      : inner,
  )
}
