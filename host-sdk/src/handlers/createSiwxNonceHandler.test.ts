import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createSiwxNonceHandler } from './createSiwxNonceHandler.ts'

const parameters = {
  address: '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
  caipNetworkId: 'eip155:1',
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/** Runs the handler and returns its error (or fails when it answers). */
async function refusal(promise: Promise<unknown>): Promise<AirlockError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a refusal')
    },
    (failure: unknown) => failure,
  )
  expect(error).toBeInstanceOf(AirlockError)
  return error as AirlockError
}

describe('createSiwxNonceHandler', () => {
  test('default: answers the nonce the host returns, asked with the account and network', async () => {
    const getNonce = vi.fn(async () => 'k3Jd8s0qLw')
    await expect(createSiwxNonceHandler(getNonce)(parameters)).resolves.toEqual({
      nonce: 'k3Jd8s0qLw',
    })
    expect(getNonce).toHaveBeenCalledWith(parameters)
  })

  test('args: getNonce may answer synchronously', async () => {
    await expect(createSiwxNonceHandler(() => 'abcd1234')(parameters)).resolves.toEqual({
      nonce: 'abcd1234',
    })
  })

  test('error: a getNonce that throws (sync or async) is refused with its reason and logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const thrown = await refusal(
      createSiwxNonceHandler(() => {
        throw new Error('nonce service down')
      })(parameters),
    )
    expect(thrown.code).toBe(ErrorCode.SIWX_NONCE_FAILED)
    expect(thrown.message).toMatchInlineSnapshot(`"siwx.getNonce() threw: nonce service down"`)
    const rejected = await refusal(
      createSiwxNonceHandler(() => Promise.reject('HTTP 503'))(parameters),
    )
    expect(rejected.message).toMatchInlineSnapshot(`"siwx.getNonce() threw: HTTP 503"`)
    expect(log).toHaveBeenCalledTimes(2)
    expect(log).toHaveBeenCalledWith('[airlock]', thrown)
  })

  test('error: a getNonce that does not answer in time is refused with the time it had', async () => {
    vi.useFakeTimers()
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const answer = refusal(createSiwxNonceHandler(() => new Promise<string>(() => {}))(parameters))
    await vi.advanceTimersByTimeAsync(10_000)
    const error = await answer
    expect(error.code).toBe(ErrorCode.SIWX_NONCE_FAILED)
    expect(error.message).toMatchInlineSnapshot(`"siwx.getNonce() did not answer within 10000 ms."`)
    expect(log).toHaveBeenCalledOnce()
  })

  test('behavior: a nonce that arrives in time clears the timer', async () => {
    vi.useFakeTimers()
    await createSiwxNonceHandler(async () => 'abcd1234', 50)(parameters)
    expect(vi.getTimerCount()).toBe(0)
  })

  test('error: a nonce that is not 8–128 letters and digits is refused, naming what came back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const messages: string[] = []
    for (const value of ['short', 'abcd1234\nURI: https://evil.example', 42, undefined, { a: 1 }]) {
      const error = await refusal(createSiwxNonceHandler(() => value as string)(parameters))
      expect(error.code).toBe(ErrorCode.SIWX_NONCE_FAILED)
      messages.push(error.message)
    }
    expect(messages).toMatchInlineSnapshot(`
      [
        "siwx.getNonce() returned "short": a nonce is 8–128 letters and digits (EIP-4361).",
        "siwx.getNonce() returned "abcd1234\\nURI: https://evil.example": a nonce is 8–128 letters and digits (EIP-4361).",
        "siwx.getNonce() returned 42: a nonce is 8–128 letters and digits (EIP-4361).",
        "siwx.getNonce() returned undefined: a nonce is 8–128 letters and digits (EIP-4361).",
        "siwx.getNonce() returned {"a":1}: a nonce is 8–128 letters and digits (EIP-4361).",
      ]
    `)
  })

  test('error: without a getNonce the call is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const error = await refusal(createSiwxNonceHandler(undefined)(parameters))
    expect(error.message).toMatchInlineSnapshot(`"siwx.getNonce() is not set in createModal()."`)
  })
})
