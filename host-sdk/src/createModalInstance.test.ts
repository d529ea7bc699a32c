// @vitest-environment happy-dom
import {
  AirlockError,
  createPortMessenger,
  ErrorCode,
  type OpenOptions,
  PROTOCOL_VERSION,
} from '@airlock/shared-protocol'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { AirlockModal } from './AirlockModal.ts'
import type { CreateModalOptions } from './CreateModalOptions.ts'
import { createModal, createModalWith } from './createModal.ts'
import { instances } from './instances.ts'
import { createFakeModalPage } from './testing/createFakeModalPage.ts'
import { mountModalOverChannel, TEST_MODAL_URL } from './testing/mountModalOverChannel.ts'

const cleanups: Array<() => void> = []
let projectCounter = 0

beforeEach(() => {
  document.body.innerHTML = ''
  document.documentElement.removeAttribute('style')
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const iframes = () => document.querySelectorAll('iframe')
const iframe = () => document.querySelector('iframe') as HTMLIFrameElement

/**
 * A modal whose iframe talks to a fake modal page over a MessageChannel: happy-dom cannot load
 * the cross-origin iframe; the real window path runs in the e2e suite.
 */
async function setup(options: Partial<CreateModalOptions> = {}) {
  projectCounter += 1
  const { modal, port } = await mountModalOverChannel(
    { projectId: `p${projectCounter}`, ...options },
    cleanups,
  )
  const pages: Array<ReturnType<typeof createFakeModalPage>> = []
  const newPage = () => {
    const page = createFakeModalPage(port, modal.instanceId)
    pages.push(page)
    return page
  }
  return { modal, page: newPage(), newPage, pages }
}

async function readyModal(options: Partial<CreateModalOptions> = {}) {
  const context = await setup(options)
  await context.page.ready()
  return context
}

const isShown = (element: HTMLIFrameElement) =>
  element.style.opacity === '1' && element.style.pointerEvents === 'auto' && !element.inert

/** The boot script's message: the modal's page has arrived in the iframe. */
function postBooting(modal: AirlockModal, from: { source?: unknown; origin?: string } = {}) {
  postBootSignal(modal, 'airlock:booting', from)
}

/** A message of the boot script: `airlock:booting`, or `airlock:dismiss` for its loading card. */
function postBootSignal(
  modal: AirlockModal,
  type: 'airlock:booting' | 'airlock:dismiss',
  from: { source?: unknown; origin?: string } = {},
) {
  const frame = iframe()
  window.dispatchEvent(
    new MessageEvent('message', {
      data: { type, channel: modal.instanceId },
      source: (from.source ?? frame.contentWindow) as Window,
      origin: from.origin ?? new URL(frame.src).origin,
    }),
  )
}

function stateLog(modal: AirlockModal) {
  const log: Array<ReturnType<AirlockModal['getState']>> = []
  cleanups.push(modal.subscribeState((state) => log.push(state)))
  return log
}

describe('mount', () => {
  test('default: one hidden iframe, inserted after the load event, with its attributes', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
    const modal = createModalWith(
      { projectId: 'mount', modalUrl: 'https://modal.example/app#x' },
      () => createPortMessenger(new MessageChannel().port1),
    )
    cleanups.push(modal.destroy)
    expect(iframes()).toHaveLength(0)
    readyState.mockRestore()
    window.dispatchEvent(new Event('load'))
    // Not inside the load listener (that would count towards the host's load time): in the next task.
    expect(iframes()).toHaveLength(0)
    await vi.waitFor(() => expect(iframes()).toHaveLength(1))
    expect(createModal({ projectId: 'mount', modalUrl: 'https://modal.example/app#x' })).toBe(modal)
    expect(iframes()).toHaveLength(1)

    const element = iframe()
    expect(element.src).toBe(
      `https://modal.example/app#projectId=mount&instance=${modal.instanceId}&v=${PROTOCOL_VERSION}&origin=${encodeURIComponent(location.origin)}`,
    )
    expect(modal.instanceId).toMatch(/^[0-9a-f]{32}$/)
    expect(element.title).toBe('Airlock wallet connection')
    expect(element.getAttribute('allow')).toBe(
      'clipboard-read; clipboard-write; publickey-credentials-get *',
    )
    expect(element.getAttribute('loading')).toBe('eager')
    const { style } = element
    expect(style.position).toBe('fixed')
    expect([style.width, style.height, style.zIndex]).toEqual(['100%', '100%', '2147483000'])
    expect(style.opacity).toBe('0')
    expect(element.inert).toBe(true)
    expect(style.pointerEvents).toBe('none')
    expect(style.background).toContain('transparent')
    expect(modal.getState()).toEqual({
      ready: false,
      open: false,
      view: 'Connect',
      status: 'disconnected',
      account: null,
      network: null,
      siwx: null,
      accounts: [],
      walletInfo: null,
      error: null,
    })
  })
})

describe('open and close', () => {
  test('behavior: open() before the page has loaded mounts the iframe at once', async () => {
    vi.useFakeTimers()
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
    const { port1, port2 } = new MessageChannel()
    const modal = createModalWith({ projectId: 'early', modalUrl: TEST_MODAL_URL }, () =>
      createPortMessenger(port2),
    )
    cleanups.push(() => {
      modal.destroy()
      port1.close()
      port2.close()
    })
    readyState.mockRestore()
    expect(iframes()).toHaveLength(0)
    const opened = modal.open()
    expect(iframes()).toHaveLength(1)
    postBooting(modal)
    expect(isShown(iframe())).toBe(true)
    // The load event that comes later does not mount a second one.
    window.dispatchEvent(new Event('load'))
    vi.advanceTimersByTime(0)
    expect(iframes()).toHaveLength(1)
    vi.useRealTimers()
    expect((await createFakeModalPage(port1, modal.instanceId).ready()).open).toEqual({})
    await expect(opened).resolves.toBeUndefined()
  })

  test("behavior: open() before ready shows the overlay (the modal page's loading card) once the page has arrived, and is carried by the ready() answer", async () => {
    const { modal, page } = await setup({ themeMode: 'light' })
    // The light theme is in the fragment, for the loading card the page draws before the handshake.
    expect(iframe().src).toMatch(/&origin=[^&]+&theme=light$/)
    const opened = modal.open({ view: 'Account' })
    // A page that has not arrived (a modal URL that does not answer) is never shown.
    expect(isShown(iframe())).toBe(false)
    expect(modal.getState().open).toBe(false)
    // Not from another window, origin or instance.
    postBooting(modal, { source: window })
    postBooting(modal, { origin: 'https://evil.example' })
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'airlock:booting', channel: 'another-instance' },
        source: iframe().contentWindow as Window,
        origin: new URL(iframe().src).origin,
      }),
    )
    expect(isShown(iframe())).toBe(false)
    postBooting(modal)
    expect(isShown(iframe())).toBe(true)
    expect(document.activeElement).toBe(iframe())
    expect(modal.getState()).toMatchObject({ ready: false, open: true })
    const answer = await page.ready()
    expect(answer).toEqual({
      protocolVersion: 1,
      sdkVersion: '0.1.0',
      options: { themeMode: 'light' },
      open: { view: 'Account' },
      connectors: [],
    })
    await expect(opened).resolves.toBeUndefined()
    expect(isShown(iframe())).toBe(true)
    expect(modal.getState()).toMatchObject({ ready: true, open: true, error: null })
    expect(page.received).toEqual([])
  })

  test('behavior: without the booting message (an older modal, its script blocked) a queued open shows at ready()', async () => {
    const { modal, page } = await setup()
    const opened = modal.open({ view: 'Account' })
    expect(isShown(iframe())).toBe(false)
    expect((await page.ready()).open).toEqual({ view: 'Account' })
    await expect(opened).resolves.toBeUndefined()
    expect(isShown(iframe())).toBe(true)
    expect(modal.getState()).toMatchObject({ ready: true, open: true })
  })

  test('behavior: the booting message without an open() shows nothing', async () => {
    const { modal } = await setup()
    postBooting(modal)
    expect(isShown(iframe())).toBe(false)
    expect(modal.getState().open).toBe(false)
  })

  test('behavior: open() shows the overlay at once, locks scroll and moves focus; close() restores both', async () => {
    const { modal, page } = await readyModal()
    const button = document.createElement('button')
    document.body.appendChild(button)
    button.focus()
    document.documentElement.style.overflow = 'scroll'

    const opened = modal.open({ view: 'Networks' })
    // Same task: no await between the call and the overlay.
    expect(isShown(iframe())).toBe(true)
    expect(document.documentElement.style.overflow).toBe('hidden')
    expect(document.activeElement).toBe(iframe())
    expect(modal.getState().open).toBe(true)
    await opened
    expect(page.received).toEqual([{ method: 'open', params: { view: 'Networks' } }])

    await modal.close()
    expect(isShown(iframe())).toBe(false)
    expect(document.documentElement.style.overflow).toBe('scroll')
    expect(document.activeElement).toBe(button)
    expect(modal.getState().open).toBe(false)
    expect(page.received.at(-1)).toEqual({ method: 'close', params: {} })
  })

  test('error: invalid open() options reject with INVALID_PARAMS and show nothing', async () => {
    const { modal } = await readyModal()
    await expect(modal.open({ namespace: 'tron' } as unknown as OpenOptions)).rejects.toMatchObject(
      {
        code: ErrorCode.INVALID_PARAMS,
        message: expect.stringContaining('"namespace"'),
      },
    )
    // A view name where the options go: there is no option to name.
    await expect(modal.open('Account' as unknown as OpenOptions)).rejects.toMatchObject({
      code: ErrorCode.INVALID_PARAMS,
      message: 'Invalid open() argument: Expected an object.',
    })
    expect(isShown(iframe())).toBe(false)
  })

  test('error: a view the modal does not have is refused by the modal, naming it; the overlay hides again', async () => {
    const { modal, page } = await readyModal()
    await expect(modal.open({ view: 'Nope' } as unknown as OpenOptions)).rejects.toMatchObject({
      code: ErrorCode.INVALID_PARAMS,
      details: expect.stringContaining('view: '),
    })
    expect(isShown(iframe())).toBe(false)
    expect(modal.getState().open).toBe(false)
    expect(page.received).toEqual([])
  })

  test('behavior: a snapshot with open: false after the modal showed the dialog hides the overlay', async () => {
    const { modal, page } = await readyModal()
    const button = document.createElement('button')
    document.body.appendChild(button)
    button.focus()
    await modal.open()
    await page.push({ seq: 1, open: true, view: 'Connect' })
    expect(modal.getState().open).toBe(true)

    await page.push({ seq: 2, open: false, view: 'Connect' })
    expect(modal.getState().open).toBe(false)
    expect(isShown(iframe())).toBe(false)
    expect(document.documentElement.style.overflow).toBe('')
    expect(document.activeElement).toBe(button)
  })

  test('behavior: a snapshot with open: false sent before the modal handled open() does not hide', async () => {
    const { modal, page } = await readyModal()
    page.hang = true
    const opened = modal.open()
    await page.push({ seq: 1, open: false })
    expect(isShown(iframe())).toBe(true)
    opened.catch(() => {})
  })

  test('behavior: the modal opening by itself (a higher openings count) shows the overlay', async () => {
    const { modal, page } = await readyModal()
    await page.push({ seq: 1, open: true, view: 'SIWXSignMessage', openings: 1 })
    expect(isShown(iframe())).toBe(true)
    expect(modal.getState()).toMatchObject({ open: true, view: 'SIWXSignMessage' })
    expect(modal.getState()).not.toHaveProperty('openings')
    await page.push({ seq: 2, open: false, view: 'Connect', openings: 1 })
    expect(isShown(iframe())).toBe(false)
    expect(modal.getState().open).toBe(false)
  })

  test('behavior: after close(), a snapshot of the same opening or one sent before the close was handled does not show it again', async () => {
    const { modal, page } = await readyModal()
    await modal.open()
    await page.push({ seq: 1, open: true, openings: 1 })
    await modal.close()
    await page.push({ seq: 2, open: true, openings: 1 })
    expect(isShown(iframe())).toBe(false)

    page.hang = true
    modal.open().catch(() => {})
    const closed = modal.close()
    closed.catch(() => {})
    // The answer to open(), pushed before the modal saw the close.
    await page.push({ seq: 3, open: true, openings: 2 })
    expect(isShown(iframe())).toBe(false)
    expect(modal.getState().open).toBe(false)
  })

  test('behavior: close() leaves the overlay up while the modal is not closable, and still asks it', async () => {
    const { modal, page } = await readyModal()
    await page.push({ seq: 1, open: true, view: 'SIWXSignMessage', openings: 1, closable: false })
    await modal.close()
    expect(isShown(iframe())).toBe(true)
    expect(page.received.at(-1)).toEqual({ method: 'close', params: {} })
    await page.push({ seq: 2, open: true, view: 'Account', openings: 1, closable: true })
    await modal.close()
    expect(isShown(iframe())).toBe(false)
  })

  test('behavior: a new session counts openings from zero again', async () => {
    const { modal, page, newPage } = await readyModal()
    await page.push({ seq: 1, open: true, openings: 3 })
    await page.push({ seq: 2, open: false, openings: 3 })
    expect(isShown(iframe())).toBe(false)
    const reloaded = newPage()
    await reloaded.ready()
    await reloaded.push({ seq: 1, open: true, view: 'SIWXSignMessage', openings: 1 })
    expect(isShown(iframe())).toBe(true)
    expect(modal.getState().view).toBe('SIWXSignMessage')
  })

  test('behavior: the visitor dismissing the loading card closes it as close() would; the modal then opens on nothing', async () => {
    const { modal, page } = await setup()
    const log = stateLog(modal)
    const opened = modal.open({ view: 'Account' })
    postBooting(modal)
    expect(isShown(iframe())).toBe(true)
    // Not from another window or origin.
    postBootSignal(modal, 'airlock:dismiss', { source: window })
    postBootSignal(modal, 'airlock:dismiss', { origin: 'https://evil.example' })
    expect(isShown(iframe())).toBe(true)
    postBootSignal(modal, 'airlock:dismiss')
    expect(isShown(iframe())).toBe(false)
    expect(modal.getState().open).toBe(false)
    expect(log.at(-1)).toMatchObject({ open: false })
    await expect(opened).resolves.toBeUndefined()
    // The handshake that follows carries no open: the dialog does not appear after all.
    expect((await page.ready()).open).toBeNull()
    expect(isShown(iframe())).toBe(false)
    // A dismiss after the handshake is not the boot script's: the modal closes itself.
    await modal.open()
    postBootSignal(modal, 'airlock:dismiss')
    expect(isShown(iframe())).toBe(true)
  })

  test('behavior: close() before ready cancels the queued open', async () => {
    const { modal, page } = await setup()
    const opened = modal.open()
    await modal.close()
    await expect(opened).resolves.toBeUndefined()
    expect((await page.ready()).open).toBeNull()
    expect(isShown(iframe())).toBe(false)
  })
})

