import { base64ToBytes, bytesToBase64 } from '@airlock/shared-protocol/base64'
import { solanaTransferTransaction } from '@airlock/testkit/solanaTransfer'
import { ed25519 } from '@noble/curves/ed25519'
import { getTransactionDecoder } from '@solana/kit'
import { hexToBytes, verifyMessage } from 'viem'
import { describe, expect, test } from 'vitest'
import { createAuthClient } from '../auth/createAuthClient.ts'
import { base58, deriveAddresses, mnemonicToSeed } from '../keys/deriveKeys.ts'
import { createFrameStorage } from '../storage/createFrameStorage.ts'
import { createFrameHandlers } from './createFrameHandlers.ts'

/**
 * The auth service's contract in memory: one user, sessions with a login time, one wallet. Only
 * what these tests drive; the real service is local-stack's and is tested there.
 */
function createAuthService() {
  const service = {
    wallet: null as null | { authShare: string; eip155: string; solana: string },
    sessions: new Map<string, { loggedInAt: number }>(),
    now: 1_000_000,
  }
  const user = { id: 'user-1', provider: 'email', email: 'ada@example.com' }
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
  const refuse = (status: number, code: string, message: string) =>
    json(status, { error: { code, message } })
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(url)).pathname
    const body = init?.body ? JSON.parse(String(init.body)) : {}
    const token = new Headers(init?.headers).get('Authorization')?.slice('Bearer '.length) ?? ''
    const wallet = service.wallet && {
      eip155: service.wallet.eip155,
      solana: service.wallet.solana,
    }
    if (path === '/v1/email/verify') {
      if (body.code !== '123456') return refuse(400, 'WRONG_CODE', 'That code is not right.')
      const sessionToken = `session-token-${service.sessions.size}-abcdefgh`
      service.sessions.set(sessionToken, { loggedInAt: service.now })
      return json(200, { sessionToken, sessionExpiresAt: service.now + 3_600_000, user, wallet })
    }
    const session = service.sessions.get(token)
    if (!session) return refuse(401, 'UNAUTHORIZED', 'No session.')
    if (path === '/v1/session') {
      return json(200, { user, wallet, sessionExpiresAt: service.now + 3_600_000 })
    }
    if (path === '/v1/wallet' && init?.method === 'PUT') {
      if (service.wallet) return refuse(409, 'WALLET_EXISTS', 'A wallet exists.')
      service.wallet = body
      return json(200, { wallet: { eip155: body.eip155, solana: body.solana } })
    }
    if (path === '/v1/wallet/share') {
      if (!service.wallet) return refuse(404, 'NO_WALLET', 'No wallet.')
      return json(200, { authShare: service.wallet.authShare })
    }
    if (path === '/v1/wallet/export-grant') {
      if (service.now - session.loggedInAt > 300_000) {
        return refuse(403, 'LOGIN_TOO_OLD', 'Log in again to export your key.')
      }
      return json(200, { validUntil: session.loggedInAt + 300_000 })
    }
    if (path === '/v1/logout') {
      service.sessions.delete(token)
      return json(200, { loggedOut: true })
    }
    return refuse(404, 'NOT_FOUND', 'No such path.')
  }
  return { service, fetch: fetch as typeof globalThis.fetch }
}

function memoryStorage(): Storage {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  } as unknown as Storage
}

function device(auth: ReturnType<typeof createAuthService>, storage = memoryStorage()) {
  return createFrameHandlers({
    projectId: 'demo',
    hostOrigin: 'http://localhost:4200',
    auth: createAuthClient({
      authUrl: 'http://127.0.0.1:4360',
      projectId: 'demo',
      hostOrigin: 'http://localhost:4200',
      fetch: auth.fetch,
    }),
    storage: createFrameStorage(() => storage),
    now: () => auth.service.now,
  })
}

const email = { email: 'ada@example.com', code: '123456' }
const passphrase = 'correct horse battery'
const hello = '0x68656c6c6f'

