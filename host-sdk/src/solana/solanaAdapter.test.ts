import { expect, test } from 'vitest'
import { createModal } from '../createModal.ts'
import { solanaAdapter } from './solanaAdapter.ts'

const modalUrl = 'https://modal.example/'

// Runs without a DOM: createModal() gives inert instances there, enough for the cache.

test('default: an adapter for the solana namespace', () => {
  expect(solanaAdapter()).toMatchObject({ namespace: 'solana' })
  expect(solanaAdapter()).not.toBe(solanaAdapter())
})

test('behavior: createModal() with equal adapters gives one instance; with and without, two', () => {
  const withAdapter = createModal({ projectId: 'cache', modalUrl, adapters: [solanaAdapter()] })
  expect(createModal({ projectId: 'cache', modalUrl, adapters: [solanaAdapter()] })).toBe(
    withAdapter,
  )
  const without = createModal({ projectId: 'cache', modalUrl })
  expect(without).not.toBe(withAdapter)
  expect(createModal({ projectId: 'cache', modalUrl, adapters: [] })).toBe(without)
  withAdapter.destroy()
  without.destroy()
})
