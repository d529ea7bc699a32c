import { expectTypeOf, test } from 'vitest'
import type { SerializedError } from '../errors/SerializedError.ts'
import type { Result } from './Result.ts'

test('default: ok narrows to value or error', () => {
  const answer = { ok: true, value: 1 } as Result<number>
  if (answer.ok) expectTypeOf(answer.value).toEqualTypeOf<number>()
  else expectTypeOf(answer.error).toEqualTypeOf<SerializedError>()
})
