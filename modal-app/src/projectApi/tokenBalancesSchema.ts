import { z } from 'zod/mini'

const text = (max: number) => z.string().check(z.maxLength(max))
const amount = z.number().check(z.gte(0))

/**
 * The project API's answer to `GET account/{address}/balance` (spec §3 token balance, §7 "balance
 * by address and network"): the account's holdings on one network, the native coin without an
 * `address`. It comes from another server, so it is checked before the Account view shows it: a
 * malformed answer is a failed fetch, never a broken view.
 *
 * @example
 * ```ts
 * const { balances } = tokenBalancesSchema.parse(await api.get({ path: `account/${address}/balance` }))
 * ```
 */
export const tokenBalancesSchema = z.object({
  balances: z
    .array(
      z.object({
        name: text(128),
        symbol: text(32),
        chainId: text(128),
        address: z.optional(text(128)),
        value: amount,
        price: amount,
        quantity: z.object({
          decimals: z.string().check(z.regex(/^\d{1,2}$/)),
          numeric: z.string().check(z.regex(/^\d{1,78}(\.\d{1,78})?$/)),
        }),
        iconUrl: text(2048),
      }),
    )
    .check(z.maxLength(500)),
})
