import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { parseOriginPattern } from '@airlock/shared-protocol/origins'
import { type ProjectConfig, projectConfigSchema } from '../boot/projectConfigSchema.ts'
import { buildModalCsp } from './buildModalCsp.ts'

/** One deployed project file, as read from `projects/`. */
export type ProjectFile = {
  /** The file name. @example 'demo.json' */
  name: string
  /** Its text. */
  text: string
}

const LOOPBACK_HOST = /^(?:localhost|127\.0\.0\.1|\[::1\]|.*\.localhost)$/

/**
 * The production Content-Security-Policy of a modal deployment, from its project files:
 * `frame-ancestors` is the union of every project's `allowedOrigins`, `connect-src` and
 * `frame-src` add the projects' wss:// relays, `frame-src` their https:// embedded wallet frames,
 * `img-src` their APIs' origins (the NFTs' pictures), and nothing of the development stack remains
 * (no `ws:`, no loopback sources). Every file is validated as the modal validates it at boot;
 * a project that could not work under this policy is refused, naming the file and the field:
 * a ws:// relay, an http:// API, analytics or RPC URL, or a loopback host on its allowlist
 * (those belong to the development stack and its policy).
 *
 * @throws {AirlockError} `INVALID_PROJECT_CONFIG` naming the file, as described above.
 * @example
 * ```ts
 * buildProductionModalCsp([{ name: 'shop.json', text: readFileSync('dist/projects/shop.json', 'utf8') }])
 * // "default-src 'self'; …; frame-ancestors https://shop.example https://*.shop.example; …"
 * ```
 */
export function buildProductionModalCsp(files: readonly ProjectFile[]): string {
  const frameAncestors: string[] = []
  const relayUrls: string[] = []
  const walletFrameUrls: string[] = []
  const apiUrls: string[] = []
  for (const file of files) {
    const project = readProject(file)
    const refuse = (what: string) => {
      throw new AirlockError(
        ErrorCode.INVALID_PROJECT_CONFIG,
        `projects/${file.name}: ${what}. Change the file, or serve this project with the development policy.`,
      )
    }
    if (project.relayUrl !== undefined && !project.relayUrl.startsWith('wss://')) {
      refuse(
        `relayUrl ${project.relayUrl} is unreachable: the production policy allows wss:// relays only`,
      )
    }
    for (const [field, url] of serviceUrls(project)) {
      if (!url.startsWith('https://'))
        refuse(
          `${field} ${url} is unreachable: the production policy allows https:// services only`,
        )
    }
    for (const entry of project.allowedOrigins) {
      const pattern = parseOriginPattern(entry)
      const host =
        pattern?.kind === 'exact' ? new URL(pattern.origin).hostname : (pattern?.suffix ?? '')
      if (LOOPBACK_HOST.test(host))
        refuse(
          `allowedOrigins lists the loopback origin ${entry}, which belongs to the development stack`,
        )
      frameAncestors.push(entry)
    }
    if (project.relayUrl !== undefined) relayUrls.push(project.relayUrl)
    if (project.apiUrl !== undefined) apiUrls.push(project.apiUrl)
    const frameUrl = project.embeddedWallet?.frameUrl
    if (frameUrl !== undefined) {
      if (!frameUrl.startsWith('https://'))
        refuse(
          `embeddedWallet.frameUrl ${frameUrl} cannot be framed: the production policy allows https:// wallet frames only`,
        )
      walletFrameUrls.push(frameUrl)
    }
  }
  return buildModalCsp({ mode: 'production', frameAncestors, relayUrls, walletFrameUrls, apiUrls })
}

function readProject(file: ProjectFile): ProjectConfig {
  let json: unknown
  try {
    json = JSON.parse(file.text)
  } catch (error) {
    throw new AirlockError(
      ErrorCode.INVALID_PROJECT_CONFIG,
      `projects/${file.name} is not valid JSON.`,
      { cause: error },
    )
  }
  const parsed = projectConfigSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new AirlockError(
      ErrorCode.INVALID_PROJECT_CONFIG,
      `projects/${file.name} is not a valid project configuration: ${issue?.path.join('.') || '(root)'}: ${issue?.message}.`,
    )
  }
  if (`${parsed.data.projectId}.json` !== file.name) {
    throw new AirlockError(
      ErrorCode.INVALID_PROJECT_CONFIG,
      `projects/${file.name} declares projectId "${parsed.data.projectId}": the modal would never load it.`,
    )
  }
  return parsed.data
}

/** The project's http services, which the modal fetches: `[field, url]`. */
function serviceUrls(project: ProjectConfig): Array<[string, string]> {
  const urls: Array<[string, string]> = []
  if (project.apiUrl !== undefined) urls.push(['apiUrl', project.apiUrl])
  if (project.analyticsUrl !== undefined) urls.push(['analyticsUrl', project.analyticsUrl])
  for (const network of project.networks ?? []) {
    for (const url of network.rpcUrls.default.http) {
      urls.push([`the RPC URL of ${network.caipNetworkId}`, url])
    }
  }
  return urls
}
