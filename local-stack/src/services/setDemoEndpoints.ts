import type { StackEndpoints } from './StackEndpoints.ts'

/**
 * Points a project file (JSON text) at the running stack: sets `relayUrl` to
 * `endpoints.relayUrl`, and for each network whose `caipNetworkId` has an entry in
 * `endpoints.rpcUrls`, sets `rpcUrls.default.http` to that one URL. Returns the text unchanged
 * when nothing differs, and also when it is not a JSON object (the modal then rejects a broken
 * file, as it should). Networks without an entry, and every other field, are kept as written.
 *
 * @example
 * ```ts
 * setDemoEndpoints(demoJson, { relayUrl: 'ws://127.0.0.1:5320', rpcUrls: { 'eip155:31337': 'http://127.0.0.1:9545' } })
 * ```
 */
export function setDemoEndpoints(projectJson: string, endpoints: StackEndpoints): string {
  let project: unknown
  try {
    project = JSON.parse(projectJson)
  } catch {
    return projectJson
  }
  if (!isObject(project)) return projectJson
  let changed = false
  const next: Record<string, unknown> = { ...project }
  if (endpoints.relayUrl !== undefined && project.relayUrl !== endpoints.relayUrl) {
    next.relayUrl = endpoints.relayUrl
    changed = true
  }
  const rpcUrls = endpoints.rpcUrls ?? {}
  if (Array.isArray(project.networks)) {
    next.networks = project.networks.map((network: unknown) => {
      if (!isObject(network) || typeof network.caipNetworkId !== 'string') return network
      const url = rpcUrls[network.caipNetworkId]
      if (url === undefined) return network
      const current = isObject(network.rpcUrls) ? network.rpcUrls : {}
      const currentDefault = isObject(current.default) ? current.default : {}
      const http = currentDefault.http
      if (Array.isArray(http) && http.length === 1 && http[0] === url) return network
      changed = true
      return {
        ...network,
        rpcUrls: { ...current, default: { ...currentDefault, http: [url] } },
      }
    })
  }
  return changed ? `${JSON.stringify(next, null, 2)}\n` : projectJson
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
