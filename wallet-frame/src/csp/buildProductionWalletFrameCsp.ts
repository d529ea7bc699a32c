import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { parseOriginPattern } from '@airlock/shared-protocol/origins'
import { buildWalletFrameCsp } from '../../csp.ts'

/** One project file of the modal deployment, as read from its `projects/`. */
export type ProjectFile = {
  /** The file name. @example 'shop.json' */
  name: string
  /** Its text. */
  text: string
  /**
   * Where it was read, as refusals name it.
   * @default `projects/${name}`
   */
  path?: string | undefined
}

/** Parameters of {@link buildProductionWalletFrameCsp}. */
export type BuildProductionWalletFrameCspParameters = {
  /**
   * The origin of each modal deployment that frames this wallet frame.
   * @example ['https://modal.example']
   */
  modalOrigins: readonly string[]
  /** The modal deployment's project files: those with an `embeddedWallet` use the frame. */
  files: readonly ProjectFile[]
}

const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\]|.*\.localhost)$/

/**
 * The wallet frame's production Content-Security-Policy ({@link buildWalletFrameCsp}) from the
 * modal's project files: `frame-ancestors` is the modal's origin and the `allowedOrigins` of every
 * project with an `embeddedWallet` (CSP checks every ancestor, the host pages above the modal
 * too), `connect-src` those projects' `authUrl` origins.
 *
 * The modal's `csp:production` validates the same files and names what is wrong; this one only
 * refuses a file it cannot make a production header from (an auth service that is not https:// on
 * a public name, an allowlist entry that is invalid, loopback or IPv6) and points there.
 *
 * @throws {AirlockError} `INVALID_OPTIONS` for a modal origin that is not https:// or is
 *   loopback, `INVALID_PROJECT_CONFIG` for such a file or when no project uses the frame.
 * @example
 * ```ts
 * buildProductionWalletFrameCsp({ modalOrigins: ['https://modal.example'], files })
 * // "default-src 'none'; …; connect-src https://auth.example; frame-ancestors https://modal.example https://shop.example; …"
 * ```
 */
export function buildProductionWalletFrameCsp({
  modalOrigins,
  files,
}: BuildProductionWalletFrameCspParameters): string {
  const frameAncestors: string[] = []
  for (const value of modalOrigins) {
    const origin = productionOrigin(value)
    if (origin === undefined) {
      throw new AirlockError(
        ErrorCode.INVALID_OPTIONS,
        `The modal's origin must be https:// on a public host name, such as https://modal.example, not ${value.slice(0, 200)}.`,
      )
    }
    frameAncestors.push(origin)
  }
  const authOrigins: string[] = []
  let users = 0
  for (const file of files) {
    const where = file.path ?? `projects/${file.name}`
    const project = readProject(file.text)
    if (project === undefined) {
      throw new AirlockError(
        ErrorCode.INVALID_PROJECT_CONFIG,
        `${where} cannot be served under the production policy. Run \`npm run csp:production -w @airlock/modal-app\` on the same files: it says why.`,
      )
    }
    if (project.authOrigin === undefined) continue
    users += 1
    frameAncestors.push(...project.allowedOrigins)
    authOrigins.push(project.authOrigin)
  }
  if (users === 0) {
    throw new AirlockError(
      ErrorCode.INVALID_PROJECT_CONFIG,
      'No project file names an embeddedWallet: no project uses the wallet frame.',
    )
  }
  return buildWalletFrameCsp({ frameAncestors, authOrigins })
}

/**
 * What the header needs of one project file: its allowlist and, if it has an embedded wallet, its
 * auth service's origin. `undefined` for a file that does not give them in production form.
 */
function readProject(
  text: string,
): { allowedOrigins: string[]; authOrigin: string | undefined } | undefined {
  let project: { allowedOrigins?: unknown; embeddedWallet?: { authUrl?: unknown } }
  try {
    project = JSON.parse(text)
  } catch {
    return undefined
  }
  const { allowedOrigins, embeddedWallet } = project ?? {}
  if (!Array.isArray(allowedOrigins) || !allowedOrigins.every(isProductionEntry)) return undefined
  if (embeddedWallet === undefined) return { allowedOrigins, authOrigin: undefined }
  const authOrigin =
    typeof embeddedWallet?.authUrl === 'string'
      ? productionOrigin(embeddedWallet.authUrl)
      : undefined
  return authOrigin === undefined ? undefined : { allowedOrigins, authOrigin }
}

/** An allowlist entry a production header can name: valid, off the loopback host, no IPv6. */
function isProductionEntry(entry: unknown): entry is string {
  const pattern = typeof entry === 'string' ? parseOriginPattern(entry) : null
  if (pattern === null) return false
  const host = pattern.kind === 'exact' ? new URL(pattern.origin).hostname : pattern.suffix
  return !LOOPBACK_HOST.test(host) && !host.startsWith('[')
}

/** The https:// origin of `value`, unless it is not one or is on a loopback or IPv6 host. */
function productionOrigin(value: string): string | undefined {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  const { protocol, hostname } = url
  if (protocol !== 'https:' || LOOPBACK_HOST.test(hostname) || hostname.startsWith('[')) {
    return undefined
  }
  return url.origin
}
