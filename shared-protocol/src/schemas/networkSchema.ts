import * as z from 'zod/mini'
import { caipNetworkIdSchema, namespaceSchema, shortTextSchema, urlSchema } from './primitives.ts'

/**
 * A network the host configures (spec §3): id, namespace, CAIP-2 id, name, native currency, RPC
 * and explorer URLs, image and testnet flag.
 *
 * @example
 * ```ts
 * const anvil: Network = {
 *   id: 31337, chainNamespace: 'eip155', caipNetworkId: 'eip155:31337', name: 'Anvil',
 *   nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
 *   rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
 * }
 * ```
 */
export const networkSchema = z.object({
  id: z.union([
    z.number().check(z.int(), z.nonnegative()),
    z.string().check(z.minLength(1), z.maxLength(64)),
  ]),
  chainNamespace: namespaceSchema,
  caipNetworkId: caipNetworkIdSchema,
  name: shortTextSchema,
  nativeCurrency: z.object({
    name: shortTextSchema,
    symbol: z.string().check(z.minLength(1), z.maxLength(16)),
    decimals: z.number().check(z.int(), z.gte(0), z.lte(36)),
  }),
  rpcUrls: z.object({
    default: z.object({ http: z.array(urlSchema).check(z.minLength(1), z.maxLength(8)) }),
  }),
  blockExplorers: z.optional(
    z.object({ default: z.object({ name: shortTextSchema, url: urlSchema }) }),
  ),
  assets: z.optional(
    z.object({ imageUrl: z.optional(urlSchema), imageId: z.optional(shortTextSchema) }),
  ),
  tokens: z.optional(
    z
      .array(
        z.object({
          address: z.string().check(z.minLength(1), z.maxLength(128)),
          symbol: z.string().check(z.minLength(1), z.maxLength(16)),
          name: shortTextSchema,
          decimals: z.number().check(z.int(), z.gte(0), z.lte(36)),
        }),
      )
      .check(z.maxLength(50)),
  ),
  testnet: z.optional(z.boolean()),
})

/** A configured network. */
export type Network = z.infer<typeof networkSchema>
