import { createNameRegistrationMessage } from '@airlock/shared-protocol'
import { DEMO_EVM_ACCOUNTS, type DemoEvmAccount } from '@airlock/testkit/demo'
import { privateKeyToAccount } from 'viem/accounts'
import { beforeEach, expect, it } from 'vitest'
import { createNameNonces, type NameNonces } from './createNameNonces.ts'
import { openApiDatabase } from './openApiDatabase.ts'
import { verifyNameRegistration } from './verifyNameRegistration.ts'

// The refusals' HTTP answers are pinned in answerNames.test.ts.
const [holder, other] = DEMO_EVM_ACCOUNTS
const now = Date.UTC(2025, 10, 25, 9, 46, 40)
let nonces: NameNonces

beforeEach(() => {
  nonces = createNameNonces(openApiDatabase(':memory:'), { ttlMs: 60_000 })
})

type Signed = { signer?: DemoEvmAccount; coinType?: number; projectId?: string; nonce?: string }

async function body(name: string, signed: Signed = {}, bodyCoinType = signed.coinType ?? 60) {
  const message = createNameRegistrationMessage({
    name,
    attributes: { a: '1' },
    coinType: signed.coinType ?? 60,
    projectId: signed.projectId ?? 'demo',
    nonce: signed.nonce ?? nonces.issue('demo', now).nonce,
  })
  const account = privateKeyToAccount((signed.signer ?? holder).privateKey)
  const signature = await account.signMessage({ message })
  return { coinType: bodyCoinType, address: holder.address.toLowerCase(), signature, message }
}

const verify = (registration: unknown, at = now) =>
  verifyNameRegistration(registration, { projectId: 'demo', nonces, now: at })

it('default: the registration, with the name in lower case and the address checksummed', async () => {
  expect(await verify(await body('Alice.airlock'))).toEqual({
    name: 'alice.airlock',
    coinType: 60,
    address: holder.address,
    attributes: { a: '1' },
    at: now,
  })
})

it('error: replay: the same signed registration sent again is refused, also after a failure in between', async () => {
  const signed = await body('alice.airlock')
  await verify(signed)
  await expect(verify(signed)).rejects.toMatchObject({
    status: 401,
    code: 'REGISTRATION_REPLAYED',
    message:
      'This signed registration was already used; a registration is accepted once. Sign a new one.',
  })
})

it('error: replay: two concurrent posts of one signed registration, only one passes', async () => {
  const signed = await body('alice.airlock')
  const outcomes = await Promise.allSettled([verify(signed), verify(signed)])
  expect(outcomes.map(({ status }) => status).sort()).toEqual(['fulfilled', 'rejected'])
})

it('error: stale nonce: past its ttl, the registration is expired', async () => {
  const signed = await body('alice.airlock')
  await expect(verify(signed, now + 60_001)).rejects.toMatchObject({
    status: 401,
    code: 'REGISTRATION_EXPIRED',
    message:
      'The signed registration expired: fetch a new nonce (GET /v1/names/nonce) and sign again.',
  })
})

it('error: a nonce this API never handed out', async () => {
  await expect(
    verify(await body('alice.airlock', { nonce: 'f'.repeat(32) })),
  ).rejects.toMatchObject({ status: 401, code: 'NONCE_UNKNOWN' })
})

it('error: wrong projectId: signed for another project, or with another project’s nonce', async () => {
  await expect(
    verify(await body('alice.airlock', { projectId: 'evilcorp' })),
  ).rejects.toMatchObject({
    status: 400,
    code: 'PROJECT_MISMATCH',
    message: 'The message was signed for project evilcorp, not demo.',
  })
  const foreign = nonces.issue('evilcorp', now).nonce
  await expect(verify(await body('alice.airlock', { nonce: foreign }))).rejects.toMatchObject({
    status: 400,
    code: 'PROJECT_MISMATCH',
  })
})

it('error: wrong coinType: the body registers another coin type than the one signed', async () => {
  await expect(
    verify(await body('alice.airlock', { coinType: 60 }, 0x80007a69)),
  ).rejects.toMatchObject({
    status: 400,
    code: 'COIN_TYPE_MISMATCH',
    message: 'The message was signed for coinType 60, but the body registers coinType 2147514985.',
  })
})

it('behavior: a refused signature does not use the nonce: the right signer may still use it', async () => {
  const nonce = nonces.issue('demo', now).nonce
  await expect(verify(await body('alice.airlock', { signer: other, nonce }))).rejects.toMatchObject(
    {
      status: 401,
      message: 'The signature does not match the address.',
    },
  )
  await expect(verify(await body('alice.airlock', { nonce }))).resolves.toMatchObject({
    name: 'alice.airlock',
  })
})

it('behavior: the name is checked before the coin type, the coin type before the signature', async () => {
  await expect(
    verify(await body('bob.airlock', { signer: other, coinType: 1 })),
  ).rejects.toMatchObject({
    status: 400,
    message: expect.stringContaining("'bob.airlock' is not a valid name"),
  })
  await expect(
    verify(await body('alice.airlock', { signer: other, coinType: 1 })),
  ).rejects.toMatchObject({
    status: 400,
    message: expect.stringContaining('coinType 1 is not an EVM coin type'),
  })
})

it('error: the old unbound message (a timestamp, no project, coin type or nonce) is refused', async () => {
  const message = JSON.stringify({ name: 'alice.airlock', attributes: {}, timestamp: now / 1000 })
  const signature = await privateKeyToAccount(holder.privateKey).signMessage({ message })
  await expect(
    verify({ coinType: 60, address: holder.address, signature, message }),
  ).rejects.toMatchObject({
    status: 400,
    message:
      'The message must be the JSON {"name", "attributes", "coinType", "projectId", "nonce"} the wallet signed (see GET /v1/names/nonce), but it has no coinType.',
  })
})
