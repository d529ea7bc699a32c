import { expect, test } from 'vitest'
import * as projectApi from './index.ts'

test('exports: the public surface only changes on purpose', () => {
  expect(Object.keys(projectApi).sort()).toMatchInlineSnapshot(`
    [
      "loadOnrampOptions",
      "loadTransactions",
      "lookupProfileName",
      "onrampCheckoutUrl",
      "onrampOptionsAtom",
      "onrampOptionsSchema",
      "onrampSupports",
      "projectApi",
      "readOnrampOptions",
      "requestOnrampQuote",
      "transactionsPageSchema",
    ]
  `)
})
