import { expect, test } from 'vitest'
import { loadOnFirstUse } from './loadOnFirstUse.ts'

test('default: loads at the first call, once', async () => {
  let loads = 0
  const load = loadOnFirstUse(async () => ++loads)
  expect(loads).toBe(0)
  expect(await Promise.all([load(), load()])).toEqual([1, 1])
  expect(await load()).toBe(1)
})

test('error: a failed load rejects with -32603, and the next call loads again', async () => {
  let loads = 0
  const load = loadOnFirstUse(async () => {
    if (++loads === 1) throw new TypeError('Failed to fetch dynamically imported module')
    return loads
  })
  await expect(load()).rejects.toMatchObject({
    name: 'ProviderRpcError',
    code: -32603,
    message:
      'The wallet could not load its signing code: Failed to fetch dynamically imported module',
  })
  expect(await load()).toBe(2)
})
