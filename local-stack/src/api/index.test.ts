import { expect, it } from 'vitest'
import * as api from './index.ts'

it('default: the public surface changes only on purpose', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "API_ERROR",
      "ApiError",
      "DEMO_ONRAMP_FUNDER",
      "DEMO_ONRAMP_LIMITS",
      "DEMO_ONRAMP_RATE",
      "NAME_SUFFIX",
      "NameApiError",
      "TRACKED_EVENTS",
      "answerAnalytics",
      "answerNames",
      "answerOnramp",
      "answerOnrampCheckout",
      "chainRpcError",
      "createAnalyticsLog",
      "createApiHandler",
      "createBalanceReader",
      "createChainIndex",
      "createNameStore",
      "createOnrampQuoteBook",
      "decodeCursor",
      "describeOnrampOptions",
      "describeTransaction",
      "encodeCursor",
      "escapeHtml",
      "isEvmCoinType",
      "normalizeName",
      "quoteOnramp",
      "readAccountQuery",
      "readAnalyticsEvent",
      "readBodyText",
      "readJsonBody",
      "readOnrampOrder",
      "renderOnrampPage",
      "requireProjectId",
      "resolveRoute",
      "sendOnrampFunds",
      "startReferenceApi",
      "usdValue",
      "verifyNameRegistration",
    ]
  `)
})
