import { expect, test } from 'vitest'
import * as projectApi from './index.ts'

test('exports: the public surface only changes on purpose', () => {
  expect(Object.keys(projectApi).sort()).toMatchInlineSnapshot(`
    [
      "loadOnrampOptions",
      "loadTransactions",
      "lookupProfileName",
      "onrampCheckoutUrl",
      "onrampOptionsSchema",
      "projectApi",
      "requestOnrampQuote",
      "transactionsPageSchema",
    ]
  `)
})
