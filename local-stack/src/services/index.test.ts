import { expect, it } from 'vitest'
import * as services from './index.ts'

it('default: the public surface changes only on purpose', () => {
  expect(Object.keys(services).sort()).toMatchInlineSnapshot(`
    [
      "addAllowedOrigin",
      "createHostService",
      "createModalService",
      "formatUrlTable",
      "readStackConfig",
      "runWorkspaceBuild",
      "setModalUrlMeta",
      "startStack",
    ]
  `)
})
