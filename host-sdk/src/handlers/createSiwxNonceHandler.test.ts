import { expect, test, vi } from 'vitest'
import { createSiwxNonceHandler } from './createSiwxNonceHandler.ts'

const parameters = {
  address: '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
  caipNetworkId: 'eip155:1',
}

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

test('behavior: what getNonce returns is passed on unchecked (the modal checks it)', async () => {
  await expect(createSiwxNonceHandler(() => 'short')(parameters)).resolves.toEqual({
    nonce: 'short',
  })
})

test('error: a getNonce that throws (sync or async) rejects with what it threw', async () => {
  const thrown = new Error('nonce service down')
  await expect(
    createSiwxNonceHandler(() => {
      throw thrown
    })(parameters),
  ).rejects.toBe(thrown)
  await expect(createSiwxNonceHandler(() => Promise.reject('HTTP 503'))(parameters)).rejects.toBe(
    'HTTP 503',
  )
})
