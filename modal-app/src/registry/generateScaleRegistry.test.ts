import { expect, test } from 'vitest'
import { filterWallets } from './filterWallets.ts'
import { generateScaleRegistry } from './generateScaleRegistry.ts'
import { registryWalletSchema } from './registryWalletSchema.ts'

test('default: 5,000 valid wallets with distinct ids, the same every time', () => {
  const wallets = generateScaleRegistry(5_000)
  expect(wallets).toHaveLength(5_000)
  expect(new Set(wallets.map((wallet) => wallet.id)).size).toBe(5_000)
  for (const wallet of wallets) registryWalletSchema.parse(wallet)
  expect(generateScaleRegistry(5_000)).toEqual(wallets)
})

test('measure: filtering 5,000 wallets (logged, not asserted as a timing)', () => {
  const wallets = generateScaleRegistry(5_000)
  const times: number[] = []
  let shown = 0
  for (const query of ['a', 'au', 'aur', 'auro', 'aurora', 'aurora v', '0042', '']) {
    const started = performance.now()
    shown = filterWallets(wallets, {
      query,
      namespaces: ['eip155', 'solana'],
      featured: ['scale-0100'],
      exclude: ['scale-0002'],
      recent: [{ id: 'scale-4999', name: 'x' }],
    }).length
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  console.info(
    `filterWallets over 5000: median ${times[Math.floor(times.length / 2)]?.toFixed(2)} ms, max ${times.at(-1)?.toFixed(2)} ms`,
  )
  expect(shown).toBe(3_999) // polkadot-only wallets (1 in 5) left out, one excluded
})
