import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import type { Service, ServiceContext, StartedService } from './Service.ts'

/** Options of {@link startWithin}. */
export type StartWithinOptions = {
  /** Give up when the service has not started within this many milliseconds; no limit if unset. */
  timeoutMs?: number | undefined
  /** Give up when this aborts (the whole start was cut short). */
  signal?: AbortSignal | undefined
}

/**
 * How long a service that was given up on has to release what it took (its `start()` rejecting
 * or resolving), before the stack moves on without it.
 */
const RELEASE_GRACE_MS = 5_000

/**
 * Starts `service`, giving up when it has not started within `timeoutMs` or when `signal` aborts.
 * Giving up aborts the `signal` the service was given, waits a moment for its start to settle,
 * and stops it if it still started, so that nothing it took is left running. The service's own
 * failure is rethrown as it is.
 *
 * @throws AirlockError `INTERNAL` naming the service when it was given up on, with what its start
 *   said when it stopped (a group's `Still starting: …`, say) as details.
 */
export async function startWithin(
  service: Service,
  context: Omit<ServiceContext, 'signal'>,
  { timeoutMs, signal }: StartWithinOptions,
): Promise<StartedService> {
  if (signal?.aborted) {
    throw new AirlockError(
      ErrorCode.INTERNAL,
      `The start was aborted before ${service.name} started${reasonText(signal.reason)}.`,
    )
  }
  const giveUp = new AbortController()
  const onAbort = () => giveUp.abort(signal?.reason)
  signal?.addEventListener('abort', onAbort, { once: true })
  const timer =
    timeoutMs === undefined
      ? undefined
      : setTimeout(() => giveUp.abort(new StartTimeout(timeoutMs)), timeoutMs)
  // Listening before the service does: a start that resolves as it is aborted is still given up.
  const givenUp = new Promise<never>((_, reject) => {
    giveUp.signal.addEventListener('abort', () => reject(giveUp.signal.reason), { once: true })
  })
  const starting = service.start({ ...context, signal: giveUp.signal })
  try {
    return await Promise.race([starting, givenUp])
  } catch (error) {
    if (!giveUp.signal.aborted) throw error
    const reason: unknown = giveUp.signal.reason
    const said = await settleWithin(
      starting.then((late) => late.stop()),
      RELEASE_GRACE_MS,
    )
    throw new AirlockError(
      ErrorCode.INTERNAL,
      reason instanceof StartTimeout
        ? `${service.name} did not start within ${formatSeconds(reason.timeoutMs)}.`
        : `${service.name} was still starting when the start was aborted${reasonText(reason)}.`,
      {
        details: said instanceof Error ? said.message : undefined,
        cause: said ?? reason,
      },
    )
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', onAbort)
  }
}

/** The reason a start is given up on when its time runs out. */
class StartTimeout extends Error {
  readonly timeoutMs: number
  constructor(timeoutMs: number) {
    super(`no start within ${timeoutMs} ms`)
    this.timeoutMs = timeoutMs
  }
}

/** Waits up to `ms` for `work` to settle; resolves with its rejection, if it rejected in time. */
async function settleWithin(work: Promise<unknown>, ms: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms)
  })
  try {
    return await Promise.race([
      work.then(
        () => undefined,
        (error: unknown) => error,
      ),
      late,
    ])
  } finally {
    clearTimeout(timer)
  }
}

function reasonText(reason: unknown): string {
  return reason instanceof Error && reason.message ? ` (${reason.message})` : ''
}

function formatSeconds(ms: number): string {
  return ms >= 1_000 && ms % 1_000 === 0 ? `${ms / 1_000} s` : `${ms} ms`
}
