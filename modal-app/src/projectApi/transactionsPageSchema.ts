import { z } from 'zod/mini'

const text = (max: number) => z.string().check(z.maxLength(max))

const transferSchema = z.object({
  fungible_info: z.optional(
    z.object({
      symbol: z.optional(text(32)),
      name: z.optional(text(128)),
      icon: z.optional(z.object({ url: z.optional(text(2048)) })),
    }),
  ),
  nft_info: z.optional(
    z.object({
      name: z.optional(text(128)),
      content: z.optional(
        z.object({ preview: z.optional(z.object({ url: z.optional(text(2048)) })) }),
      ),
      flags: z.optional(z.object({ is_spam: z.optional(z.boolean()) })),
    }),
  ),
  quantity: z.object({ numeric: z.string().check(z.regex(/^-?\d{1,78}(\.\d{1,78})?$/)) }),
})

/**
 * One page of the history as the project's API answers it (spec §3 transactions; `next` is the
 * cursor of the following page). The answer comes from another server: it is checked before the
 * list renders it, so that a malformed page is a failed fetch, never a broken view.
 *
 * @example
 * ```ts
 * const page = transactionsPageSchema.parse(await response.json())
 * ```
 */
export const transactionsPageSchema = z.object({
  data: z
    .array(
      z.object({
        id: text(256),
        metadata: z.object({
          // A date the list can group by month (z.iso would add its regexes to the first paint).
          minedAt: text(64).check(z.refine((value) => !Number.isNaN(Date.parse(value)))),
          chain: text(128),
          operationType: text(32),
          status: text(32),
          sentFrom: text(128),
          sentTo: text(128),
        }),
        transfers: z.array(transferSchema).check(z.maxLength(50)),
      }),
    )
    .check(z.maxLength(100)),
  next: z.optional(z.nullable(text(512))),
})
