import { expect, test } from 'vitest'
import * as projectApi from './index.ts'

test('exports: the public surface only changes on purpose', () => {
  expect(Object.keys(projectApi).sort()).toMatchInlineSnapshot(`
    [
      "fetchApiBalances",
      "loadOnrampOptions",
      "loadTransactions",
      "lookupProfileName",
      "onrampCheckoutUrl",
      "onrampOptionsAtom",
      "onrampSupports",
      "projectApi",
      "readOnrampOptions",
      "requestOnrampQuote",
    ]
  `)
})