describe('state', () => {
  test('default: snapshots update the state and notify subscribers', async () => {
    const { modal, page } = await readyModal()
    const log = stateLog(modal)
    const account = {
      address: '0xabc',
      caipAddress: 'eip155:1:0xabc',
      namespace: 'eip155' as const,
    }
    await page.push({ seq: 1, status: 'connected', account, view: 'Account' })
    expect(modal.getState()).toMatchObject({ status: 'connected', account, view: 'Account' })
    expect(log.at(-1)).toBe(modal.getState())
  })

  test('behavior: a snapshot whose seq is not newer is dropped', async () => {
    const { modal, page } = await readyModal()
    await page.push({ seq: 5, view: 'Account' })
    await page.push({ seq: 5, view: 'Networks' })
    await page.push({ seq: 3, view: 'Send' })
    expect(modal.getState().view).toBe('Account')
  })

  test('behavior: a new session (ready again) accepts seq from zero', async () => {
    const { modal, page } = await readyModal()
    await page.push({ seq: 5, view: 'Account' })
    await page.handshake()
    await page.push({ seq: 0, view: 'Send' })
    expect(modal.getState().view).toBe('Send')
  })

  test('error: a malformed snapshot is refused with INVALID_PARAMS', async () => {
    const { modal, page } = await readyModal()
    await expect(
      page.call('stateChanged', {
        seq: 1,
        open: false,
        view: 'Connect',
        status: 'disconnected',
        network: null,
      } as never),
    ).rejects.toMatchObject({ code: ErrorCode.INVALID_PARAMS })
    expect(modal.getState().view).toBe('Connect')
  })

  test("default: the active account's SIWX session reaches getState().siwx and subscribeSiwx, the same object while equal", async () => {
    const { modal, page } = await readyModal()
    const sessions: unknown[] = []
    cleanups.push(modal.subscribeSiwx((session) => sessions.push(session)))
    const siwx = {
      caipAddress: 'eip155:1:0xabc' as const,
      message: 'shop.example wants you to sign in with your Ethereum account:\n0xabc',
      signature: '0x12',
      issuedAt: '2025-01-02T03:04:05.000Z',
    }
    await page.push({ seq: 1, status: 'connected' })
    expect(modal.getState().siwx).toBeNull()
    await page.push({ seq: 2, status: 'connected', siwx })
    const first = modal.getState().siwx
    expect(first).toEqual(siwx)
    await page.push({ seq: 3, status: 'connected', siwx: { ...siwx }, view: 'Account' })
    expect(modal.getState().siwx).toBe(first)
    await page.push({ seq: 4, status: 'disconnected', siwx: null })
    expect(sessions).toEqual([siwx, null])
  })

  test('behavior: a snapshot without siwx (an older modal) means no session', async () => {
    const { modal, page } = await readyModal()
    const siwx = {
      caipAddress: 'eip155:1:0xabc' as const,
      message: 'm',
      signature: '0x12',
      issuedAt: '2025-01-02T03:04:05.000Z',
    }
    await page.push({ seq: 1, siwx })
    await page.push({ seq: 2 })
    expect(modal.getState().siwx).toBeNull()
  })

  test('behavior: unsubscribe stops notifications', async () => {
    const { modal, page } = await readyModal()
    const listener = vi.fn()
    const unsubscribe = modal.subscribeState(listener)
    unsubscribe()
    await page.push({ seq: 1, view: 'Account' })
    expect(listener).not.toHaveBeenCalled()
  })

  test('error: a listener that is not a function is refused at subscribe, naming the method', async () => {
    const { modal } = await readyModal()
    for (const subscribe of ['subscribeState', 'subscribeAccount', 'subscribeEvents'] as const) {
      expect(() => modal[subscribe]('x' as never)).toThrow(
        expect.objectContaining({
          code: ErrorCode.INVALID_PARAMS,
          shortMessage: `${subscribe}() takes a function, not string.`,
        }),
      )
    }
    // Nothing was kept that destroy() would call.
    expect(() => modal.destroy()).not.toThrow()
  })

  test('behavior: a listener that throws is reported, and the others still hear the change', async () => {
    const { modal, page } = await readyModal()
    const thrown = new Error('dapp bug')
    const reported = vi.fn()
    vi.stubGlobal('reportError', reported)
    cleanups.push(() => vi.unstubAllGlobals())
    modal.subscribeState(() => {
      throw thrown
    })
    const after = vi.fn()
    modal.subscribeState(after)
    await page.push({ seq: 1, view: 'Account' })
    expect(after).toHaveBeenCalledWith(expect.objectContaining({ view: 'Account' }))
    expect(reported).toHaveBeenCalledWith(thrown)
  })
})

