import { z } from 'zod/mini'

const text = (max: number) => z.string().check(z.maxLength(max))
const decimal = z.string().check(z.regex(/^\d{1,12}(\.\d{1,18})?$/))

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

/**
 * The project API's answer to `GET onramp/options` (spec §3 on-ramp entities): the providers
 * with their checkout URLs, what can be bought on which network, and the payment currencies
 * with their limits. Checked before the Buy view shows any of it.
 *
 * @example
 * ```ts
 * const options = onrampOptionsSchema.parse(await api.get({ path: 'onramp/options' }))
 * ```
 */
export const onrampOptionsSchema = z.object({
  providers: z
    .array(
      z.object({
        name: text(64),
        label: text(64),
        feeRange: text(32),
        // Checked by hand: z.url would add zod's URL rules to the first paint's bundle.
        url: text(2048).check(z.refine(isHttpUrl, 'must be an http(s) URL')),
        supportedChains: z.array(text(16)).check(z.maxLength(8)),
      }),
    )
    .check(z.maxLength(20)),
  purchaseCurrencies: z
    .array(
      z.object({
        id: text(32),
        name: text(64),
        symbol: text(16),
        networks: z
          .array(
            z.object({
              name: text(64),
              display_name: text(64),
              chain_id: text(32),
              contract_address: text(128),
            }),
          )
          .check(z.maxLength(50)),
      }),
    )
    .check(z.maxLength(50)),
  paymentCurrencies: z
    .array(
      z.object({
        id: text(16),
        payment_method_limits: z
          .array(z.object({ id: text(32), min: decimal, max: decimal }))
          .check(z.maxLength(10)),
      }),
    )
    .check(z.maxLength(20)),
})

/**
 * The on-ramp options as checked by {@link onrampOptionsSchema}.
 *
 * @example
 * ```ts
 * const options: OnrampOptions = onrampOptionsSchema.parse(answer)
 * ```
 */
export type OnrampOptions = z.infer<typeof onrampOptionsSchema>
