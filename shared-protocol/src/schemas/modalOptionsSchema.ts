import * as z from 'zod/mini'
import { FEATURE_NAMES } from '../constants.ts'
import { networkSchema } from './networkSchema.ts'
import { caipNetworkIdSchema, idListSchema, shortTextSchema, urlSchema } from './primitives.ts'

const featuresShape = Object.fromEntries(
  FEATURE_NAMES.map((name) => [name, z.optional(z.boolean())]),
) as {
  [K in (typeof FEATURE_NAMES)[number]]: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>
}

// A sign-in statement is one line (CAIP-122): a line break would let it fake further lines of the
// message the wallet shows.
const statementSchema = z
  .string()
  .check(z.maxLength(500), z.regex(/^[^\n\r\u2028\u2029]*$/, 'Expected one line of text'))

/**
 * The options a host gives `createModal()` that the modal needs, as they cross the iframe. Host-
 * only options (`projectId`, `modalUrl`, timeouts) are not part of it. An unknown option name is
 * refused (the modal tells the host which, as `UNKNOWN_OPTION`); unknown keys inside an option
 * are stripped.
 *
 * @example
 * ```ts
 * const options: ModalOptions = { themeMode: 'light', features: { swaps: false } }
 * ```
 */
export const modalOptionsSchema = z.strictObject({
  /** Dark (default) or light. */
  themeMode: z.optional(z.enum(['dark', 'light'])),
  /** Theme variables (spec §9), e.g. `{ '--al-accent': '#3396ff' }`. */
  themeVariables: z.optional(
    z.record(
      z
        .string()
        .check(
          z.regex(/^--al-[a-z0-9-]{1,40}$/, 'Expected a --al-* name (a-z, 0-9 and "-" after it)'),
        ),
      z.union([z.string().check(z.maxLength(200)), z.number()]),
    ),
  ),
  /** The dapp's identity as the modal and wallets show it. */
  metadata: z.optional(
    z.object({
      name: shortTextSchema,
      description: z.optional(z.string().check(z.maxLength(500))),
      url: z.optional(urlSchema),
      icons: z.optional(z.array(urlSchema).check(z.maxLength(4))),
    }),
  ),
  /** Networks the dapp supports; the first is the default unless `defaultNetwork` says otherwise. */
  networks: z.optional(z.array(networkSchema).check(z.maxLength(100))),
  /** The network to start on. */
  defaultNetwork: z.optional(caipNetworkIdSchema),
  /** Feature flags (spec §6). */
  features: z.optional(z.object(featuresShape)),
  featuredWalletIds: z.optional(idListSchema),
  includeWalletIds: z.optional(idListSchema),
  excludeWalletIds: z.optional(idListSchema),
  customWallets: z.optional(
    z
      .array(
        z.object({
          id: shortTextSchema,
          name: shortTextSchema,
          homepage: z.optional(urlSchema),
          imageUrl: z.optional(urlSchema),
          mobileLink: z.optional(z.string().check(z.maxLength(2048))),
          desktopLink: z.optional(z.string().check(z.maxLength(2048))),
          webappLink: z.optional(urlSchema),
        }),
      )
      .check(z.maxLength(100)),
  ),
  /** The dapp's terms, linked from Connect's checkbox when `features.legalCheckbox` is on. */
  termsConditionsUrl: z.optional(urlSchema),
  /** The dapp's privacy policy, linked beside the terms. */
  privacyPolicyUrl: z.optional(urlSchema),
  /** Allow staying connected on a network the dapp did not configure. */
  allowUnsupportedChain: z.optional(z.boolean()),
  /** Let the visitor switch networks from the modal (default true). */
  enableNetworkSwitch: z.optional(z.boolean()),
  /** Show WalletConnect pairing (default true). */
  enableWalletConnect: z.optional(z.boolean()),
  /** The host drives WalletConnect pairing itself (spec §2 "manual pairing control"). */
  manualWCControl: z.optional(z.boolean()),
  /** Skip the SwitchNetwork confirmation. */
  enableNetworkSwitchConfirmation: z.optional(z.boolean()),
  /**
   * Sign in with the wallet (SIWX). `hostNonce` is set by the host SDK, never by hand: the host
   * page has a `siwx.getNonce()`, so the modal asks the host for the nonce of each message
   * (`siwxNonce()`) instead of making one.
   */
  siwx: z.optional(
    z.object({
      required: z.optional(z.boolean()),
      statement: z.optional(statementSchema),
      hostNonce: z.optional(z.boolean()),
      /**
       * How long a sign-in lasts: the message's `Expiration Time` is this many seconds after it is
       * issued, and the modal drops the saved sign-in then. 60 s to 30 days; one day by default
       * (a sign-in left on a shared device or copied is good for a day, and a visitor signs at
       * most once a day).
       * @example 3600
       */
      expiresAfterSeconds: z.optional(z.number().check(z.int(), z.gte(60), z.lte(2_592_000))),
    }),
  ),
  /** Legacy SIWE configuration; may not be combined with `siwx` (spec §5). */
  siweConfig: z.optional(z.object({ statement: z.optional(statementSchema) })),
  /** Embedded mode: the modal stays on the page and closing returns to Account or Connect. */
  embedded: z.optional(z.boolean()),
  /**
   * Close the modal once a connect the dapp started succeeds (`eth_requestAccounts` or `connect()`
   * through `getProvider()`, a wallet library's connect). Default true; false keeps it open on
   * Account.
   */
  closeOnConnect: z.optional(z.boolean()),
})

/** Options that cross the iframe. */
export type ModalOptions = z.infer<typeof modalOptionsSchema>
