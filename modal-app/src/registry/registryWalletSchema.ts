import { z } from 'zod/mini'

const id = z.string().check(z.minLength(1), z.maxLength(200))
const link = z.nullable(z.string().check(z.minLength(1), z.maxLength(2048)))
const color = z.nullable(z.string().check(z.regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/)))

const indexShape = {
  id,
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  rdns: z.optional(z.nullable(z.string().check(z.minLength(1), z.maxLength(200)))),
  chains: z.array(z.string().check(z.maxLength(100))).check(z.maxLength(200)),
  connectorIds: z.optional(
    z.array(z.string().check(z.minLength(1), z.maxLength(200))).check(z.maxLength(20)),
  ),
  image: z.nullable(
    z.string().check(z.maxLength(300), z.regex(/^\/[^/]/, 'must be a path on the modal origin')),
  ),
  colors: z.object({ primary: color, secondary: color }),
}

const linksShape = {
  mobile: z.object({ native: link, universal: link }),
  desktop: z.object({ native: link, universal: link }),
  app: z.object({ ios: link, android: link, browser: link }),
  extensions: z.optional(
    z.object({ chrome: link, firefox: link, edge: link, safari: link, opera: link }),
  ),
  homepage: link,
}

/**
 * One wallet of the registry's index, `/wallets/registry.json`: what Connect's All Wallets tile
 * and All Wallets' rows need (name, logo, namespaces), read at Connect's idle time. `rdns` is the
 * EIP-6963 id an installed wallet announces, `connectorIds` the ids the host SDK's namespace
 * adapters give it when installed (`polkadot:polkadot-js`, `bip122:unisat`; both optional).
 * `image` is a path on the modal origin (`/wallets/img/<id>.webp`) or null: the list then shows a
 * monogram from the name and `colors.primary`.
 */
export const walletIndexSchema = z.object(indexShape)

/**
 * One wallet's links, an entry of `/wallets/links.json` (by `id`, the index's): deep links,
 * store and extension pages, homepage. Loaded only when a wallet is about to be picked
 * (`loadWalletLinks`): they are most of the registry's bytes and heap. `extensions` is optional,
 * so that a file without it still loads.
 */
export const walletLinksSchema = z.object({ id, ...linksShape })

/**
 * A whole registry wallet, its index entry and its links: what the build writes from the pinned
 * `thirdweb` package's wallet data (`build/walletRegistry`) and splits into the two files.
 */
export const registryWalletSchema = z.object({ ...indexShape, ...linksShape })

/** A wallet of the registry's index. */
export type IndexedWallet = z.infer<typeof walletIndexSchema>
/** One wallet's links, with its id. */
export type WalletLinks = z.infer<typeof walletLinksSchema>
/** A wallet of the registry with its links. */
export type RegistryWallet = z.infer<typeof registryWalletSchema>
