// @vitest-environment happy-dom
import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { type Hex, hexToString, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { hostLinkAtom } from '../../app/hostLinkAtom.ts'
import { accountsAtom, setCaipAddress } from '../../state/account.ts'
import { initializeChains } from '../../state/chain.ts'
import { activeConnectorIdsAtom } from '../../state/connectors.ts'
import { projectServicesAtom } from '../../state/options.ts'
import { historyAtom } from '../../state/router/viewStack.ts'
import { testNetwork } from '../../state/testing.ts'
import { renderView, testStore } from '../renderView.tsx'
import { RegisterAccountName } from './RegisterAccountName.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const wallet = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** An EVM account connected through a host-window wallet that signs (or declines). */
function connected(sign: 'approve' | 'decline' = 'approve') {
  const store = testStore()
  store.set(projectServicesAtom, { apiUrl: 'http://127.0.0.1:4330/v1/' })
  initializeChains(store, [testNetwork('eip155:31337')])
  setCaipAddress(store, `eip155:31337:${wallet.address}`)
  store.set(activeConnectorIdsAtom, { eip155: 'wallet-1' })
  const walletRequest = vi.fn(async (_id: string, _method: string, params?: unknown) => {
    if (sign === 'decline') {
      // What the host SDK sends for a wallet's 4001.
      throw new AirlockError(ErrorCode.USER_REJECTED, 'User rejected the request.')
    }
    return wallet.signMessage({ message: { raw: (params as [Hex])[0] } })
  })
  store.set(hostLinkAtom, { bridge: { walletRequest }, openUrl: async () => true })
  return { store, walletRequest }
}

const NONCE = '0123456789abcdef0123456789abcdef'

/** The names API's answer for a name held by `address`. */
function record(address: string): Response {
  return Response.json({
    name: 'x.airlock',
    record: { name: 'x.airlock', addresses: { '2147514685': { address } } },
  })
}

/** The names API's answer for a name no one holds. */
const free = () => Response.json({ name: 'x.airlock', record: null })

/**
 * The project's name API, as the modal's fetch sees it: `GET names/nonce` hands out {@link NONCE};
 * `GET names/{name}` answers with `lookup` (free unless given); `api` sees the
 * registrations only.
 */
function stubApi(
  answer: (body: Record<string, unknown>) => Response,
  lookup: (url: string) => Response = free,
) {
  const api = vi.fn(async (_url: string, init?: RequestInit) =>
    answer(JSON.parse(String(init?.body)) as Record<string, unknown>),
  )
  const nonces = vi.fn((_url: string) =>
    Response.json({ nonce: NONCE, expiresAt: '2025-11-25T09:51:40.000Z' }),
  )
  const lookups = vi.fn(lookup)
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (url.includes('/names/nonce')) return nonces(url)
    if (init?.method === 'GET') return lookups(url)
    return api(url, init)
  })
  return Object.assign(api, { nonces, lookups })
}

function type(label: string) {
  fireEvent.input(screen.getByLabelText('Name'), { target: { value: label } })
}

const register = () => screen.getByRole('button', { name: 'Register' })
const row = () => screen.getByTestId('name-result')

