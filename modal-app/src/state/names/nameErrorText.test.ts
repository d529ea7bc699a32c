import { describe, expect, test } from 'vitest'
import { HttpTimeoutError } from '../http/HttpError.ts'
import { nameServiceFailure } from './nameErrorText.ts'

describe('nameServiceFailure', () => {
  test('error: regression, a names service that hangs is named, not "The service did not answer in time."', async () => {
    const hung = new HttpTimeoutError('https://api.example/v1/names/alice', 15_000, undefined)
    expect(await nameServiceFailure(hung, 'Couldn’t check it')).toMatchInlineSnapshot(
      `"Couldn’t check it: the names service did not answer in time."`,
    )
  })

  test('error: a names service that cannot be reached is said so', async () => {
    expect(
      await nameServiceFailure(new TypeError('Failed to fetch'), 'Couldn’t check it'),
    ).toMatchInlineSnapshot(`"Couldn’t check it: the names service could not be reached."`)
  })
})
