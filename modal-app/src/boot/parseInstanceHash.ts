import { parseHttpOrigin } from '@airlock/shared-protocol/origins'

/** What the host SDK puts in the modal URL's fragment. */
export type InstanceParams = {
  /** The project whose configuration the modal loads (`/projects/<projectId>.json`). */
  projectId: string
  /** The modal instance id; also the channel. */
  instance: string
  /** The highest protocol version the host SDK speaks. */
  protocolVersion: number
  /** The origin the host SDK says it runs on; cross-checked before it is trusted. */
  hostOrigin: string
}

/** The outcome of {@link parseInstanceHash}. */
export type ParseInstanceHashResult =
  | { ok: true; params: InstanceParams }
  | { ok: false; reason: string }

const PROJECT_ID = /^[A-Za-z0-9_-]{1,64}$/
const INSTANCE = /^[A-Za-z0-9_-]{8,64}$/
const VERSION = /^[1-9][0-9]{0,5}$/
const KEYS = ['projectId', 'instance', 'v', 'origin'] as const

/**
 * Parses the fragment the host SDK gives the modal URL,
 * `#projectId=<id>&instance=<id>&v=<version>&origin=<encoded origin>`. Every key must appear
 * exactly once with a well-formed value; other keys are ignored so that a newer SDK can add some.
 */
export function parseInstanceHash(hash: string): ParseInstanceHashResult {
  const text = hash.startsWith('#') ? hash.slice(1) : hash
  if (text.length === 0) {
    return {
      ok: false,
      reason: 'The modal URL has no parameters: it must be opened by the host SDK.',
    }
  }
  if (text.length > 2048) return { ok: false, reason: 'The modal URL parameters are too long.' }
  const search = new URLSearchParams(text)
  const values: Partial<Record<(typeof KEYS)[number], string>> = {}
  for (const key of KEYS) {
    const [first, ...more] = search.getAll(key)
    if (first === undefined)
      return { ok: false, reason: `The modal URL has no "${key}" parameter.` }
    if (more.length > 0) return { ok: false, reason: `The modal URL has "${key}" more than once.` }
    values[key] = first
  }
  const { projectId = '', instance = '', v = '', origin = '' } = values
  if (!PROJECT_ID.test(projectId)) {
    return {
      ok: false,
      reason: 'The project id in the modal URL is malformed (1 to 64 letters, digits, "-" or "_").',
    }
  }
  if (!INSTANCE.test(instance)) {
    return {
      ok: false,
      reason:
        'The instance id in the modal URL is malformed (8 to 64 letters, digits, "-" or "_").',
    }
  }
  if (!VERSION.test(v)) {
    return { ok: false, reason: 'The protocol version in the modal URL is not a positive integer.' }
  }
  const hostOrigin = parseHttpOrigin(origin)
  if (hostOrigin === null) {
    return { ok: false, reason: 'The host origin in the modal URL is not an http(s) origin.' }
  }
  return { ok: true, params: { projectId, instance, protocolVersion: Number(v), hostOrigin } }
}
