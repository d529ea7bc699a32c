import { expect, test } from 'vitest'
import { createMemoryStorage } from './createMemoryStorage.ts'

test('default: keeps, lists and removes entries; each store starts empty', async () => {
  const storage = createMemoryStorage()
  await storage.setItem('a', { x: 1 })
  await storage.setItem('b', 2)
  expect(await storage.getItem('a')).toEqual({ x: 1 })
  expect(await storage.getKeys()).toEqual(['a', 'b'])
  expect(await storage.getEntries()).toEqual([
    ['a', { x: 1 }],
    ['b', 2],
  ])
  await storage.removeItem('a')
  expect(await storage.getItem('a')).toBeUndefined()
  expect(await createMemoryStorage().getKeys()).toEqual([])
})
