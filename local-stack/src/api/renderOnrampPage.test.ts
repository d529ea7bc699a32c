import { expect, it } from 'vitest'
import { renderOnrampPage } from './renderOnrampPage.ts'

it('default: the demo banner, the heading as title and h1, the lines', () => {
  const html = renderOnrampPage({ heading: 'Buy ETH', lines: ['Pay 25.00 USD', 'Second'] })
  expect(html).toMatch(/^<!doctype html>\n<html lang="en">/)
  expect(html).toContain(
    '<strong>Airlock Demo On-ramp</strong> — test funds on your local chain, no real money',
  )
  expect(html).toContain('<title>Buy ETH · Airlock Demo On-ramp</title>')
  expect(html).toContain('<main><h1>Buy ETH</h1>\n<p>Pay 25.00 USD</p><p>Second</p>\n</main>')
  expect(html).not.toContain('<form')
  expect(html).not.toMatch(/<script|<link|src=|url\(/)
})

it('args: form, with hidden fields and one button', () => {
  const html = renderOnrampPage({
    heading: 'Buy ETH',
    lines: [],
    form: { action: '/onramp/checkout', fields: { amount: '25', currency: 'USD' }, button: 'Pay' },
  })
  expect(html).toContain(
    '<form method="post" action="/onramp/checkout"><input type="hidden" name="amount" value="25"><input type="hidden" name="currency" value="USD"><button type="submit">Pay</button></form>',
  )
})

it('args: tone error, an alert', () => {
  const html = renderOnrampPage({ heading: 'Cannot check out', lines: ['Bad'], tone: 'error' })
  expect(html).toContain('<main class="error"><h1>Cannot check out</h1>')
  expect(html).toContain('<div role="alert"><p>Bad</p></div>')
})

it('behavior: every value is escaped', () => {
  const evil = `"><script>alert('x')</script>&`
  const html = renderOnrampPage({
    heading: evil,
    lines: [evil],
    form: { action: evil, fields: { [evil]: evil }, button: evil },
  })
  expect(html).not.toContain('<script>')
  expect(
    html.match(/&quot;&gt;&lt;script&gt;alert\(&#39;x&#39;\)&lt;\/script&gt;&amp;/g),
  ).toHaveLength(7)
})
