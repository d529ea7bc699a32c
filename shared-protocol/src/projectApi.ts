// The project API's answers (spec §3): the schemas the modal checks them with, and the types
// the reference API writes them with.
import { z } from 'zod/mini'

const text = (max: number) => z.string().check(z.maxLength(max))
const amount = z.number().check(z.gte(0))

/**
 * The project API's answer to `GET account/{address}/balance` (spec §3 token balance, §7 "balance
 * by address and network"): the account's holdings on one network, the native coin without an
 * `address`. It comes from another server, so it is checked before the Account view shows it: a
 * malformed answer is a failed fetch, never a broken view.
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
  // Kept, not stripped: a swap is the transaction with a transfer each way.
  direction: z.optional(z.enum(['in', 'out'])),
})

/**
 * One page of the history as the project's API answers it (spec §3 transactions; `next` is the
 * cursor of the following page). The answer comes from another server: it is checked before the
 * list renders it, so that a malformed page is a failed fetch, never a broken view.
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

const decimal = z.string().check(z.regex(/^\d{1,12}(\.\d{1,18})?$/))

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

/** An http(s) URL, or a `data:` URI of a raster or SVG picture (shown by `<img>`, runs nothing). */
function isImageUrl(value: string): boolean {
  return isHttpUrl(value) || /^data:image\/(png|jpeg|gif|webp|avif|svg\+xml)[;,]/.test(value)
}

/**
 * The project API's answer to `GET onramp/options` (spec §3 on-ramp entities): the providers
 * with their checkout URLs, what can be bought on which network, and the payment currencies
 * with their limits. Checked before the Buy view shows any of it.
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
 * The project API's answer to `GET account/{address}/nfts` (the Account view's NFTs tab, spec
 * §2): the ERC-721 tokens the account holds on one network, newest first, each with its
 * metadata (`name`, `description`, `imageUrl`, `''` when the metadata has none) and its
 * collection. Checked before the tab shows it: an image is http(s) (the modal's policy admits
 * its API's origin) or a `data:` picture (on-chain art); any other URL is refused.
 */
export const accountNftsSchema = z.object({
  nfts: z
    .array(
      z.object({
        chainId: text(128),
        tokenId: z.string().check(z.regex(/^\d{1,78}$/)),
        name: text(256),
        description: text(2048),
        imageUrl: text(65_536).check(
          z.refine(
            (value) => value === '' || isImageUrl(value),
            'must be an http(s) URL, a data: image or empty',
          ),
        ),
        collection: z.object({ address: text(128), name: text(128), symbol: text(32) }),
      }),
    )
    .check(z.maxLength(500)),
})

/** The answer of `GET /v1/account/{address}/nfts`, as checked by {@link accountNftsSchema}. */
export type AccountNfts = z.infer<typeof accountNftsSchema>

/** One NFT of {@link AccountNfts}. */
export type AccountNft = AccountNfts['nfts'][number]

/**
 * The on-ramp options as checked by {@link onrampOptionsSchema}.
 */
export type OnrampOptions = z.infer<typeof onrampOptionsSchema>

/**
 * One holding of an account on one network, as the reference API answers it (spec §3 "Token
 * balance").
 */
export type TokenBalance = {
  /**
   */
  name: string
  /**
   */
  symbol: string
  /**
   * The CAIP-2 id asked for.
   */
  chainId: string
  /**
   * The token contract, checksummed (EIP-55); absent for the native coin.
   */
  address?: string
  /**
   * What the holding is worth in US dollars, rounded to cents.
   */
  value: number
  /**
   * US dollars per whole unit; 0 when unknown.
   */
  price: number
  /** How much: the token's decimals and the amount in whole units (viem `formatUnits`). */
  quantity: {
    /**
     */
    decimals: string
    /**
     */
    numeric: string
  }
  /**
   * The token's icon; `''` when there is none.
   */
  iconUrl: string
}

/**
 * The answer of `GET /v1/account/{address}/balance`: the native coin first, then the configured
 * tokens the account holds.
 */
export type AccountBalances = {
  balances: TokenBalance[]
}

/**
 * One value movement of a {@link HistoryTransaction}, as seen by the account asked about.
 */
export type HistoryTransfer = {
  /** What moved. `name` only when the network configuration names it. */
  fungible_info: { symbol: string; name?: string }
  /** How much, in whole units (viem `formatUnits`), e.g. `'2.5'`. */
  quantity: { numeric: string }
  /** `out` when the account sent it, `in` when it received it. */
  direction: 'in' | 'out'
}

/**
 * One transaction of an account's history, as the reference API answers it.
 */
export type HistoryTransaction = {
  /** The transaction hash. */
  id: string
  metadata: {
    /** ISO 8601 time of the block. */
    minedAt: string
    /** The CAIP-2 id asked for. */
    chain: string
    /**
     * `send`/`receive` of value or a known token by the account; `approve` for its ERC20 approval;
     * `execute` for any other call.
     */
    operationType: 'send' | 'receive' | 'approve' | 'execute'
    /** `failed` when the transaction reverted. */
    status: 'confirmed' | 'failed'
    /** Checksummed sender: the token sender for a token transfer, else the transaction's. */
    sentFrom: string
    /**
     * Checksummed recipient: the token recipient for a token transfer, the spender for an
     * approval, else the transaction's.
     */
    sentTo: string
  }
  /** Value movements that concern the account; empty for `approve` and `execute`. */
  transfers: HistoryTransfer[]
}

/**
 * One page of history: newest first, and the cursor of the next page (`null` on the last).
 */
export type HistoryPage = {
  data: HistoryTransaction[]
  next: string | null
}

/**
 * A registered name, as the names routes of the reference API answer it.
 */
export type NameRecord = {
  /**
   * The name, in lower case.
   */
  name: string
  /**
   * The holder's address per ENSIP-11 coin type (as a decimal string), checksummed. Every entry
   * holds the same address: only the holder can add one.
   */
  addresses: Record<string, { address: string }>
  /**
   * The attributes of the last signed registration, as signed.
   */
  attributes: Record<string, unknown>
  /**
   * When the name was first registered (ISO 8601).
   */
  createdAt: string
}

/**
 * The project API's answer to `GET names/{name}`: the name, as looked up (lower case), and its
 * record, or `null` when no one holds it. A free name is an answer, not a failure (regression: it
 * was a 404, which the browser logged as a red console error at each check of a typed name). The
 * modal checks only what it reads of the record: the holder's addresses.
 */
export const nameLookupSchema = z.object({
  name: text(256),
  record: z.nullable(
    z.object({
      addresses: z.record(z.string(), z.object({ address: text(128) })),
    }),
  ),
})

/** What the names API answers to a lookup (see {@link nameLookupSchema}). */
export type NameLookup = {
  name: string
  record: NameRecord | null
}