describe('sessions and timeouts', () => {
  test('behavior: a second ready() rejects calls of the earlier session with CONNECTION_RESET', async () => {
    const { modal, page, newPage } = await readyModal()
    page.hang = true
    const opened = modal.open({ view: 'Account' }).catch((error: unknown) => error)
    page.cut()
    const reloaded = newPage()
    const answer = await reloaded.handshake()
    expect(await opened).toMatchObject({ code: ErrorCode.CONNECTION_RESET })
    // The open was in flight when the answer was built, so the new page opens on its first paint.
    expect(answer.open).toEqual({ view: 'Account' })
    // After the failure the overlay is hidden, never left as an invisible wall over the page.
    expect(isShown(iframe())).toBe(false)
    await modal.open()
    expect(reloaded.received).toEqual([{ method: 'open', params: {} }])
  })

  test('behavior: the iframe loading again rejects pending calls with CONNECTION_RESET', async () => {
    const { modal, page } = await readyModal()
    page.hang = true
    iframe().dispatchEvent(new Event('load'))
    const opened = modal.open()
    page.cut()
    iframe().dispatchEvent(new Event('load'))
    await expect(opened).rejects.toMatchObject({ code: ErrorCode.CONNECTION_RESET })
  })

  const refusal = (modal: AirlockModal, overrides: Record<string, unknown> = {}) => ({
    type: 'airlock:refused',
    channel: modal.instanceId,
    code: 'ORIGIN_NOT_ALLOWED',
    message: 'http://localhost:3000 is not on the allowlist of project p1.',
    ...overrides,
  })
  const post = (data: unknown, source: unknown, origin: string) =>
    window.dispatchEvent(new MessageEvent('message', { data, source: source as Window, origin }))

  test('error: a modal that refuses this page rejects the queued open at once, with its reason', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { modal } = await setup({ handshakeTimeoutMs: 60_000 })
    const modalOrigin = new URL(iframe().src).origin
    const opened = modal.open()
    postBooting(modal)
    expect(isShown(iframe())).toBe(true)
    post(refusal(modal), iframe().contentWindow, modalOrigin)
    await expect(opened).rejects.toMatchObject({
      code: ErrorCode.ORIGIN_NOT_ALLOWED,
      shortMessage: 'http://localhost:3000 is not on the allowlist of project p1.',
    })
    expect(modal.getState()).toMatchObject({
      ready: false,
      open: false,
      error: { code: ErrorCode.ORIGIN_NOT_ALLOWED },
    })
    expect(isShown(iframe())).toBe(false)
    expect(document.documentElement.style.overflow).toBe('')
    // A refusal stands: a later open() is not retried and shows no card.
    await expect(modal.open()).rejects.toMatchObject({ code: ErrorCode.ORIGIN_NOT_ALLOWED })
    expect(isShown(iframe())).toBe(false)
    expect(document.querySelector('dialog')).toBeNull()
    expect(log).toHaveBeenCalledOnce()
  })

  test('error: regression, a project file the modal could not fetch (server down) offers Retry, and a later open() tries again in a new iframe (was refused for good)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { modal } = await setup({ handshakeTimeoutMs: 60_000 })
    const modalOrigin = new URL(iframe().src).origin
    const card = () => document.querySelector('dialog')
    const opened = modal.open()
    postBooting(modal)
    const down = {
      code: 'HTTP_ERROR',
      message:
        'The configuration of project p1 could not be fetched from http://localhost:4310 (network error).',
    }
    post(refusal(modal, down), iframe().contentWindow, modalOrigin)
    await expect(opened).rejects.toMatchObject({ code: ErrorCode.HTTP_ERROR })
    expect(isShown(iframe())).toBe(false)
    expect(card()?.textContent).toContain('The wallet window cannot be reached.')
    const first = iframe()
    card()?.querySelector<HTMLButtonElement>('button[value="close"]')?.click()
    const again = modal.open()
    expect(iframe()).not.toBe(first)
    expect(card()?.textContent).toContain('Loading…')
    modal.destroy()
    await expect(again).rejects.toMatchObject({ code: ErrorCode.DESTROYED })
    log.mockRestore()
  })

  test('error: a refusal from another window, origin or instance, or of another shape, is ignored', async () => {
    vi.useFakeTimers()
    const { modal } = await setup({ handshakeTimeoutMs: 3000 })
    vi.advanceTimersByTime(0)
    const modalOrigin = new URL(iframe().src).origin
    const opened = modal.open()
    opened.catch(() => {})
    post(refusal(modal), window, modalOrigin)
    post(refusal(modal), iframe().contentWindow, 'https://evil.example')
    post(refusal(modal, { channel: 'another' }), iframe().contentWindow, modalOrigin)
    post(refusal(modal, { code: 'USER_REJECTED' }), iframe().contentWindow, modalOrigin)
    post(refusal(modal, { extra: 1 }), iframe().contentWindow, modalOrigin)
    await Promise.resolve()
    expect(modal.getState().error).toBeNull()
    // Only the handshake timeout ends the wait.
    vi.advanceTimersByTime(3000)
    await expect(opened).rejects.toMatchObject({ code: ErrorCode.HANDSHAKE_TIMEOUT })
  })

  const optionsRefusal = (modal: AirlockModal) =>
    refusal(modal, {
      code: 'INVALID_OPTIONS',
      message:
        'Invalid option "networks.0.rpcUrls.default.http.0": Expected an absolute http(s) URL, not "ftp://rpc.example".',
    })

  test('error: options the modal refuses after ready(): state.error, the overlay hidden, queued and later calls reject, one console.error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { modal, page } = await setup({ handshakeTimeoutMs: 60_000 })
    const states = stateLog(modal)
    const opened = modal.open({ view: 'Account' })
    const requested = modal.getProvider('eip155').request({ method: 'eth_chainId' })
    postBooting(modal)
    expect(isShown(iframe())).toBe(true)
    // The modal answers ready() and then finds the options wrong: no first snapshot, a refusal.
    await page.handshake()
    expect(modal.getState().ready).toBe(true)
    post(optionsRefusal(modal), iframe().contentWindow, new URL(iframe().src).origin)
    const expected = {
      code: ErrorCode.INVALID_OPTIONS,
      shortMessage:
        'Invalid option "networks.0.rpcUrls.default.http.0": Expected an absolute http(s) URL, not "ftp://rpc.example".',
    }
    await expect(opened).rejects.toMatchObject(expected)
    // The EIP-1193 provider's error (ProviderRpcError) has the AirlockError as its cause.
    await expect(requested).rejects.toMatchObject({
      message: expected.shortMessage,
      cause: expect.objectContaining(expected),
    })
    expect(modal.getState()).toMatchObject({
      ready: false,
      open: false,
      error: { code: ErrorCode.INVALID_OPTIONS, message: expected.shortMessage },
    })
    expect(states.at(-1)).toMatchObject({ ready: false, error: { code: 'INVALID_OPTIONS' } })
    expect(isShown(iframe())).toBe(false)
    expect(document.documentElement.style.overflow).toBe('')
    await expect(modal.open()).rejects.toMatchObject(expected)
    await expect(modal.disconnect()).rejects.toMatchObject(expected)
    expect(isShown(iframe())).toBe(false)
    expect(log).toHaveBeenCalledOnce()
    expect(log).toHaveBeenCalledWith('[airlock]', expect.objectContaining(expected))
  })

  test('error: a refusal after ready() also rejects a call in flight', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { modal, page } = await readyModal()
    page.hang = true
    const opened = modal.open()
    await vi.waitFor(() => expect(page.received).toHaveLength(1))
    post(optionsRefusal(modal), iframe().contentWindow, new URL(iframe().src).origin)
    await expect(opened).rejects.toMatchObject({ code: ErrorCode.INVALID_OPTIONS })
    expect(isShown(iframe())).toBe(false)
  })

  test('behavior: queued calls go ahead once the modal took the options (its first snapshot)', async () => {
    const { modal, page } = await setup()
    let settled = false
    const opened = modal.open().then(() => {
      settled = true
    })
    await page.handshake()
    await Promise.resolve()
    expect(settled).toBe(false)
    await page.push({ seq: 1, open: true, openings: 1 })
    await opened
    expect(modal.getState()).toMatchObject({ ready: true, open: true, error: null })
  })

  test('error: no ready() within handshakeTimeoutMs records HANDSHAKE_TIMEOUT and rejects the queued open', async () => {
    vi.useFakeTimers()
    const { port1, port2 } = new MessageChannel()
    cleanups.push(() => {
      port1.close()
      port2.close()
    })
    const modal = createModalWith(
      { projectId: 'slow', modalUrl: TEST_MODAL_URL, handshakeTimeoutMs: 3000 },
      () => createPortMessenger(port2),
    )
    cleanups.push(modal.destroy)
    vi.advanceTimersByTime(0)
    expect(iframes()).toHaveLength(1)
    const opened = modal.open()
    postBooting(modal)
    vi.advanceTimersByTime(2999)
    expect(modal.getState().error).toBeNull()
    expect(isShown(iframe())).toBe(true)
    vi.advanceTimersByTime(1)
    await expect(opened).rejects.toMatchObject({ code: ErrorCode.HANDSHAKE_TIMEOUT })
    expect(isShown(iframe())).toBe(false)
    expect(modal.getState().open).toBe(false)
    expect(modal.getState().error).toMatchObject({ code: ErrorCode.HANDSHAKE_TIMEOUT })
    expect(modal.getState().error?.message).toMatchInlineSnapshot(
      `"No answer from the modal at http://localhost:4310/ in 3000 ms: is it reachable from this page, and is this page's origin in a project's allowedOrigins?"`,
    )
    vi.useRealTimers()

    // The SDK keeps listening: a late modal still connects.
    const page = createFakeModalPage(port1, modal.instanceId)
    await page.ready()
    expect(modal.getState()).toMatchObject({ ready: true, error: null })
  })

  test("behavior: an unreachable modal: the host's card from the click, Retry after the timeout, and a later open() retries in a new iframe", async () => {
    vi.useFakeTimers()
    const modal = createModalWith(
      { projectId: 'unreachable', modalUrl: TEST_MODAL_URL, handshakeTimeoutMs: 3000 },
      () => createPortMessenger(new MessageChannel().port2),
    )
    cleanups.push(modal.destroy)
    const card = () => document.querySelector('dialog')
    const opened = modal.open()
    // No sign of the modal's page yet: the host's own card says it is loading.
    expect(card()?.open).toBe(true)
    expect(card()?.textContent).toContain('Loading…')
    expect(isShown(iframe())).toBe(false)
    vi.advanceTimersByTime(3000)
    await expect(opened).rejects.toMatchObject({ code: ErrorCode.HANDSHAKE_TIMEOUT })
    expect(card()?.querySelector('[role="alert"]')).not.toBeNull()
    expect(card()?.textContent).toContain('The wallet window cannot be reached.')
    const first = iframe()

    // Retry: a new iframe, the loading card again, and the timer starts over.
    card()?.querySelector<HTMLButtonElement>('button[value="retry"]')?.click()
    expect(iframes()).toHaveLength(1)
    expect(iframe()).not.toBe(first)
    expect(card()?.textContent).toContain('Loading…')
    vi.advanceTimersByTime(3000)
    expect(card()?.textContent).toContain('cannot be reached')

    // Close forgets it; a later open() tries again rather than failing at once.
    card()?.querySelector<HTMLButtonElement>('button[value="close"]')?.click()
    expect(card()).toBeNull()
    const second = iframe()
    const again = modal.open()
    expect(iframe()).not.toBe(second)
    expect(card()?.textContent).toContain('Loading…')
    // The modal's page arrives: its own loading card takes over.
    postBooting(modal)
    expect(card()).toBeNull()
    expect(isShown(iframe())).toBe(true)
    modal.destroy()
    await expect(again).rejects.toMatchObject({ code: ErrorCode.DESTROYED })
  })

  test('error: a call the modal never answers rejects with REQUEST_TIMEOUT and hides the overlay', async () => {
    const { modal, page } = await readyModal({ requestTimeoutMs: 50 })
    page.hang = true
    const opened = modal.open()
    expect(isShown(iframe())).toBe(true)
    await expect(opened).rejects.toMatchObject({ code: ErrorCode.REQUEST_TIMEOUT })
    expect(isShown(iframe())).toBe(false)
    expect(document.documentElement.style.overflow).toBe('')
  })

  test('behavior: a request that waits for the visitor in their wallet outlasts requestTimeoutMs', async () => {
    const { modal, page } = await readyModal({ requestTimeoutMs: 50 })
    // The visitor reads the prompts and approves well after requestTimeoutMs.
    const approvals: Array<(value: unknown) => void> = []
    page.answer = () => new Promise((resolve) => approvals.push(resolve))
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const settled = vi.fn()
    const signed = modal.getProvider('eip155').request({ method: 'personal_sign', params: [] })
    const switched = modal.switchNetwork('eip155:1')
    signed.then(settled, settled)
    switched.then(settled, settled)
    await vi.waitFor(() => expect(approvals).toHaveLength(2))
    // A minute later, far past the protocol timeout, both still wait for the visitor.
    await vi.advanceTimersByTimeAsync(60_000)
    expect(settled).not.toHaveBeenCalled()
    approvals[0]?.('0xsignature')
    approvals[1]?.(null)
    await expect(signed).resolves.toBe('0xsignature')
    await expect(switched).resolves.toBeUndefined()
    // A visitor who never answers: after five minutes the request gives up.
    const abandoned = modal.getProvider('eip155').request({ method: 'personal_sign', params: [] })
    const failure = abandoned.catch((error: unknown) => error)
    await vi.waitFor(() => expect(approvals).toHaveLength(3))
    await vi.advanceTimersByTimeAsync(5 * 60_000)
    expect(await failure).toMatchObject({
      code: -32603,
      message: 'providerRequest() got no answer within 300000 ms.',
    })
  })

  test('error: no common protocol version records PROTOCOL_MISMATCH on both sides', async () => {
    const { modal, page } = await setup()
    const opened = modal.open().catch((error: unknown) => error)
    postBooting(modal)
    expect(isShown(iframe())).toBe(true)
    await expect(page.ready([99])).rejects.toMatchObject({ code: ErrorCode.PROTOCOL_MISMATCH })
    expect(await opened).toMatchObject({ code: ErrorCode.PROTOCOL_MISMATCH })
    // The modal page shows why; the host page is not left under it.
    expect(isShown(iframe())).toBe(false)
    expect(modal.getState()).toMatchObject({
      ready: false,
      error: { code: ErrorCode.PROTOCOL_MISMATCH },
    })
  })
})

