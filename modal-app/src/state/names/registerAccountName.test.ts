import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { createStore } from 'jotai/vanilla'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { accountsAtom, setCaipAddress } from '../account.ts'
import { initializeChains } from '../chain.ts'
import { HttpError } from '../http/HttpError.ts'
import { setOptions } from '../options.ts'
import { historyAtom, pushView } from '../router/viewStack.ts'
import { snackbarAtom } from '../snackbar.ts'
import { testNetwork } from '../testing.ts'
import { nameRegistrationAtom } from './nameRegistration.ts'
import { type RegisterNameRequest, registerAccountName } from './registerAccountName.ts'

const address = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'
const now = Date.UTC(2025, 0, 2)
const NONCE = '0123456789abcdef0123456789abcdef'

function setup(caipNetworkId: `eip155:${string}` | `solana:${string}` = 'eip155:10') {
  const store = createStore()
  initializeChains(store, [testNetwork(caipNetworkId)])
  setCaipAddress(
    store,
    `${caipNetworkId}:${caipNetworkId.startsWith('solana') ? '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv' : address}`,
  )
  setOptions(store, {}, { projectId: 'demo' })
  pushView(store, 'Account')
  pushView(store, 'RegisterAccountName')
  const signMessage = vi.fn(async (_message: string) => '0xsig')
  const fetchNonce = vi.fn(async () => ({ nonce: NONCE, expiresAt: '2025-01-02T00:05:00.000Z' }))
  const register = vi.fn(async (_request: RegisterNameRequest) => ({ ok: true }))
  return { store, signMessage, fetchNonce, register }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('§4 name registration', () => {
  test('§4 name registration: fetch a nonce, sign it with the coin type and project, register, set the profile name, success view', async () => {
    const { store, signMessage, fetchNonce, register } = setup()
    const ok = await registerAccountName(
      store,
      { signMessage, fetchNonce, register, now: () => now },
      'alice.airlock',
    )
    expect(ok).toBe(true)
    const message = `{"name":"alice.airlock","attributes":{},"coinType":2147483658,"projectId":"demo","nonce":"${NONCE}"}`
    expect(signMessage).toHaveBeenCalledWith(message)
    expect(register).toHaveBeenCalledWith({
      coinType: 2147483658,
      address,
      signature: '0xsig',
      message,
    })
    expect(store.get(accountsAtom).eip155.profileName).toBe('alice.airlock')
    expect(store.get(historyAtom).at(-1)).toEqual({
      view: 'RegisterAccountNameSuccess',
      data: { name: 'alice.airlock' },
    })
    expect(store.get(nameRegistrationAtom)).toEqual({ loading: false, error: undefined })
  })

  test("§8 name registration: a signer that fails returns to RegisterAccountName with 'Error registering name {name}' and why", async () => {
    const { store, fetchNonce, register } = setup()
    const busy = new AirlockError(
      ErrorCode.REQUEST_PENDING,
      'The wallet already has a request open: finish it there first.',
    )
    const ok = await registerAccountName(
      store,
      { signMessage: () => Promise.reject(busy), fetchNonce, register },
      'alice.airlock',
    )
    const text =
      'Error registering name alice.airlock: The wallet already has a request open: finish it there first.'
    expect(ok).toBe(false)
    expect(register).not.toHaveBeenCalled()
    expect(store.get(historyAtom).at(-1)?.view).toBe('RegisterAccountName')
    expect(store.get(nameRegistrationAtom)).toEqual({ loading: false, error: text })
    expect(store.get(snackbarAtom).message).toBe(text)
    expect(store.get(accountsAtom).eip155.profileName).toBeUndefined()
  })

  test('error: a signature the visitor declined in the wallet says so (not the generic API fallback)', async () => {
    const { store, fetchNonce, register } = setup()
    const declined = new AirlockError(ErrorCode.USER_REJECTED, 'User rejected the request.')
    const ok = await registerAccountName(
      store,
      { signMessage: () => Promise.reject(declined), fetchNonce, register },
      'alice.airlock',
    )
    expect(ok).toBe(false)
    expect(register).not.toHaveBeenCalled()
    expect(store.get(nameRegistrationAtom).error).toBe(
      'You declined to sign, so alice.airlock was not registered.',
    )
    expect(store.get(accountsAtom).eip155.profileName).toBeUndefined()
  })

  test('§8 name registration: the API error shows its first reason', async () => {
    const { store, signMessage, fetchNonce } = setup()
    const response = Response.json(
      { reasons: [{ description: 'Name is already taken' }] },
      { status: 409 },
    )
    await registerAccountName(
      store,
      { signMessage, fetchNonce, register: () => Promise.reject(new HttpError(response)) },
      'alice.airlock',
    )
    expect(store.get(nameRegistrationAtom).error).toBe('Name is already taken')
    await registerAccountName(
      store,
      {
        signMessage,
        fetchNonce,
        register: () => Promise.reject({ reasons: [{ description: 'Too short' }] }),
      },
      'bobby',
    )
    expect(store.get(nameRegistrationAtom).error).toBe('Too short')
  })

  test('error: a names service that cannot be reached, or fails without a reason, is said so', async () => {
    const { store, signMessage, fetchNonce } = setup()
    await registerAccountName(
      store,
      { signMessage, fetchNonce, register: () => Promise.reject(new TypeError('Failed to fetch')) },
      'alice.airlock',
    )
    expect(store.get(nameRegistrationAtom).error).toBe(
      'Error registering name alice.airlock: the names service could not be reached.',
    )
    const failed = new HttpError(new Response('<html>', { status: 502 }))
    await registerAccountName(
      store,
      { signMessage, fetchNonce, register: () => Promise.reject(failed) },
      'alice.airlock',
    )
    expect(store.get(nameRegistrationAtom).error).toBe(
      'Error registering name alice.airlock: the names service answered 502.',
    )
  })

  test('error: a nonce the API refuses to give, or a malformed one, asks for no signature', async () => {
    const { store, signMessage, register } = setup()
    const refused = Response.json(
      { reasons: [{ description: 'The projectId query parameter is missing.' }] },
      { status: 400 },
    )
    expect(
      await registerAccountName(
        store,
        { signMessage, fetchNonce: () => Promise.reject(new HttpError(refused)), register },
        'alice.airlock',
      ),
    ).toBe(false)
    expect(store.get(nameRegistrationAtom).error).toBe('The projectId query parameter is missing.')
    // A nonce that could add a line to the signed text is never signed.
    await registerAccountName(
      store,
      { signMessage, fetchNonce: async () => ({ nonce: 'a\nb', expiresAt: '' }), register },
      'alice.airlock',
    )
    expect(store.get(nameRegistrationAtom).error).toBe('Error registering name alice.airlock')
    expect(signMessage).not.toHaveBeenCalled()
    expect(register).not.toHaveBeenCalled()
  })

  test("§5 §8 name registration: 'Invalid chainId' at 2^31, invalid names and non-EVM chains are refused", async () => {
    const big = setup('eip155:2147483648')
    await expect(registerAccountName(big.store, big, 'alice.airlock')).rejects.toThrow(
      'Invalid chainId',
    )
    expect(big.signMessage).not.toHaveBeenCalled()
    const { store, signMessage, fetchNonce, register } = setup()
    await expect(
      registerAccountName(store, { signMessage, fetchNonce, register }, 'al'),
    ).rejects.toThrow('is not a valid name')
    const solana = setup('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    await expect(registerAccountName(solana.store, solana, 'alice')).rejects.toThrow(
      'Chain is not supported',
    )
  })
})
