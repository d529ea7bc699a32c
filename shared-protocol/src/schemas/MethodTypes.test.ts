import { expectTypeOf, test } from 'vitest'
import type {
  HostMethodSchemas,
  MethodHandlers,
  MethodParams,
  MethodResult,
  ModalMethodSchemas,
} from './MethodTypes.ts'
import type { ModalState } from './modalStateSchema.ts'

test('default: params and results are inferred from the schemas', () => {
  expectTypeOf<MethodParams<ModalMethodSchemas, 'switchNetwork'>>().toEqualTypeOf<{
    caipNetworkId: string
  }>()
  expectTypeOf<MethodResult<ModalMethodSchemas, 'getState'>>().toEqualTypeOf<ModalState>()
  expectTypeOf<MethodResult<HostMethodSchemas, 'openUrl'>>().toEqualTypeOf<{ opened: boolean }>()
  expectTypeOf<MethodHandlers<HostMethodSchemas>['siwxNonce']>().parameters.toEqualTypeOf<
    [{ address: string; caipNetworkId: string }]
  >()
})
