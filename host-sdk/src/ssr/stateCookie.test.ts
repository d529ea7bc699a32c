// @vitest-environment happy-dom
import { ErrorCode, type Namespace } from '@airlock/shared-protocol'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, test } from 'vitest'
import type { AirlockModal } from '../AirlockModal.ts'
import type { HostModalState } from '../HostModalState.ts'
import { useModalAccount, useModalNetwork } from '../react/hooks.ts'
import { cookieToInitialState, mirrorStateToCookie, withInitialState } from './stateCookie.ts'

const account = {
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  caipAddress: 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  namespace: 'eip155',
} as const
const network = { caipNetworkId: 'eip155:31337', name: 'Anvil Local' } as const

/** A modal whose state the test sets; only what the SSR entry reads. */
function fakeModal() {
  let state = {
    ready: false,
    open: false,
    view: 'Connect',
    status: 'disconnected',
    account: null,
    accounts: [],
    network: null,
    siwx: null,
    error: null,
  } as unknown as HostModalState
  const listeners = new Set<(state: HostModalState) => void>()
  const modal = {
    instanceId: 'fake',
    getState: () => state,
    subscribeState: (listener: (state: HostModalState) => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  } as unknown as AirlockModal
  const set = (patch: Partial<HostModalState>) => {
    state = { ...state, ...patch }
    for (const listener of [...listeners]) listener(state)
  }
  return { modal, set }
}

/** Sets a cookie of the test page, as another script of the page would. */
function setCookie(cookie: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays a page's own cookie writes.
  document.cookie = cookie
}

afterEach(() => {
  setCookie('airlock.state=; max-age=0; path=/')
})

describe('mirrorStateToCookie and cookieToInitialState', () => {
  test('default: the connection goes to the cookie once the modal answered, and back out', () => {
    const { modal, set } = fakeModal()
    const stop = mirrorStateToCookie(modal)
    // Before the modal answered, an existing cookie stays as it is.
    setCookie('other=1; path=/')
    expect(cookieToInitialState(document.cookie)).toBeUndefined()
    set({ ready: true, status: 'connected', account, network })
    expect(cookieToInitialState(document.cookie)).toEqual({
      status: 'connected',
      account,
      network,
    })
    expect(document.cookie).not.toContain('siwx')
    set({ status: 'disconnected', account: null })
    expect(cookieToInitialState(document.cookie)).toBeUndefined()
    stop()
  })

  test('behavior: a missing, foreign or malformed cookie starts disconnected', () => {
    expect(cookieToInitialState(undefined)).toBeUndefined()
    expect(cookieToInitialState(null)).toBeUndefined()
    expect(cookieToInitialState('a=b; airlock.state=%7Bnot json')).toBeUndefined()
    const forged = encodeURIComponent(
      JSON.stringify({
        status: 'connected',
        account: { ...account, namespace: 'cosmos' },
        network,
      }),
    )
    expect(cookieToInitialState(`airlock.state=${forged}`)).toBeUndefined()
    const mismatched = encodeURIComponent(
      JSON.stringify({ status: 'connected', account: { ...account, address: '0xabc' }, network }),
    )
    expect(cookieToInitialState(`airlock.state=${mismatched}`)).toBeUndefined()
    for (const namespace of ['starknet', 'toString']) {
      const unknown = encodeURIComponent(
        JSON.stringify({
          status: 'connected',
          account: { address: '0xabc', caipAddress: `${namespace}:1:0xabc`, namespace },
          network,
        }),
      )
      expect(cookieToInitialState(`airlock.state=${unknown}`)).toBeUndefined()
    }
  })

  // Regression: the parser took eip155 and solana accounts only, so a page whose visitor had
  // connected a Polkadot, Bitcoin or Cosmos wallet rendered disconnected.
  test('behavior: a Polkadot, Bitcoin or Cosmos account comes back', () => {
    const { modal, set } = fakeModal()
    const stop = mirrorStateToCookie(modal)
    const cases = [
      {
        account: {
          address: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
          caipAddress:
            'polkadot:91b171bb158e2d3848fa23a9f1c25182:5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
          namespace: 'polkadot',
        },
        network: { caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182', name: 'Polkadot' },
      },
      {
        account: {
          address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
          caipAddress:
            'bip122:000000000019d6689c085ae165831e93:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
          namespace: 'bip122',
        },
        network: { caipNetworkId: 'bip122:000000000019d6689c085ae165831e93', name: 'Bitcoin' },
      },
      {
        account: {
          address: 'cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0',
          caipAddress: 'cosmos:cosmoshub-4:cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0',
          namespace: 'cosmos',
        },
        network: { caipNetworkId: 'cosmos:cosmoshub-4', name: 'Cosmos Hub' },
      },
    ] as const
    const read = cases.map(({ account, network }) => {
      set({ ready: true, status: 'connected', account, network })
      return cookieToInitialState(document.cookie)
    })
    expect(read).toEqual(cases.map((each) => ({ status: 'connected', ...each })))
    stop()
    // Until the modal answers, the hooks pick the cookie's account by its namespace too.
    const [polkadot] = cases
    const initial = withInitialState(fakeModal().modal, { status: 'connected', ...polkadot })
    expect(
      renderToString(createElement(AccountOf, { modal: initial, namespace: 'polkadot' })),
    ).toBe(`<p>${polkadot.account.address}</p>`)
  })

  test('error: a Cookie header that is not a string', () => {
    expect(() => cookieToInitialState(['a=b'] as never)).toThrow(
      expect.objectContaining({
        code: ErrorCode.INVALID_PARAMS,
        message: 'cookieToInitialState() takes the Cookie header as a string, not object.',
      }),
    )
  })
})

/** A page of a dapp: the hooks over a modal of withInitialState(). */
function Page({ modal }: { modal: AirlockModal }) {
  const account = useModalAccount(modal)
  const { network: active } = useModalNetwork(modal)
  return createElement('p', null, `${account?.address ?? 'none'} on ${active?.name ?? 'none'}`)
}

/** A page that shows the account of one namespace. */
function AccountOf({ modal, namespace }: { modal: AirlockModal; namespace: Namespace }) {
  return createElement('p', null, useModalAccount({ modal, namespace })?.address ?? 'none')
}

describe('withInitialState', () => {
  test('default: the hooks render the cookie’s state on the server until the modal answers', () => {
    const { modal, set } = fakeModal()
    const initial = withInitialState(modal, { status: 'connected', account, network })
    expect(renderToString(createElement(Page, { modal: initial }))).toBe(
      `<p>${account.address} on Anvil Local</p>`,
    )
    const seen: unknown[] = []
    initial.subscribeAccount((value) => seen.push(value))
    set({ ready: true, status: 'disconnected' })
    expect(initial.getState()).toBe(modal.getState())
    expect(seen).toEqual([null])
  })

  test('behavior: without an initial state, the modal itself', () => {
    const { modal } = fakeModal()
    expect(withInitialState(modal, undefined)).toBe(modal)
  })
})
