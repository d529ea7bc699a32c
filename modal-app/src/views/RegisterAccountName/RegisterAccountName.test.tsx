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

/**
 * The project's name API, as the modal's fetch sees it: `GET names/nonce` hands out {@link NONCE};
 * `api` sees the registrations only.
 */
function stubApi(answer: (body: Record<string, unknown>) => Response) {
  const api = vi.fn(async (_url: string, init?: RequestInit) =>
    answer(JSON.parse(String(init?.body)) as Record<string, unknown>),
  )
  const nonces = vi.fn((_url: string) =>
    Response.json({ nonce: NONCE, expiresAt: '2025-11-25T09:51:40.000Z' }),
  )
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) =>
    url.includes('/names/nonce') ? nonces(url) : api(url, init),
  )
  return Object.assign(api, { nonces })
}

describe('RegisterAccountName', () => {
  test('error: a name that breaks the §5 rule is marked invalid and nothing is signed', () => {
    const { store, walletRequest } = connected()
    renderView(<RegisterAccountName />, store)
    const input = screen.getByLabelText('Name')
    fireEvent.change(input, { target: { value: 'al_' } })
    fireEvent.click(screen.getByRole('button', { name: 'Register' }))
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(walletRequest).not.toHaveBeenCalled()
  })

  test('behavior: the wallet signs <label>.airlock, the API gets the signature, the account is named', async () => {
    const { store, walletRequest } = connected()
    const api = stubApi(() => Response.json({ name: 'alice-1.airlock' }, { status: 201 }))
    renderView(<RegisterAccountName />, store)
    expect(screen.getByText(/Your account will be named name\.airlock\./)).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Alice-1' } })
    fireEvent.click(screen.getByRole('button', { name: 'Register' }))
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

  test("error: the API's reason shows, and the name is still in the field", async () => {
    const { store } = connected()
    stubApi(() =>
      Response.json(
        { reasons: [{ description: 'alice-1.airlock is already taken.' }] },
        {
          status: 409,
        },
      ),
    )
    renderView(<RegisterAccountName />, store)
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'alice-1' } })
    fireEvent.click(screen.getByRole('button', { name: 'Register' }))
    expect((await screen.findByRole('alert')).textContent).toBe('alice-1.airlock is already taken.')
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'alice-1')
    expect(store.get(accountsAtom).eip155.profileName).toBeUndefined()
  })

  test('error: a signature declined in the wallet says so and registers nothing', async () => {
    const { store } = connected('decline')
    const api = stubApi(() => Response.json({}))
    renderView(<RegisterAccountName />, store)
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'alice-1' } })
    fireEvent.click(screen.getByRole('button', { name: 'Register' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You declined to sign, so alice-1.airlock was not registered.',
    )
    expect(api).not.toHaveBeenCalled()
  })

  test('behavior: not offered outside EVM', () => {
    const store = testStore()
    initializeChains(store, [testNetwork('solana:abc')])
    renderView(<RegisterAccountName />, store)
    expect(screen.getByText('Names are only available on EVM networks')).toBeTruthy()
  })
})