describe('host methods', () => {
  test('error: walletRequest has no host wallets yet (CONNECTOR_NOT_FOUND)', async () => {
    const { page } = await readyModal()
    await expect(
      page.call('walletRequest', { connectorId: 'io.metamask', method: 'eth_accounts' }),
    ).rejects.toMatchObject({ code: ErrorCode.CONNECTOR_NOT_FOUND })
  })

  test('default: openUrl opens an https page in a new tab, and says when a blocker stopped it', async () => {
    const { page } = await readyModal()
    const tab = { opener: window } as unknown as Window
    const open = vi.spyOn(window, 'open').mockReturnValueOnce(tab).mockReturnValueOnce(null)
    cleanups.push(() => open.mockRestore())
    await expect(page.call('openUrl', { url: 'https://pay.example/checkout' })).resolves.toEqual({
      opened: true,
    })
    expect(open).toHaveBeenCalledWith('https://pay.example/checkout', '_blank')
    expect(tab.opener).toBeNull()
    await expect(page.call('openUrl', { url: 'https://pay.example/checkout' })).resolves.toEqual({
      opened: false,
    })
  })

  test('error: openUrl refuses javascript: URLs (URL_NOT_ALLOWED)', async () => {
    const { page } = await readyModal()
    const open = vi.spyOn(window, 'open')
    cleanups.push(() => open.mockRestore())
    await expect(page.call('openUrl', { url: 'javascript:alert(1)' })).rejects.toMatchObject({
      code: ErrorCode.URL_NOT_ALLOWED,
    })
    expect(open).not.toHaveBeenCalled()
  })
})