describe('a wallet across two devices', async () => {
  const auth = createAuthService()
  const first = device(auth)
  const loggedIn = await first.emailVerify(email)
  const { kit, state } = await first.createWallet({ passphrase })
  const addresses = state.addresses as NonNullable<typeof state.addresses>

  test('default: a first login makes the wallet; the device signs for its addresses', async () => {
    expect(loggedIn.phase).toBe('needsWallet')
    expect(state.phase).toBe('ready')
    const { signature } = await first.evmSignMessage({ message: hello })
    expect(await verifyMessage({ address: addresses.eip155, message: 'hello', signature })).toBe(
      true,
    )
  })

  test("behavior: the server's share alone cannot sign: a new device must recover", async () => {
    const second = device(auth)
    expect((await second.emailVerify(email)).phase).toBe('needsRecovery')
    await expect(second.evmSignMessage({ message: hello })).rejects.toMatchObject({
      code: 'RECOVERY_REQUIRED',
      message: 'This device has no key share of your wallet: restore it with your recovery kit.',
    })
    await expect(second.recover({ kit, passphrase: 'wrong horse battery' })).rejects.toMatchObject({
      code: 'WRONG_PASSPHRASE',
    })
    expect(await second.recover({ kit, passphrase })).toMatchObject({ phase: 'ready', addresses })
    const { signature } = await second.evmSignMessage({ message: hello })
    expect(await verifyMessage({ address: addresses.eip155, message: 'hello', signature })).toBe(
      true,
    )
  })

  test('default: solana signatures verify against the wallet address', async () => {
    const message = new TextEncoder().encode('gm')
    const { signature } = await first.solanaSignMessage({ message: bytesToBase64(message) })
    const publicKey = (await exportedSolanaKey(first)).subarray(32)
    expect(base58(publicKey)).toBe(addresses.solana)
    expect(ed25519.verify(base64ToBytes(signature), message, publicKey)).toBe(true)
  })

  test('error: Solana transaction bytes asked for as a message are refused; messages still sign', async () => {
    const wire = solanaTransferTransaction({
      from: addresses.solana,
      to: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      lamports: 1n,
    })
    const { messageBytes } = getTransactionDecoder().decode(base64ToBytes(wire))
    await expect(
      first.solanaSignMessage({ message: bytesToBase64(new Uint8Array(messageBytes)) }),
    ).rejects.toMatchObject({ code: 'INVALID_PARAMS', data: { code: -32602 } })
    const message = new TextEncoder().encode('gm')
    const { signature } = await first.solanaSignMessage({ message: bytesToBase64(message) })
    const publicKey = (await exportedSolanaKey(first)).subarray(32)
    expect(ed25519.verify(base64ToBytes(signature), message, publicKey)).toBe(true)
  })

  test('behavior: export needs a fresh login', async () => {
    const { secret } = await first.exportKey({ kind: 'mnemonic' })
    expect(deriveAddresses(await mnemonicToSeed(secret))).toEqual(addresses)
    auth.service.now += 301_000
    await expect(first.exportKey({ kind: 'eip155' })).rejects.toMatchObject({
      code: 'AUTH_REFUSED',
      message: 'Log in again to export your key.',
      data: { reason: 'LOGIN_TOO_OLD' },
    })
  })

  test('behavior: logout revokes the session and keeps the device share', async () => {
    expect(await first.logout({})).toBe(null)
    expect((await first.status({})).phase).toBe('loggedOut')
    await expect(first.evmSignMessage({ message: hello })).rejects.toMatchObject({
      code: 'NOT_LOGGED_IN',
    })
    expect((await first.emailVerify(email)).phase).toBe('ready')
  })
})

/** The exported Solana key (base58 of secret key + public key), decoded back to its 64 bytes. */
async function exportedSolanaKey(handlers: ReturnType<typeof device>) {
  const { secret } = await handlers.exportKey({ kind: 'solana' })
  const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
  let value = 0n
  for (const char of secret) value = value * 58n + BigInt(alphabet.indexOf(char))
  return hexToBytes(`0x${value.toString(16).padStart(128, '0')}`)
}

test('error: a wrong code, and blocked storage refuses to make a wallet', async () => {
  const auth = createAuthService()
  const blocked = createFrameHandlers({
    projectId: 'demo',
    hostOrigin: 'http://localhost:4200',
    auth: createAuthClient({
      authUrl: 'http://127.0.0.1:4360',
      projectId: 'demo',
      hostOrigin: 'http://localhost:4200',
      fetch: auth.fetch,
    }),
    storage: createFrameStorage(() => {
      throw new DOMException('denied', 'SecurityError')
    }),
    now: () => auth.service.now,
  })
  await expect(blocked.emailVerify({ ...email, code: '000000' })).rejects.toMatchObject({
    code: 'AUTH_REFUSED',
    data: { reason: 'WRONG_CODE' },
  })
  expect(await blocked.emailVerify(email)).toMatchObject({
    phase: 'needsWallet',
    storage: 'memory',
  })
  await expect(blocked.createWallet({ passphrase })).rejects.toMatchObject({
    code: 'STORAGE_UNAVAILABLE',
  })
  expect(auth.service.wallet).toBe(null)
})

test('error: the auth service down is a clear HTTP_ERROR', async () => {
  const handlers = createFrameHandlers({
    projectId: 'demo',
    hostOrigin: 'http://localhost:4200',
    auth: createAuthClient({
      authUrl: 'http://127.0.0.1:1',
      projectId: 'demo',
      hostOrigin: 'http://localhost:4200',
    }),
    storage: createFrameStorage(memoryStorage),
  })
  await expect(handlers.emailStart({ email: 'ada@example.com' })).rejects.toMatchObject({
    code: 'HTTP_ERROR',
    shortMessage: 'The login service could not be reached. Try again in a moment.',
  })
})
