import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import type { Service, StackEndpoints, StartedService } from './Service.ts'
import { startWithin } from './startWithin.ts'

/**
 * One service made of several that need nothing from each other (the chains of a test stack):
 * they start side by side and stop together. If one fails to start, the others are given up on
 * and those that started are stopped before its error is rethrown; if the group is given up on
 * (`context.signal`), its error names those still starting. Their endpoints are merged; only RPC
 * URLs may come from more than one.
 */
export function startedTogether(name: string, services: readonly Service[]): Service {
  return {
    name,
    async start(context) {
      const { signal, ...rest } = context ?? { endpoints: {} }
      const stillStarting = new Set(services.map((service) => service.name))
      // Aborted by the group's own signal, or by the first of its services that fails.
      const giveUp = new AbortController()
      let outcome:
        | { kind: 'aborted'; names: string[] }
        | { kind: 'failed'; error: unknown }
        | undefined
      const onAbort = () => {
        outcome ??= { kind: 'aborted', names: [...stillStarting] }
        giveUp.abort(signal?.reason)
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      const results = await Promise.allSettled(
        services.map(async (service) => {
          try {
            return await startWithin(service, rest, { signal: giveUp.signal })
          } catch (error) {
            if (outcome === undefined) {
              outcome = { kind: 'failed', error }
              giveUp.abort(error)
            }
            throw error
          } finally {
            stillStarting.delete(service.name)
          }
        }),
      ).finally(() => signal?.removeEventListener('abort', onAbort))
      const started = results.flatMap((result) =>
        result.status === 'fulfilled' ? [result.value] : [],
      )
      const stop = async () => {
        await Promise.all(started.map((service) => service.stop()))
      }
      if (outcome !== undefined) {
        await stop()
        if (outcome.kind === 'failed') throw outcome.error
        throw new AirlockError(ErrorCode.INTERNAL, `Still starting: ${outcome.names.join(', ')}.`, {
          cause: new AggregateError(
            results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : [])),
          ),
        })
      }
      const endpoints: StackEndpoints = Object.assign({}, ...started.map((each) => each.endpoints))
      endpoints.rpcUrls = Object.assign({}, ...started.map((each) => each.endpoints?.rpcUrls))
      return {
        url: started.map((service: StartedService) => service.url).join(' '),
        stop,
        endpoints,
      }
    },
  }
}