describe('host API', () => {
  const account = {
    address: '0xabc',
    caipAddress: 'eip155:1:0xabc' as const,
    namespace: 'eip155' as const,
  }

  test("default: subscribeEvents hears the modal's tracked events until unsubscribed", async () => {
    const { modal, page } = await readyModal()
    const events: unknown[] = []
    const stop = modal.subscribeEvents((event) => events.push(event))
    const opened = { event: 'MODAL_OPEN', properties: { connected: false }, timestamp: 1 }
    await page.call('event', opened)
    stop()
    await page.call('event', { ...opened, timestamp: 2 })
    expect(events).toEqual([opened])
  })

  test('default: getWalletInfo and the accounts of every namespace from the snapshots', async () => {
    const { modal, page } = await readyModal()
    expect(modal.getWalletInfo()).toBeUndefined()
    expect(modal.getState().accounts).toEqual([])
    const walletInfo = { name: 'MetaMask', icon: 'data:image/svg+xml,<svg/>' }
    await page.push({ seq: 1, status: 'connected', account, accounts: [account], walletInfo })
    expect(modal.getWalletInfo()).toEqual(walletInfo)
    const before = modal.getState()
    await page.push({
      seq: 2,
      status: 'connected',
      account,
      accounts: [account],
      walletInfo,
      view: 'Account',
    })
    // Equal objects are kept, so selectors only see real changes.
    expect(modal.getState().walletInfo).toBe(before.walletInfo)
    expect(modal.getState().accounts).toBe(before.accounts)
    await page.push({
      seq: 3,
      status: 'disconnected',
      account: null,
      accounts: [],
      walletInfo: null,
    })
    expect(modal.getWalletInfo()).toBeUndefined()
  })

  test('args: disconnect() with and without a namespace', async () => {
    const { modal, page } = await readyModal()
    await modal.disconnect({ namespace: 'solana' })
    await modal.disconnect()
    expect(page.calls).toEqual([
      { method: 'disconnect', params: { namespace: 'solana' } },
      { method: 'disconnect', params: {} },
    ])
  })

  test('behavior: setThemeMode and setThemeVariables go to the modal; a reloaded modal gets them with the options', async () => {
    const { modal, page, newPage } = await readyModal({ themeVariables: { '--al-accent': '#f00' } })
    await modal.setThemeMode('light')
    await modal.setThemeVariables({ '--al-font-family': 'serif' })
    expect(page.calls).toEqual([
      { method: 'setTheme', params: { themeMode: 'light' } },
      {
        method: 'setTheme',
        params: { themeVariables: { '--al-accent': '#f00', '--al-font-family': 'serif' } },
      },
    ])
    const reloaded = newPage()
    const answer = await reloaded.handshake()
    expect(answer.options).toMatchObject({
      themeMode: 'light',
      themeVariables: { '--al-accent': '#f00', '--al-font-family': 'serif' },
    })
  })

  test("error: the modal's refusal of a theme value is the rejection; the options keep the last good theme", async () => {
    const { modal, page, newPage } = await readyModal()
    page.answer = () => {
      throw new AirlockError(
        ErrorCode.INVALID_PARAMS,
        'Invalid option "themeMode": Expected one of "dark", "light", not "blue".',
      )
    }
    await expect(modal.setThemeMode('blue' as 'light')).rejects.toMatchObject({
      code: ErrorCode.INVALID_PARAMS,
      shortMessage: 'Invalid option "themeMode": Expected one of "dark", "light", not "blue".',
    })
    expect((await newPage().handshake()).options).not.toHaveProperty('themeMode')
  })
})

