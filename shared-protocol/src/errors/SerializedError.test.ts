import { expectTypeOf, test } from 'vitest'
import type { ErrorCode } from './ErrorCode.ts'
import type { SerializedError } from './SerializedError.ts'

test('default: code is an ErrorCode, data is optional', () => {
  expectTypeOf<SerializedError['code']>().toEqualTypeOf<ErrorCode>()
  expectTypeOf<{ code: 'INTERNAL'; message: string }>().toExtend<SerializedError>()
})
