import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Address, createClient, getAddress, type Hash, http, parseEther } from 'viem'
import { getBalance, getTransaction } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StartAnvilReturnType, startAnvil } from '../chains/startAnvil.ts'
import { DEMO_ONRAMP_FUNDER } from './constants.ts'
import type { ReferenceApiNetwork } from './ReferenceApiNetwork.ts'
import { type StartReferenceApiReturnType, startReferenceApi } from './startReferenceApi.ts'

const buyer = getAddress('0x00000000000000000000000000000000000b0e71')

let anvil: StartAnvilReturnType
let api: StartReferenceApiReturnType
let network: ReferenceApiNetwork
let page: string

beforeAll(async () => {
  anvil = await startAnvil({ port: 0, chainId: 31337 })
  network = {
    caipNetworkId: 'eip155:31337',
    name: 'Anvil Local',
    rpcUrl: anvil.url,
    nativeSymbol: 'ETH',
    tokens: [],
  }
  api = await startReferenceApi({
    port: 0,
    networks: [network],
    databasePath: ':memory:',
    // These tests pay one buyer many times; the limits have tests of their own below.
    onrampRateLimits: { windowMs: 60_000, perAddress: 1000, perIp: 1000 },
  })
  page = new URL('/onramp/checkout', api.url).href
})

afterAll(async () => {
  await api?.close()
  await anvil?.stop()
})

const fields = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    address: buyer,
    network: 'eip155:31337',
    amount: '25',
    currency: 'USD',
    ...overrides,
  })

async function open(query: URLSearchParams | string) {
  const response = await fetch(`${page}?${query}`)
  return {
    status: response.status,
    headers: response.headers,
    url: response.url,
    html: await response.text(),
  }
}

/** Opens the offer page for `query` and answers the Pay form's fields, its quote included. */
async function offer(query: URLSearchParams = fields()): Promise<URLSearchParams> {
  const { status, html, url } = await open(query)
  expect(status).toBe(200)
  expect(url).toMatch(/\/onramp\/checkout\?quote=[0-9a-f-]{36}$/)
  const form = new URLSearchParams()
  for (const [, name = '', value = ''] of html.matchAll(
    /<input type="hidden" name="([^"]*)" value="([^"]*)">/g,
  )) {
    form.set(name, value)
  }
  expect(form.get('quote')).toMatch(/^[0-9a-f-]{36}$/)
  return form
}

async function pay(body: URLSearchParams | string, headers: Record<string, string> = {}) {
  const response = await fetch(page, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: String(body),
  })
  return { status: response.status, headers: response.headers, html: await response.text() }
}

/** The text of a page, tags dropped and entities of the escaped values decoded. */
const textOf = (html: string) =>
  html
    .replace(/<style>.*?<\/style>/s, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')

const balance = (address: Address = buyer) =>
  getBalance(createClient({ transport: http(anvil.url) }), { address })

/** Opens an offer on the API at `base` for `address` and posts its Pay form there. */
async function buy(base: string, address: Address, form?: URLSearchParams) {
  const checkout = new URL('/onramp/checkout', base).href
  let posted = form
  if (!posted) {
    const offered = await fetch(`${checkout}?${fields({ address })}`)
    posted = new URLSearchParams()
    for (const [, name = '', value = ''] of (await offered.text()).matchAll(
      /<input type="hidden" name="([^"]*)" value="([^"]*)">/g,
    )) {
      posted.set(name, value)
    }
  }
  const response = await fetch(checkout, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: String(posted),
  })
  return { status: response.status, html: await response.text(), form: posted }
}

const someone = (n: number) => getAddress(`0x${n.toString(16).padStart(40, '0')}`)