describe('RegisterAccountName', () => {
  test('default: the empty search says what a name may hold, Register waits for one', () => {
    const { store } = connected()
    stubApi(() => Response.json({}))
    renderView(<RegisterAccountName />, store)
    expect(row().textContent).toBe(
      'Choose a name for this accountLetters, digits and hyphens, 4 to 63 characters.',
    )
    expect(register()).toHaveProperty('disabled', true)
  })

  test('error: a name that breaks the §5 rule says which part, and nothing is looked up or signed', () => {
    const { store, walletRequest } = connected()
    const api = stubApi(() => Response.json({}))
    renderView(<RegisterAccountName />, store)
    type('al_')
    const input = screen.getByLabelText('Name')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(row().textContent).toBe(
      'al_.airlockNames can’t contain “_”: use letters, digits and hyphens.Invalid',
    )
    type('abc')
    expect(row().textContent).toContain('Too short: at least 4 characters.')
    expect(register()).toHaveProperty('disabled', true)
    fireEvent.submit(input.closest('form') as HTMLFormElement)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(walletRequest).not.toHaveBeenCalled()
    expect(api.lookups).not.toHaveBeenCalled()
  })

  test("behavior: a free name is the API's 200 answer with no record, not a 404 (regression: a red console line at each check)", async () => {
    const { store } = connected()
    const api = stubApi(() => Response.json({}))
    renderView(<RegisterAccountName />, store)
    type('free-name')
    await vi.waitFor(() =>
      expect(row().textContent).toBe('free-name.airlockFree to registerAvailable'),
    )
    expect(register()).toHaveProperty('disabled', false)
    const answers = await Promise.all(api.lookups.mock.results.map((result) => result.value))
    expect(answers.map((answer: Response) => answer.status)).toEqual([200])
  })

  test('behavior: a name someone else holds is Taken; one this account holds is Yours; neither registers', async () => {
    const { store } = connected()
    const api = stubApi(
      () => Response.json({}),
      (url) => record(url.includes('/names/mine.airlock') ? wallet.address : OTHER),
    )
    renderView(<RegisterAccountName />, store)
    type('Taken-Name')
    expect(row().textContent).toContain('Checking availability…')
    await vi.waitFor(() =>
      expect(row().textContent).toBe('taken-name.airlockSomeone else holds this nameTaken'),
    )
    expect(api.lookups.mock.calls[0]?.[0]).toBe(
      'http://127.0.0.1:4330/v1/names/taken-name.airlock?projectId=demo',
    )
    expect(register()).toHaveProperty('disabled', true)
    type('mine')
    await vi.waitFor(() =>
      expect(row().textContent).toBe('mine.airlockThis account holds it alreadyYours'),
    )
    expect(register()).toHaveProperty('disabled', true)
    expect(api).not.toHaveBeenCalled()
  })

  test('error: a lookup that fails says why, and Check again asks once more; Register stays possible', async () => {
    const { store } = connected()
    let down = true
    const api = stubApi(
      () => Response.json({}),
      () =>
        down
          ? Response.json({ reasons: [{ description: 'Names are paused.' }] }, { status: 503 })
          : free(),
    )
    renderView(<RegisterAccountName />, store)
    type('alice')
    await vi.waitFor(() =>
      expect(row().textContent).toBe('alice.airlockNames are paused.Check again'),
    )
    expect(register()).toHaveProperty('disabled', false)
    down = false
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }))
    await vi.waitFor(() => expect(row().textContent).toBe('alice.airlockFree to registerAvailable'))
    expect(api.lookups).toHaveBeenCalledTimes(2)
  })

  test('behavior: the wallet signs <label>.airlock, the API gets the signature, the account is named', async () => {
    const { store, walletRequest } = connected()
    const api = stubApi(() => Response.json({ name: 'alice-1.airlock' }, { status: 201 }))
    renderView(<RegisterAccountName />, store)
    type('Alice-1')
    await vi.waitFor(() => expect(row().textContent).toContain('Available'))
    fireEvent.click(register())
    await vi.waitFor(() => expect(api).toHaveBeenCalledTimes(1))
    expect(api.mock.calls[0]?.[0]).toBe('http://127.0.0.1:4330/v1/names?projectId=demo')
    const body = JSON.parse(String(api.mock.calls[0]?.[1]?.body))
    const params = walletRequest.mock.calls[0]?.[2] as Hex[] | undefined
    const signed = hexToString(params?.[0] ?? '0x')
    expect(body.message).toBe(signed)
    expect(api.nonces.mock.calls[0]?.[0]).toBe(
      'http://127.0.0.1:4330/v1/names/nonce?projectId=demo',
    )
    expect(JSON.parse(signed)).toEqual({
      name: 'alice-1.airlock',
      attributes: {},
      coinType: 0x80000000 + 31337,
      projectId: 'demo',
      nonce: NONCE,
    })
    expect(body).toMatchObject({ address: wallet.address, coinType: 0x80000000 + 31337 })
    expect(
      await verifyMessage({ address: wallet.address, message: signed, signature: body.signature }),
    ).toBe(true)
    await vi.waitFor(() =>
      expect(store.get(historyAtom).at(-1)?.view).toBe('RegisterAccountNameSuccess'),
    )
    expect(store.get(accountsAtom).eip155.profileName).toBe('alice-1.airlock')
  })

  test("error: the API's reason shows, the name stays in the field, and the row is looked up again", async () => {
    const { store } = connected()
    let registered = false
    stubApi(
      () => {
        registered = true
        return Response.json(
          { reasons: [{ description: 'alice-1.airlock is already taken.' }] },
          { status: 409 },
        )
      },
      () => (registered ? record(OTHER) : free()),
    )
    renderView(<RegisterAccountName />, store)
    type('alice-1')
    await vi.waitFor(() => expect(row().textContent).toContain('Available'))
    fireEvent.click(register())
    expect((await screen.findByRole('alert')).textContent).toBe('alice-1.airlock is already taken.')
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'alice-1')
    await vi.waitFor(() => expect(row().textContent).toContain('Taken'))
    expect(store.get(accountsAtom).eip155.profileName).toBeUndefined()
    // Another name: the old failure is not about it, so it goes.
    type('alice-2')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  test('error: a signature declined in the wallet says so and registers nothing', async () => {
    const { store } = connected('decline')
    const api = stubApi(() => Response.json({}))
    renderView(<RegisterAccountName />, store)
    type('alice-1')
    await vi.waitFor(() => expect(row().textContent).toContain('Available'))
    fireEvent.click(register())
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You declined to sign, so alice-1.airlock was not registered.',
    )
    expect(api).not.toHaveBeenCalled()
    // Looked up again, the name is still free: Register is there to try again.
    await vi.waitFor(() => expect(register()).toHaveProperty('disabled', false))
    expect(row().textContent).toContain('Available')
  })

  test('behavior: not offered outside EVM', () => {
    const store = testStore()
    initializeChains(store, [testNetwork('solana:abc')])
    renderView(<RegisterAccountName />, store)
    expect(screen.getByText('Names are only available on EVM networks')).toBeTruthy()
  })
})
