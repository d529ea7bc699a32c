import { z } from 'zod/mini'

const link = z.nullable(z.string().check(z.minLength(1), z.maxLength(2048)))
const color = z.nullable(z.string().check(z.regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/)))

/**
 * One wallet of the registry the modal serves at `/wallets/registry.json` (the build writes it from
 * the pinned `thirdweb` package's wallet data, `build/walletRegistry`; operators may replace the
 * file). `rdns` is the EIP-6963 id an installed wallet announces; `extensions` its browser
 * extension pages, `connectorIds` the ids the host SDK's namespace adapters give it when installed
 * (`polkadot:polkadot-js`, `bip122:unisat`; all three optional, so that a file without them still
 * loads). `image` is a path on the modal origin (`/wallets/img/<id>.webp`) or null: the list then
 * shows a monogram from the name and `colors.primary`.
 */
export const registryWalletSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(200)),
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  rdns: z.optional(z.nullable(z.string().check(z.minLength(1), z.maxLength(200)))),
  chains: z.array(z.string().check(z.maxLength(100))).check(z.maxLength(200)),
  mobile: z.object({ native: link, universal: link }),
  desktop: z.object({ native: link, universal: link }),
  app: z.object({ ios: link, android: link, browser: link }),
  extensions: z.optional(
    z.object({ chrome: link, firefox: link, edge: link, safari: link, opera: link }),
  ),
  homepage: link,
  connectorIds: z.optional(
    z.array(z.string().check(z.minLength(1), z.maxLength(200))).check(z.maxLength(20)),
  ),
  image: z.nullable(
    z.string().check(z.maxLength(300), z.regex(/^\/[^/]/, 'must be a path on the modal origin')),
  ),
  colors: z.object({ primary: color, secondary: color }),
})

/** A wallet of the registry. */
export type RegistryWallet = z.infer<typeof registryWalletSchema>
