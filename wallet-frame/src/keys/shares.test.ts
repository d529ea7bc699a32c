import { expect, test } from 'vitest'
import { deriveAddresses, mnemonicToSeed, secretToMnemonic } from './deriveKeys.ts'
import { combineShares, createWalletSecret } from './shares.ts'

const addressesOf = async (secret: Uint8Array) =>
  deriveAddresses(await mnemonicToSeed(secretToMnemonic(secret)))

test('default: any two of the three shares rebuild the secret', async () => {
  const { secret, shares } = await createWalletSecret()
  const { device, auth, recovery } = shares
  for (const [a, b] of [
    [device, auth],
    [auth, device],
    [device, recovery],
    [auth, recovery],
  ] as const) {
    expect(await combineShares(a, b)).toEqual(secret)
  }
})

test('error: one share alone (or twice) is refused, and no share is the secret', async () => {
  const { secret, shares } = await createWalletSecret()
  await expect(combineShares(shares.auth, shares.auth)).rejects.toThrow(
    'The wallet needs two different shares to sign.',
  )
  for (const share of Object.values(shares)) {
    expect(share.subarray(0, 16)).not.toEqual(secret)
  }
})

test("behavior: the server's share with another wallet's share cannot sign for this wallet", async () => {
  const mine = await createWalletSecret()
  const other = await createWalletSecret()
  const forged = await combineShares(mine.shares.auth, other.shares.recovery).catch(() => null)
  if (forged) expect(await addressesOf(forged)).not.toEqual(await addressesOf(mine.secret))
})
