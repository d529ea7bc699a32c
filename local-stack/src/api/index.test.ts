import { expect, it } from 'vitest'
import * as api from './index.ts'

it('default: the public surface changes only on purpose', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "API_ERROR",
      "ApiError",
      "NAME_SUFFIX",
      "NameApiError",
      "answerNames",
      "createApiHandler",
      "createChainIndex",
      "createNameStore",
      "decodeCursor",
      "describeTransaction",
      "encodeCursor",
      "isEvmCoinType",
      "normalizeName",
      "readJsonBody",
      "startReferenceApi",
      "verifyNameRegistration",
    ]
  `)
})