describe('siwxNonce', () => {
  test("default: the ready() answer says hostNonce; the modal gets the nonce of the host's getNonce", async () => {
    const getNonce = vi.fn(async () => 'k3Jd8s0qLw')
    const { page } = await setup({ siwx: { required: true, getNonce } })
    expect((await page.ready()).options).toEqual({ siwx: { required: true, hostNonce: true } })
    const params = {
      address: '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
      caipNetworkId: 'eip155:1',
    }
    await expect(page.call('siwxNonce', params)).resolves.toEqual({ nonce: 'k3Jd8s0qLw' })
    expect(getNonce).toHaveBeenCalledWith(params)
  })

  test('error: what a getNonce throws reaches the modal with its message; the modal checks the nonce', async () => {
    const { page } = await readyModal({
      siwx: {
        getNonce: () => {
          throw new Error('HTTP 503 from /api/siwx/nonce')
        },
      },
    })
    await expect(
      page.call('siwxNonce', { address: '0xabc', caipNetworkId: 'eip155:1' }),
    ).rejects.toMatchObject({ message: 'HTTP 503 from /api/siwx/nonce' })
    const passed = await readyModal({ siwx: { getNonce: () => 'short' } })
    await expect(
      passed.page.call('siwxNonce', { address: '0xabc', caipNetworkId: 'eip155:1' }),
    ).resolves.toEqual({ nonce: 'short' })
  })
})