describe('answerOnrampCheckout', () => {
  it('default: the order is a new quote with a page of its own: the offer, a demo saying so, with a Pay form of the checked fields', async () => {
    const query = fields({ address: buyer.toLowerCase(), purchaseCurrency: 'ETH' })
    const redirect = await fetch(`${page}?${query}`, { redirect: 'manual' })
    expect(redirect.status).toBe(303)
    const location = redirect.headers.get('location') ?? ''
    expect(location).toMatch(/^\/onramp\/checkout\?quote=[0-9a-f-]{36}$/)
    const answer = await open(new URL(location, page).search.slice(1))
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(answer.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    )
    expect(answer.headers.get('access-control-allow-origin')).toBeNull()
    const text = textOf(answer.html)
    expect(text).toContain('Airlock Demo On-ramp — test funds on your local chain, no real money')
    expect(text).toContain('Pay 25.00 USD → receive 0.01 ETH on Anvil Local to 0x0000…0e71')
    expect(text).toContain(`Recipient: ${buyer}`)
    expect(answer.html).toContain('<h1>Buy ETH</h1>')
    expect(answer.html).toMatch(
      new RegExp(
        `<form method="post" action="/onramp/checkout"><input type="hidden" name="address" value="${buyer}"><input type="hidden" name="network" value="eip155:31337"><input type="hidden" name="amount" value="25.00"><input type="hidden" name="currency" value="USD"><input type="hidden" name="purchaseCurrency" value="ETH"><input type="hidden" name="quote" value="[0-9a-f-]{36}"><button type="submit">Pay</button></form>`,
      ),
    )
    expect(answer.html).toContain(
      `name="quote" value="${new URL(location, page).searchParams.get('quote')}"`,
    )
    // The quote's page shows the same quote again (Back, reload); each new order is a new quote.
    expect((await open(new URL(location, page).search.slice(1))).html).toBe(answer.html)
    expect((await offer()).get('quote')).not.toBe((await offer()).get('quote'))
  })

  it('default: Pay sends exactly the quoted wei from the funder and names the transaction', async () => {
    const form = await offer()
    const before = await balance()
    const answer = await pay(form)
    expect(answer.status).toBe(200)
    expect(await balance()).toBe(before + parseEther('0.01'))
    const hash = /transaction (0x[0-9a-f]{64})/.exec(answer.html)?.[1] as Hash | undefined
    expect(hash).toBeDefined()
    expect(textOf(answer.html)).toContain(
      `Done: 0.01 ETH sent to ${buyer} on Anvil Local (transaction ${hash}). You can close this tab and go back.`,
    )
    expect(answer.html).toContain('<h1>Test funds sent</h1>')
    expect(answer.html).not.toContain('<form')
    const transaction = await getTransaction(createClient({ transport: http(anvil.url) }), {
      hash: hash as Hash,
    })
    expect(transaction).toMatchObject({
      from: DEMO_ONRAMP_FUNDER.toLowerCase(),
      to: buyer.toLowerCase(),
    })
  })

  it('behavior: every interpolated value is escaped', async () => {
    const answer = await open(fields({ address: `<script>alert("x")</script>` }))
    expect(answer.status).toBe(400)
    expect(answer.html).not.toContain('<script>')
    expect(answer.html).toContain(
      '&#39;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#39; is not an EVM address',
    )
    const network = await open(fields({ network: `"><img src=x>` }))
    expect(network.html).not.toContain('<img')
    expect(network.html).toContain('&quot;&gt;&lt;img src=x&gt;')
  })

  it.each([
    [
      'no address',
      fields({ address: '' }),
      'The address is missing: the wallet opens this page with ?address=0x….',
    ],
    [
      'a malformed address',
      fields({ address: '0x12' }),
      "'0x12' is not an EVM address: expected 0x followed by 40 hexadecimal digits.",
    ],
    [
      'an unknown network',
      fields({ network: 'eip155:1' }),
      "This on-ramp does not serve the network 'eip155:1'. It serves: eip155:31337.",
    ],
    [
      'an amount below the minimum',
      fields({ amount: '5' }),
      '5.00 USD is below the minimum of this on-ramp: pay between 10.00 and 7500.00 USD.',
    ],
    [
      'an amount that is not a number',
      fields({ amount: 'lots' }),
      `The amount 'lots' is not a positive decimal number of USD: write it as a string like "25" or "25.50".`,
    ],
    [
      'another currency',
      fields({ currency: 'EUR' }),
      "This on-ramp is paid in USD only, not in 'EUR'.",
    ],
    [
      'another coin',
      fields({ purchaseCurrency: 'BTC' }),
      "On Anvil Local (eip155:31337) this on-ramp sells ETH only, not 'BTC'.",
    ],
    ['no parameters', '', 'The address is missing: the wallet opens this page with ?address=0x….'],
  ])('error: %s is a 400 page saying so', async (_, query, message) => {
    const answer = await open(query)
    expect(answer.status).toBe(400)
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(answer.html).toContain('<main class="error"><h1>Cannot check out</h1>')
    expect(textOf(answer.html)).toContain(message)
  })

  it('error: a changed form is checked again, and sends nothing', async () => {
    const form = await offer()
    const changed = (name: string, value: string) => {
      const body = new URLSearchParams(form)
      body.set(name, value)
      return body
    }
    const before = await balance()
    for (const body of [
      changed('amount', '7500.01'),
      changed('network', 'eip155:1'),
      changed('address', 'me'),
    ]) {
      expect((await pay(body)).status).toBe(400)
    }
    // Valid, but not what the quote offered.
    const other = await pay(changed('amount', '30'))
    expect(other.status).toBe(400)
    expect(textOf(other.html)).toContain(
      `The form no longer matches its quote (25.00 USD on eip155:31337 to ${buyer}), so nothing was sent.`,
    )
    const large = await pay(`${form}&padding=${'x'.repeat(16 * 1024)}`)
    expect(large.status).toBe(413)
    expect(textOf(large.html)).toMatch(
      /The body is \d+ bytes, more than the 16384 bytes this API accepts\./,
    )
    expect(await balance()).toBe(before)
  })

  it('error: a post from another site is 403 and sends nothing', async () => {
    const form = await offer()
    const before = await balance()
    const answer = await pay(form, { origin: 'http://evil.example' })
    expect(answer.status).toBe(403)
    expect(textOf(answer.html)).toContain(
      'This checkout only accepts its own form, not a post from http://evil.example.',
    )
    expect(await balance()).toBe(before)
    // A sandboxed page (Origin: null) of another site is told apart by Sec-Fetch-Site.
    const sandboxed = await pay(form, { origin: 'null', 'sec-fetch-site': 'cross-site' })
    expect(sandboxed.status).toBe(403)
    expect(await balance()).toBe(before)
    // The page's own form: its origin, or null under its no-referrer policy when same-origin.
    const own = await pay(form, { origin: new URL(api.url).origin })
    expect(own.status).toBe(200)
    const ownForm = await pay(await offer(), { origin: 'null', 'sec-fetch-site': 'same-origin' })
    expect(ownForm.status).toBe(200)
  })

  it('behavior: regression, Pay twice: the second Pay of a quote sends nothing and says it was already paid', async () => {
    const form = await offer()
    const before = await balance()
    const first = await pay(form)
    expect(first.status).toBe(200)
    const hash = /transaction (0x[0-9a-f]{64})/.exec(first.html)?.[1]
    expect(hash).toBeDefined()
    // Back, and Pay again.
    const second = await pay(form)
    expect(second.status).toBe(409)
    expect(second.html).toContain('<h1>Already paid</h1>')
    expect(second.html).not.toContain('<form')
    expect(textOf(second.html)).toContain(
      `This quote was already paid: 0.01 ETH went to ${buyer} on Anvil Local (transaction ${hash}). Nothing was sent again. You can close this tab and go back.`,
    )
    // Back to the quote's page: it says so too, and offers no Pay.
    const back = await open(`quote=${form.get('quote')}`)
    expect(back.status).toBe(409)
    expect(back.html).not.toContain('<form')
    expect(textOf(back.html)).toContain(`(transaction ${hash}). Nothing was sent again.`)
    expect(await balance()).toBe(before + parseEther('0.01'))
  })

  it('behavior: regression, double click: two Pays of a quote at once send once, both name the transaction', async () => {
    const form = await offer()
    const before = await balance()
    const answers = await Promise.all([pay(form), pay(form), pay(form)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409])
    const hashes = answers.map((answer) => /transaction (0x[0-9a-f]{64})/.exec(answer.html)?.[1])
    expect(new Set(hashes).size).toBe(1)
    expect(hashes[0]).toBeDefined()
    expect(await balance()).toBe(before + parseEther('0.01'))
  })

  it('error: the page of a quote this API never offered is a 400 page', async () => {
    const answer = await open('quote=f00')
    expect(answer.status).toBe(400)
    expect(textOf(answer.html)).toContain(
      "The quote 'f00' is not one this on-ramp offered (or it restarted since). Go back to the wallet and start the purchase again.",
    )
  })

  it.each([
    [
      'no quote',
      fields({ amount: '25.00' }),
      'The quote is missing: Pay posts the quote its offer page showed, so nothing was sent.',
    ],
    [
      'a quote this API never offered',
      fields({ amount: '25.00', quote: 'f00' }),
      "The quote 'f00' is not one this on-ramp offered (or it restarted since). Nothing was sent.",
    ],
  ])('error: Pay with %s is a 400 page and sends nothing', async (_, body, message) => {
    const before = await balance()
    const answer = await pay(body)
    expect(answer.status).toBe(400)
    expect(answer.html).toContain('<main class="error"><h1>Cannot check out</h1>')
    expect(textOf(answer.html)).toContain(message)
    expect(await balance()).toBe(before)
  })

  it('error: another method is a 405 page', async () => {
    const response = await fetch(page, { method: 'PUT' })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, POST')
    expect(textOf(await response.text())).toContain(
      'PUT is not allowed here: this page answers GET (the offer) and POST (Pay).',
    )
  })

  it('error: a chain whose RPC cannot be reached is a 502 page naming it', async () => {
    const closed = createServer()
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done))
    const port = (closed.address() as { port: number }).port
    await new Promise((done) => closed.close(done))
    const rpcUrl = `http://127.0.0.1:${port}`
    const down = await startReferenceApi({
      port: 0,
      networks: [{ ...network, rpcUrl }],
      databasePath: ':memory:',
    })
    try {
      const checkout = new URL('/onramp/checkout', down.url)
      const offered = await fetch(`${checkout}?${fields()}`)
      const quote = new URL(offered.url).searchParams.get('quote') ?? ''
      const payDown = () =>
        fetch(checkout, { method: 'POST', body: fields({ amount: '25.00', quote }) })
      const response = await payDown()
      expect(response.status).toBe(502)
      const html = await response.text()
      expect(html).toContain('<h1>Test funds not sent</h1>')
      const unreachable = `The RPC of Anvil Local (eip155:31337, ${rpcUrl}) cannot be reached, so the test funds were not sent. Is the chain running?`
      expect(textOf(html)).toContain(unreachable)
      // A failed payment is not tried again (funds may have left before a failure): the quote
      // is used, the page says how it ended.
      const again = await payDown()
      expect(again.status).toBe(409)
      expect(textOf(await again.text())).toContain(
        `This quote was already used, and its payment failed: ${unreachable} Nothing was sent again. Go back to the wallet and start the purchase again.`,
      )
    } finally {
      await down.close()
    }
  })

  it('error: the funder is rate-limited per address and per IP: 429 saying which, nothing sent; the window passes', async () => {
    let clock = Date.UTC(2025, 10, 25)
    const limited = await startReferenceApi({
      port: 0,
      networks: [network],
      databasePath: ':memory:',
      now: () => clock,
      onrampRateLimits: { windowMs: 60_000, perAddress: 1, perIp: 2 },
    })
    try {
      const [a, b, c] = [someone(0xa1), someone(0xb1), someone(0xc1)]
      expect((await buy(limited.url, a)).status).toBe(200)
      const again = await buy(limited.url, a)
      expect(again.status).toBe(429)
      expect(again.html).toContain('<h1>Too many purchases</h1>')
      expect(textOf(again.html)).toContain(
        `Too many purchases for ${a}: the demo funder sends to one address at most 1 time in 1 minute. Nothing was sent; try again later.`,
      )
      expect(await balance(a)).toBe(parseEther('0.01'))

      expect((await buy(limited.url, b)).status).toBe(200)
      const fromIp = await buy(limited.url, c)
      expect(fromIp.status).toBe(429)
      expect(textOf(fromIp.html)).toContain(
        'Too many purchases from your network (127.0.0.1): the demo funder pays at most 2 purchases from one IP address in 1 minute. Nothing was sent; try again later.',
      )
      expect(await balance(c)).toBe(0n)

      // The refused quote was not used: once the window has passed, its Pay goes through.
      clock += 60_001
      expect((await buy(limited.url, c, fromIp.form)).status).toBe(200)
      expect(await balance(c)).toBe(parseEther('0.01'))
    } finally {
      await limited.close()
    }
  })

  it('behavior: restart: quotes, paid orders and the funder limits are kept in the database file', async () => {
    const databasePath = join(mkdtempSync(join(tmpdir(), 'airlock-onramp-')), 'api.sqlite')
    const options = {
      port: 0,
      networks: [network],
      databasePath,
      onrampRateLimits: { windowMs: 3_600_000, perAddress: 1, perIp: 100 },
    }
    const [paidTo, laterTo] = [someone(0xd1), someone(0xe1)]
    const first = await startReferenceApi(options)
    const paid = await buy(first.url, paidTo)
    expect(paid.status).toBe(200)
    const hash = /transaction (0x[0-9a-f]{64})/.exec(paid.html)?.[1]
    const unpaid = await fetch(
      `${new URL('/onramp/checkout', first.url)}?${fields({ address: laterTo })}`,
    )
    const pending = new URLSearchParams()
    for (const [, name = '', value = ''] of (await unpaid.text()).matchAll(
      /<input type="hidden" name="([^"]*)" value="([^"]*)">/g,
    )) {
      pending.set(name, value)
    }
    await first.close()

    const again = await startReferenceApi(options)
    try {
      // The paid order: Pay again sends nothing and names the first transaction.
      const repaid = await buy(again.url, paidTo, paid.form)
      expect(repaid.status).toBe(409)
      expect(textOf(repaid.html)).toContain(`(transaction ${hash}). Nothing was sent again.`)
      // The limit counts the payment made before the restart.
      expect((await buy(again.url, paidTo)).status).toBe(429)
      // The quote offered before the restart is still payable, once.
      expect((await buy(again.url, laterTo, pending)).status).toBe(200)
      expect(await balance(paidTo)).toBe(parseEther('0.01'))
      expect(await balance(laterTo)).toBe(parseEther('0.01'))
    } finally {
      await again.close()
    }
  })
})
