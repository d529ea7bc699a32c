import { AirlockError } from '@airlock/shared-protocol'
import { expect } from 'vitest'

/**
 * The AirlockError a promise rejects with, as plain fields to compare: its code, short message and
 * data. Fails the test when the promise resolves or rejects with anything else.
 */
export async function rejectionFields(promise: Promise<unknown>) {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (error: unknown) => error,
  )
  expect(error).toBeInstanceOf(AirlockError)
  const { code, shortMessage, data } = error as AirlockError
  return { code, message: shortMessage, data }
}