describe('instances', () => {
  test('behavior: the same options give the same instance, different options another', () => {
    const a = createModal({
      projectId: 'same',
      modalUrl: TEST_MODAL_URL,
      themeMode: 'dark',
      features: { send: true, swaps: false },
    })
    cleanups.push(a.destroy)
    expect(
      createModal({
        features: { swaps: false, send: true },
        themeMode: 'dark',
        modalUrl: TEST_MODAL_URL,
        projectId: 'same',
      }),
    ).toBe(a)
    const b = createModal({ projectId: 'same', modalUrl: TEST_MODAL_URL, themeMode: 'light' })
    cleanups.push(b.destroy)
    expect(b).not.toBe(a)
    const c = createModal({ projectId: 'same', modalUrl: 'https://modal.example/' })
    cleanups.push(c.destroy)
    expect(createModal({ modalUrl: 'https://modal.example/', projectId: 'same' })).toBe(c)
  })

  test('behavior: destroy() removes the iframe, rejects pending and later calls, frees the options', async () => {
    const { modal, page } = await readyModal()
    page.hang = true
    const log = stateLog(modal)
    const opened = modal.open()
    const projectId = `p${projectCounter}`
    modal.destroy()
    await expect(opened).rejects.toMatchObject({ code: ErrorCode.DESTROYED })
    await expect(modal.open()).rejects.toMatchObject({ code: ErrorCode.DESTROYED })
    await expect(modal.close()).rejects.toMatchObject({ code: ErrorCode.DESTROYED })
    expect(iframes()).toHaveLength(0)
    expect(document.documentElement.style.overflow).toBe('')
    expect(log.at(-1)).toMatchObject({ ready: false, open: false })
    expect(instances.live).not.toContain(modal)
    const again = createModal({ projectId, modalUrl: TEST_MODAL_URL })
    cleanups.push(again.destroy)
    expect(again).not.toBe(modal)
  })
})
