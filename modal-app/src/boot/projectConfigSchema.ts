import { modalOptionsSchema, networkSchema } from '@airlock/shared-protocol'
import { parseOriginPattern } from '@airlock/shared-protocol/origins'
import { z } from 'zod/mini'

function urlWithScheme(schemes: readonly string[]) {
  return z.string().check(
    z.maxLength(2048),
    z.refine(
      (value) => {
        try {
          return schemes.includes(new URL(value).protocol)
        } catch {
          return false
        }
      },
      `must be an absolute ${schemes.map((scheme) => scheme.slice(0, -1)).join('/')} URL`,
    ),
  )
}

/**
 * The operator-written configuration of one project, served by the modal origin at
 * `/projects/<projectId>.json`. Unknown keys are stripped.
 */
export const projectConfigSchema = z.object({
  /** Must equal the id the file is requested for. */
  projectId: z
    .string()
    .check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 letters, digits, "-" or "_"')),
  /** The project's display name. */
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  /** Host origins that may embed the modal: exact origins or `scheme://*.host[:port]`. */
  allowedOrigins: z
    .array(
      z
        .string()
        .check(
          z.refine(
            (value) => parseOriginPattern(value) !== null,
            'must be an origin such as "https://app.example.com" or "https://*.example.com" (no "*" alone, no path or trailing slash)',
          ),
        ),
    )
    .check(z.maxLength(1000)),
  /** The WalletConnect relay (ws:// or wss://). */
  relayUrl: z.optional(urlWithScheme(['ws:', 'wss:'])),
  /** The reference API (spec §3). */
  apiUrl: z.optional(urlWithScheme(['http:', 'https:'])),
  /** Where analytics events are posted (`POST <analyticsUrl>/e`). */
  analyticsUrl: z.optional(urlWithScheme(['http:', 'https:'])),
  /** Networks the project offers when the host configures none. */
  networks: z.optional(z.array(networkSchema).check(z.maxLength(100))),
  /** Feature flags that override the defaults (spec §6, §9). */
  features: modalOptionsSchema.shape.features,
  /**
   * Wallets the project offers beside the registry's (spec §3 `customWallets`), after the host's
   * own: a phone visitor opens one through its `mobileLink`.
   */
  customWallets: modalOptionsSchema.shape.customWallets,
  /**
   * The embedded (email and social login) wallet: `frameUrl` is the wallet frame's page, on an
   * origin of its own, which the modal loads in a hidden iframe when a login starts; `authUrl` is
   * the auth service that frame talks to (the modal never calls it). Without it email and social
   * logins stay hidden. `socials` lists the social logins the auth service has a provider for,
   * in the order Connect shows them (default: the spec's list).
   */
  embeddedWallet: z.optional(
    z.object({
      frameUrl: urlWithScheme(['http:', 'https:']),
      authUrl: urlWithScheme(['http:', 'https:']),
      socials: z.optional(
        z
          .array(z.enum(['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook']))
          .check(z.maxLength(7)),
      ),
    }),
  ),
})

/** A validated project configuration. */
export type ProjectConfig = z.infer<typeof projectConfigSchema>
