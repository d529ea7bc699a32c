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
  /**
   * Where it was read, as refusals name it.
   * @default `projects/${name}`
   * @example 'deploy/projects/demo.json'
   */
  path?: string | undefined
}

const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\]|.*\.localhost)$/

/**
 * The production Content-Security-Policy of a modal deployment, from its project files:
 * `frame-ancestors` is the union of every project's `allowedOrigins`, `connect-src` and
 * `frame-src` add the projects' wss:// relays, `frame-src` their https:// embedded wallet frames,
 * `img-src` their APIs' origins (the NFTs' pictures), and nothing of the development stack remains
 * (no `ws:`, no loopback sources). Every file is validated as the modal validates it at boot;
 * a project that could not work under this policy is refused, naming the file and the field:
 * a relay that is not wss://, an API, analytics, RPC, wallet frame or auth service URL that is not
 * https://, any of those on a loopback host, or a loopback host on its allowlist (those belong to
 * the development stack and its policy).
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
    const where = file.path ?? `projects/${file.name}`
    const project = readProject(file, where)
    const refuse = (what: string) => {
      throw new AirlockError(
        ErrorCode.INVALID_PROJECT_CONFIG,
        `${where}: ${what}. Change the file, or serve this project with the development policy.`,
      )
    }
    for (const { field, url, scheme, refusal } of reachedUrls(project)) {
      if (!url.startsWith(scheme)) refuse(`${field} ${url} ${refusal}`)
      if (LOOPBACK_HOST.test(new URL(url).hostname))
        refuse(
          `${field} ${url} is on a loopback host, which belongs to the development stack: a visitor's browser would look for it on the visitor's own machine`,
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
    if (project.embeddedWallet !== undefined) walletFrameUrls.push(project.embeddedWallet.frameUrl)
  }
  return buildModalCsp({ mode: 'production', frameAncestors, relayUrls, walletFrameUrls, apiUrls })
}

function readProject(file: ProjectFile, where: string): ProjectConfig {
  let json: unknown
  try {
    json = JSON.parse(file.text)
  } catch (error) {
    throw new AirlockError(ErrorCode.INVALID_PROJECT_CONFIG, `${where} is not valid JSON.`, {
      cause: error,
    })
  }
  const parsed = projectConfigSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new AirlockError(
      ErrorCode.INVALID_PROJECT_CONFIG,
      `${where} is not a valid project configuration: ${issue?.path.join('.') || '(root)'}: ${issue?.message}.`,
    )
  }
  if (`${parsed.data.projectId}.json` !== file.name) {
    throw new AirlockError(
      ErrorCode.INVALID_PROJECT_CONFIG,
      `${where} declares projectId "${parsed.data.projectId}": the modal would never load it.`,
    )
  }
  return parsed.data
}

/** A URL of the project that the modal or its wallet frame reaches, and what production needs. */
type ReachedUrl = {
  /** The field, as refusals name it. */
  field: string
  url: string
  /** The scheme the production policy admits. */
  scheme: 'https://' | 'wss://'
  /** Why another scheme cannot work, as the refusal says it. */
  refusal: string
}

/** Every URL of the project that a visitor's browser reaches. */
function reachedUrls(project: ProjectConfig): ReachedUrl[] {
  const service = 'is unreachable: the production policy allows https:// services only'
  const urls: ReachedUrl[] = []
  if (project.relayUrl !== undefined) {
    urls.push({
      field: 'relayUrl',
      url: project.relayUrl,
      scheme: 'wss://',
      refusal: 'is unreachable: the production policy allows wss:// relays only',
    })
  }
  if (project.apiUrl !== undefined) {
    urls.push({ field: 'apiUrl', url: project.apiUrl, scheme: 'https://', refusal: service })
  }
  if (project.analyticsUrl !== undefined) {
    urls.push({
      field: 'analyticsUrl',
      url: project.analyticsUrl,
      scheme: 'https://',
      refusal: service,
    })
  }
  for (const network of project.networks ?? []) {
    for (const url of network.rpcUrls.default.http) {
      const field = `the RPC URL of ${network.caipNetworkId}`
      urls.push({ field, url, scheme: 'https://', refusal: service })
    }
  }
  const wallet = project.embeddedWallet
  if (wallet !== undefined) {
    urls.push({
      field: 'embeddedWallet.frameUrl',
      url: wallet.frameUrl,
      scheme: 'https://',
      refusal: 'cannot be framed: the production policy allows https:// wallet frames only',
    })
    urls.push({
      field: 'embeddedWallet.authUrl',
      url: wallet.authUrl,
      scheme: 'https://',
      refusal:
        'is unreachable: the wallet frame, served over https://, can call https:// auth services only',
    })
  }
  return urls
}
