import { expect, it } from 'vitest'
import { escapeHtml } from './escapeHtml.ts'

it('default: the five characters that matter, each time they occur', () => {
  expect(escapeHtml(`<a href="x" title='y'>&amp;</a><`)).toBe(
    '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;&lt;',
  )
})

it('behavior: other text, unicode included, is unchanged', () => {
  expect(escapeHtml('Pay 25.00 USD → 0.01 ETH')).toBe('Pay 25.00 USD → 0.01 ETH')
})
