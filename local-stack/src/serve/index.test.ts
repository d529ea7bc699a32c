import { expect, it } from 'vitest'
import * as serve from './index.ts'

it('default: the public surface changes only on purpose', () => {
  expect(Object.keys(serve).sort()).toMatchInlineSnapshot(`
    [
      "cacheControlFor",
      "contentTypeFor",
      "createStaticHandler",
      "isCompressible",
      "isInside",
      "listenOnPort",
      "requestRaw",
      "resolveRequestPath",
      "startStaticServer",
    ]
  `)
})
