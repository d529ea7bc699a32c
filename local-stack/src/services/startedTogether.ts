import type { Service, StackEndpoints, StartedService } from './Service.ts'

/**
 * One service made of several that need nothing from each other (the chains of a test stack):
 * they start side by side and stop together. If one fails to start, those that started are
 * stopped before its error is rethrown. Their endpoints are merged; only RPC URLs may come from
 * more than one.
 */
export function startedTogether(name: string, services: readonly Service[]): Service {
  return {
    name,
    async start(context) {
      const results = await Promise.allSettled(services.map((service) => service.start(context)))
      const started = results.flatMap((result) =>
        result.status === 'fulfilled' ? [result.value] : [],
      )
      const stop = async () => {
        await Promise.all(started.map((service) => service.stop()))
      }
      const failed = results.find((result) => result.status === 'rejected')
      if (failed) {
        await stop()
        throw failed.reason
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
