import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { isOriginAllowed } from './isOriginAllowed.ts'
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
  /** `location.ancestorOrigins` as an array, `undefined` where the API does not exist. */
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
 * the host against the project's allowlist. Fails closed: anything unexpected is a refusal.
 *
 * @example
 * ```ts
 * const outcome = await bootModal(readBootEnvironment(window))
 * if (outcome.kind === 'refused') renderExplanation(outcome.reason)
 * ```
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
  return { kind: 'allowed', instance, hostOrigin: parent.origin, project }
}
