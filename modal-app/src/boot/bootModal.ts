import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { isOriginAllowed } from '@airlock/shared-protocol/origins'
import { loadProjectConfig } from './loadProjectConfig.ts'
import { type InstanceParams, parseInstanceHash } from './parseInstanceHash.ts'
import type { ProjectConfig } from './projectConfigSchema.ts'
import { resolveParentOrigin } from './resolveParentOrigin.ts'

/** Everything the boot sequence reads from the browser (see `readBootEnvironment`). */
export type BootEnvironment = {
  /** `location.hash`. */
  hash: string
  /** `location.origin`: where the modal and its project files are served. */
  modalOrigin: string
  /** `window.parent !== window`. */
  framed: boolean
  /**
   * `window.top !== window.parent`: the host page is itself framed. Only read where
   * `ancestorOrigins` does not exist, to refuse a nesting the modal cannot verify.
   */
  nested: boolean
  /**
   * `location.ancestorOrigins` as an array (the parent first, the top-level page last),
   * `undefined` where the API does not exist (Firefox).
   */
  ancestorOrigins: readonly string[] | undefined
  /** `document.referrer`. */
  referrer: string
  /** The window's fetch. */
  fetch: typeof globalThis.fetch
}

/** The outcome of {@link bootModal}. */
export type BootOutcome =
  | {
      kind: 'refused'
      /** Why: one or two sentences for the person who configures the host or the project. */
      reason: string
      code: ErrorCode
      /**
       * Where the refusal may be reported (see `reportRefusal`): the verified host origin and the
       * instance's channel. Absent when the modal could not tell who framed it; then nobody is
       * told.
       */
      reportTo?: { hostOrigin: string; channel: string }
    }
  | {
      kind: 'allowed'
      instance: InstanceParams
      /** The verified origin of the host page. */
      hostOrigin: string
      project: ProjectConfig
    }

/**
 * The modal's boot sequence, before any message is exchanged: parse the instance parameters,
 * cross-check the host origin, load the project configuration from the modal origin and check
 * the host and every page that frames it against the project's allowlist
 * ({@link refuseAncestors}). Fails closed: anything unexpected is a refusal.
 */
export async function bootModal(env: BootEnvironment): Promise<BootOutcome> {
  if (!env.framed) {
    const parent = resolveParentOrigin({
      framed: false,
      hashOrigin: '',
      ancestorOrigins: undefined,
      referrer: '',
    })
    if (!parent.ok)
      return { kind: 'refused', reason: parent.reason, code: ErrorCode.ORIGIN_NOT_ALLOWED }
  }
  const parsed = parseInstanceHash(env.hash)
  if (!parsed.ok) return { kind: 'refused', reason: parsed.reason, code: ErrorCode.INVALID_OPTIONS }
  const instance = parsed.params
  const parent = resolveParentOrigin({
    framed: env.framed,
    hashOrigin: instance.hostOrigin,
    ancestorOrigins: env.ancestorOrigins,
    referrer: env.referrer,
  })
  if (!parent.ok)
    return { kind: 'refused', reason: parent.reason, code: ErrorCode.ORIGIN_NOT_ALLOWED }
  const reportTo = { hostOrigin: parent.origin, channel: instance.instance }
  let project: ProjectConfig
  try {
    project = await loadProjectConfig(instance.projectId, {
      modalOrigin: env.modalOrigin,
      fetch: env.fetch,
    })
  } catch (error) {
    if (error instanceof AirlockError) {
      return { kind: 'refused', reason: error.shortMessage, code: error.code, reportTo }
    }
    return {
      kind: 'refused',
      reason: `The configuration of project ${instance.projectId} could not be read.`,
      code: ErrorCode.INTERNAL,
      reportTo,
    }
  }
  if (!isOriginAllowed(parent.origin, project.allowedOrigins)) {
    return {
      kind: 'refused',
      reason: `${parent.origin} is not on the allowlist of project ${instance.projectId}. The operator of this modal must add it to "allowedOrigins" in projects/${instance.projectId}.json.`,
      code: ErrorCode.ORIGIN_NOT_ALLOWED,
      reportTo,
    }
  }
  const ancestors = refuseAncestors(env, project.allowedOrigins)
  if (ancestors !== undefined) {
    return {
      kind: 'refused',
      reason: ancestors.unverifiable
        ? `${parent.origin} is itself framed by another page, whose origin this browser does not tell the modal. Open the host page on its own.`
        : `${parent.origin} is framed by ${ancestors.origin}, which is not on the allowlist of project ${instance.projectId}. The operator of this modal must add it to "allowedOrigins" in projects/${instance.projectId}.json, or the host page must not be framed there.`,
      code: ErrorCode.ORIGIN_NOT_ALLOWED,
      reportTo,
    }
  }
  return { kind: 'allowed', instance, hostOrigin: parent.origin, project }
}

/**
 * Every page above the host must be allowed too: otherwise an allowed host framed by a hostile
 * page would serve the modal, with its sessions, to that page's visitor under a UI the hostile
 * page can cover and steer (clickjacking). `ancestorOrigins` lists them all (the parent is
 * already checked); where the API does not exist (Firefox) the modal can only verify the parent,
 * through the URL's origin, the referrer and the handshake's `event.origin`, and nothing about the
 * pages above it. There it refuses a host that is itself framed (`window.top !== window.parent`,
 * which a cross-origin frame may compare), so a directly embedded host keeps working and a nesting
 * it cannot verify does not. Returns the first origin refused, or `unverifiable` for that case.
 */
function refuseAncestors(
  env: Pick<BootEnvironment, 'ancestorOrigins' | 'nested'>,
  allowedOrigins: readonly string[],
): { origin: string; unverifiable?: never } | { unverifiable: true } | undefined {
  if (env.ancestorOrigins === undefined) return env.nested ? { unverifiable: true } : undefined
  const origin = env.ancestorOrigins.find((each) => !isOriginAllowed(each, allowedOrigins))
  return origin === undefined ? undefined : { origin }
}
