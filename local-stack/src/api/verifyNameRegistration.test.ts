import { privateKeyToAccount } from 'viem/accounts'
import { expect, it } from 'vitest'
import { DEMO_EVM_ACCOUNTS, type DemoEvmAccount } from '../chains/DEMO_EVM_ACCOUNTS.ts'
import { verifyNameRegistration } from './verifyNameRegistration.ts'

// The refusals, one by one, are pinned over HTTP in answerNames.test.ts.
const [holder, other] = DEMO_EVM_ACCOUNTS
const now = Date.UTC(2025, 10, 25, 9, 46, 40)

async function body(name: string, signer: DemoEvmAccount = holder, coinType = 60) {
  const message = JSON.stringify({ name, attributes: { a: '1' }, timestamp: now / 1000 })
  const signature = await privateKeyToAccount(signer.privateKey).signMessage({ message })
  return { coinType, address: holder.address.toLowerCase(), signature, message }
}

it('default: the registration, with the name in lower case and the address checksummed', async () => {
  expect(await verifyNameRegistration(await body('Alice.airlock'), now)).toEqual({
    name: 'alice.airlock',
    coinType: 60,
    address: holder.address,
    attributes: { a: '1' },
    at: now,
  })
})

it('behavior: the name is checked before the coin type, the coin type before the signature', async () => {
  await expect(
    verifyNameRegistration(await body('bob.airlock', other, 1), now),
  ).rejects.toMatchObject({
    status: 400,
    message: expect.stringContaining("'bob.airlock' is not a valid name"),
  })
  await expect(
    verifyNameRegistration(await body('alice.airlock', other, 1), now),
  ).rejects.toMatchObject({
    status: 400,
    message: expect.stringContaining('coinType 1 is not an EVM coin type'),
  })
  await expect(
    verifyNameRegistration(await body('alice.airlock', other), now),
  ).rejects.toMatchObject({ status: 401, message: 'The signature does not match the address.' })
})
