import { DEMO_EVM_ACCOUNTS } from '@airlock/testkit/demo'
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core'
import {
  type BenchWindow,
  findModalFrame,
  heapUsedMB,
  openBenchContext,
  pollUntil,
  quiet,
  settle,
} from './browser.ts'
import { gzipBytes } from './sizes.ts'
import { measureOpen } from './timings.ts'

/**
 * A device to measure on. The phone profile is issue 22's: 390×844 with touch, Chromium's 4× CPU
 * throttle and slow 4G (150 ms latency, 1.6 Mbit/s down, 750 kbit/s up), applied to the host
 * page and to the modal's iframe, which runs in a renderer of its own.
 */
type DeviceProfile = {
  name: 'desktop' | 'phone'
  viewport: { width: number; height: number }
  touch: boolean
  cpuThrottle: number
  network?: { latencyMs: number; downloadBytesPerS: number; uploadBytesPerS: number }
}

export const PROFILES: readonly DeviceProfile[] = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, touch: false, cpuThrottle: 1 },
  {
    name: 'phone',
    viewport: { width: 390, height: 844 },
    touch: true,
    cpuThrottle: 4,
    network: { latencyMs: 150, downloadBytesPerS: 200_000, uploadBytesPerS: 93_750 },
  },
]

/** A DevTools protocol session: a page's own, or one of its child targets reached through it. */
type ProtocolSession = {
  send(method: string, params?: Record<string, unknown>): Promise<unknown>
  on(event: string, listener: (params: never) => void): void
}

/** Applies the profile's CPU and network emulation to one target (a page or an OOPIF). */
async function emulate(session: ProtocolSession, profile: DeviceProfile): Promise<void> {
  await session.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuThrottle })
  if (!profile.network) return
  await session.send('Network.enable')
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.network.latencyMs,
    downloadThroughput: profile.network.downloadBytesPerS,
    uploadThroughput: profile.network.uploadBytesPerS,
  })
}

/**
 * The session of a child target attached to `parent` (non-flat mode: its messages travel inside
 * the parent's `Target.sendMessageToTarget` / `Target.receivedMessageFromTarget`), so that the
 * bench can talk to it before Playwright lets it run.
 */
function childSession(parent: ProtocolSession, sessionId: string): ProtocolSession {
  let nextId = 0
  const pending = new Map<number, { resolve: (r: unknown) => void; reject: (e: Error) => void }>()
  const listeners = new Map<string, Array<(params: never) => void>>()
  parent.on('Target.receivedMessageFromTarget', ((event: {
    sessionId: string
    message: string
  }) => {
    if (event.sessionId !== sessionId) return
    const message = JSON.parse(event.message) as {
      id?: number
      method?: string
      params?: unknown
      result?: unknown
      error?: { message: string }
    }
    if (message.id !== undefined) {
      const waiting = pending.get(message.id)
      pending.delete(message.id)
      if (message.error) waiting?.reject(new Error(message.error.message))
      else waiting?.resolve(message.result)
    } else if (message.method) {
      for (const listener of listeners.get(message.method) ?? []) listener(message.params as never)
    }
  }) as (params: never) => void)
  return {
    send(method, params = {}) {
      nextId += 1
      const id = nextId
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject })
        parent
          .send('Target.sendMessageToTarget', {
            sessionId,
            message: JSON.stringify({ id, method, params }),
          })
          .catch(reject)
      })
    },
    on(event, listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener])
    },
  }
}

/**
 * Emulates the profile on every frame target `session` gets (the modal's iframe runs in its own
 * renderer, where the page's emulation does not reach), and on theirs: each attaches paused
 * (`waitForDebuggerOnStart`), gets the emulation, then runs, so that none of its script or
 * requests escapes it.
 */
async function emulateChildTargets(session: ProtocolSession, profile: DeviceProfile) {
  session.on('Target.attachedToTarget', (async (event: {
    sessionId: string
    targetInfo: { type: string }
    waitingForDebugger: boolean
  }) => {
    const child = childSession(session, event.sessionId)
    try {
      if (event.targetInfo.type === 'iframe') {
        await emulate(child, profile)
        await emulateChildTargets(child, profile)
      }
    } catch {
      // A target that went away while it attached: nothing left to emulate.
    } finally {
      if (event.waitingForDebugger)
        await child.send('Runtime.runIfWaitingForDebugger').catch(() => {})
    }
  }) as (params: never) => void)
  await session.send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: true,
    flatten: false,
  })
}

/**
 * A fresh context and page in `profile`: emulation on the page before it navigates, and on every
 * frame target under it (the modal's iframe) before that frame runs.
 */
async function openProfilePage(
  browser: Browser,
  modalOrigin: string,
  outside: string[],
  profile: DeviceProfile,
): Promise<{ context: BrowserContext; page: Page; close: () => Promise<void> }> {
  const { context, close } = await openBenchContext(browser, modalOrigin, outside, {
    viewport: profile.viewport,
    hasTouch: profile.touch,
    isMobile: profile.touch,
  })
  const page = await context.newPage()
  if (profile.name !== 'desktop') {
    const session = (await context.newCDPSession(page)) as unknown as ProtocolSession
    await emulate(session, profile)
    await emulateChildTargets(session, profile)
  }
  return { context, page, close }
}

/**
 * Milliseconds a fixed loop takes inside the modal's frame: the check that the CPU throttle took
 * in the iframe's own renderer (about `cpuThrottle` times the desktop figure).
 */
function timeFixedLoop(frame: Frame): Promise<number> {
  return frame.evaluate(() => {
    const start = performance.now()
    let x = 0
    for (let i = 0; i < 5_000_000; i += 1) x = (x + i * 7) % 1_000_003
    return performance.now() - start + (x < 0 ? 1 : 0)
  })
}

/**
 * Arms a watch in `frame` for the next click, then resolves with the milliseconds from that
 * click's event timestamp to the end of the first frame painted with `selector` visible (a rAF
 * sees it, a task queued there runs after the paint).
 */
async function armClickTo(frame: Frame, selector: string): Promise<() => Promise<number>> {
  await frame.evaluate((target) => {
    const w = window as unknown as { __clickTo?: Promise<number> }
    w.__clickTo = new Promise<number>((resolve) => {
      let clickAt = 0
      addEventListener(
        'click',
        (event) => {
          clickAt = performance.timeOrigin + event.timeStamp
        },
        { capture: true, once: true },
      )
      const tick = () => {
        const element = document.querySelector(target)
        if (
          clickAt > 0 &&
          element?.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
          element.getBoundingClientRect().height > 0
        ) {
          setTimeout(() => resolve(performance.timeOrigin + performance.now() - clickAt), 0)
        } else requestAnimationFrame(tick)
      }
      requestAnimationFrame(tick)
    })
  }, selector)
  return () =>
    frame.evaluate(
      (what) =>
        Promise.race([
          (window as unknown as { __clickTo: Promise<number> }).__clickTo,
          new Promise<number>((_, reject) =>
            setTimeout(() => reject(new Error(`not painted in 30 s: ${what}`)), 30_000),
          ),
        ]),
      selector,
    )
}

async function clickTo(frame: Frame, click: () => Promise<void>, selector: string) {
  const done = await armClickTo(frame, selector)
  await click()
  return done()
}

/** What one journey through the modal gave, in one profile. */
export type JourneySample = {
  /** Navigation start → the SDK's state says ready (the modal answered the handshake). */
  navigationToReadyMs: number
  /** Navigation start → the page's own button is painted (its load of the page's script). */
  navigationToButtonMs: number
  /** Host + iframe JS heap before any open, once settled, after a full GC. */
  idleHeapMB: number
  /** Its two parts: the host page's heap and the modal iframe's. */
  idleHostHeapMB: number
  idleModalHeapMB: number
  /** Click → dialog, cold (the first open) and warm (the next one). */
  openColdMs: number
  openWarmMs: number
  /** Connect → All Wallets: click → the first registry row painted. */
  allWalletsRowsMs: number
  /** All Wallets → Back → Connect's content painted. */
  backToConnectMs: number
  /** Connect → Get a wallet: click → its content painted. */
  getWalletMs: number
  /** Connect → WalletConnect: click → the QR code painted. */
  walletConnectQrMs: number
  /** Connected, Account → Send: click → Send's own content painted. */
  accountToSendMs: number
  /** Send → Back → Account's content painted. */
  sendBackMs: number
  /** Account → Receive: click → Receive's own content painted. */
  accountToReceiveMs: number
  /** Receive → Back → Account's content painted. */
  receiveBackMs: number
  /** Account → its network chip → Networks' own content painted. */
  accountToNetworksMs: number
  /**
   * Account → a click on its title that adds one line of text to the frame: click → that line
   * painted. No view renders: the floor under every transition of this frame in this profile
   * (the input's way to the iframe's renderer and the wait for its next frame).
   */
  clickFloorMs: number
  /** JS (gzip) of host + iframe by the end of the first open and the idle time after it. */
  jsByFirstOpenGzipBytes: number
  /** The fixed loop inside the iframe, in ms (the throttle check). */
  iframeLoopMs: number
}

const VIEW = (name: string) => `[data-view="${name}"]`
/** A view's own first element: painted once the view rendered, not the router's loading spinner. */
const CONTENT = (name: string) => `${VIEW(name)} > :not(.al-spinner)`

/** Waits until the modal's page is idle (at most 3 s): a visitor looking at the view. */
function idle(frame: Frame): Promise<unknown> {
  return frame.evaluate(() => new Promise((r) => requestIdleCallback(r, { timeout: 3_000 })))
}

/**
 * Announces an EIP-6963 wallet in the host page that connects at once: the first demo account on
 * the demo project's first network. It signs nothing: the journey only moves between views.
 */
function announceBenchWallet(address: string): void {
  const provider = {
    request: async ({ method }: { method: string }) => {
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [address]
      if (method === 'eth_chainId') return '0x7a69'
      throw Object.assign(new Error(`The bench wallet does not answer ${method}.`), { code: 4200 })
    },
    on: () => undefined,
    removeListener: () => undefined,
  }
  const info = {
    uuid: '00000000-0000-4000-8000-00000000be4c',
    name: 'Bench Wallet',
    icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
    rdns: 'dev.airlock.bench',
  }
  window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info, provider } }))
}

/**
 * One journey on the SDK page in `profile`: load → ready (idle heap), open cold, close, open
 * warm, All Wallets, Back, Get a wallet, Back, WalletConnect's QR code; then a host-window wallet
 * appears and connects, a click on Account's title adds one line (the frame's floor), and Account
 * → Send, Back, Receive, Back, Networks. Every script response of both frames counted until the
 * end of the first open plus its idle time.
 */
export async function measureJourney(
  browser: Browser,
  url: string,
  modalOrigin: string,
  outside: string[],
  profile: DeviceProfile,
): Promise<JourneySample> {
  const { context, page, close } = await openProfilePage(browser, modalOrigin, outside, profile)
  try {
    const scripts: Array<Promise<number>> = []
    let counting = true
    page.on('response', (response) => {
      if (!counting || response.request().resourceType() !== 'script') return
      scripts.push(response.body().then(gzipBytes, () => 0))
    })
    await page.goto(url, { waitUntil: 'commit' })
    // From 'commit': the page's script may not have run yet. Polled, not waitForFunction: no
    // Playwright script in either frame before the heap reading (see pollUntil).
    await pollUntil(
      page,
      () => (window as unknown as Partial<BenchWindow>).airlock?.modal.getState().ready,
    )
    const frame = await findModalFrame(page, modalOrigin)
    const host = await page.evaluate(() => {
      const w = window as unknown as { __readyAt?: number; __buttonAt?: number }
      return { readyAt: w.__readyAt ?? Number.NaN, buttonAt: w.__buttonAt ?? Number.NaN }
    })
    // Settled before any open: what the modal starts at its idle time (the wallet registry, the
    // next views' chunks) has loaded, as for a visitor who reads the page a while first.
    await settle(page, frame)
    const idleHostHeapMB = await heapUsedMB(context, page)
    const idleModalHeapMB = await heapUsedMB(context, frame)
    const idleHeapMB = idleHostHeapMB + idleModalHeapMB
    const iframeLoopMs = await timeFixedLoop(frame)

    const openColdMs = await measureOpen(page, frame, 0)
    // The idle time after the first open: what it preloads counts towards its JS.
    await frame.evaluate(() => new Promise((r) => requestIdleCallback(r, { timeout: 3_000 })))
    await quiet(page)
    counting = false
    const jsByFirstOpenGzipBytes = (await Promise.all(scripts)).reduce((a, b) => a + b, 0)
    await page.evaluate(() => (window as unknown as BenchWindow).airlock.modal.close())
    await page.waitForFunction(
      () => !(window as unknown as BenchWindow).airlock.modal.getState().open,
    )
    // The probe may not have seen the dialog go (a hidden iframe gets no animation frames).
    await frame.waitForFunction(
      () =>
        !document
          .querySelector('[role="dialog"]')
          ?.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }),
      undefined,
      { polling: 50 },
    )
    await frame.evaluate(() => {
      ;(window as unknown as BenchWindow).__dialogProbe.visible = false
    })
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))))
    const openWarmMs = await measureOpen(page, frame, 1)

    const row = (name: RegExp) => frame.getByRole('button', { name }).first()
    const allWalletsRowsMs = await clickTo(
      frame,
      () => row(/^All Wallets/).click(),
      `${VIEW('AllWallets')} li .al-wallet-grid-tile`,
    )
    const back = () => frame.locator('.al-header button[aria-label="Back"]').click()
    const backToConnectMs = await clickTo(frame, back, `${VIEW('Connect')} .al-list`)
    const getWalletMs = await clickTo(
      frame,
      () => row(/Get a wallet|I don.t have a wallet/).click(),
      `${VIEW('GetWallet')} li`,
    )
    await clickTo(frame, back, `${VIEW('Connect')} .al-list`)
    const walletConnectQrMs = await clickTo(
      frame,
      () => row(/^WalletConnect/).click(),
      '[role="img"][aria-label^="Pairing code for "]',
    )

    // Connected: a host-window wallet appears, the visitor connects with it, then moves between
    // Account, Send, Receive and Networks, looking at each view a moment (idle) before the next
    // click. Swap is not reached: it needs the project's reference API, which the bench does not
    // run.
    await page.evaluate(announceBenchWallet, DEMO_EVM_ACCOUNTS[0].address)
    await back()
    await row(/^Bench Wallet/).click()
    await page.waitForFunction(
      () => (window as unknown as BenchWindow).airlock.modal.getState().status === 'connected',
    )
    if (
      !(await page.evaluate(() => (window as unknown as BenchWindow).airlock.modal.getState().open))
    ) {
      await page.click('#connect')
    }
    await frame.locator(CONTENT('Account')).first().waitFor()
    await idle(frame)
    await frame.evaluate(() => {
      addEventListener(
        'click',
        () => {
          const line = document.createElement('p')
          line.id = 'bench-click-floor'
          line.textContent = 'clicked'
          document.body.append(line)
        },
        { capture: true, once: true },
      )
    })
    const clickFloorMs = await clickTo(
      frame,
      () => frame.locator('.al-title').click(),
      '#bench-click-floor',
    )
    await frame.evaluate(() => document.getElementById('bench-click-floor')?.remove())
    const action = (name: string) => () =>
      frame.locator('.al-actions').getByRole('button', { name, exact: true }).click()
    await idle(frame)
    const accountToSendMs = await clickTo(frame, action('Send'), CONTENT('Send'))
    await idle(frame)
    const sendBackMs = await clickTo(frame, back, CONTENT('Account'))
    await idle(frame)
    const accountToReceiveMs = await clickTo(frame, action('Receive'), CONTENT('Receive'))
    await idle(frame)
    const receiveBackMs = await clickTo(frame, back, CONTENT('Account'))
    await idle(frame)
    const accountToNetworksMs = await clickTo(
      frame,
      () => row(/^Network: /).click(),
      CONTENT('Networks'),
    )
    return {
      navigationToReadyMs: host.readyAt,
      navigationToButtonMs: host.buttonAt,
      idleHeapMB,
      idleHostHeapMB,
      idleModalHeapMB,
      openColdMs,
      openWarmMs,
      allWalletsRowsMs,
      backToConnectMs,
      getWalletMs,
      walletConnectQrMs,
      accountToSendMs,
      sendBackMs,
      accountToReceiveMs,
      receiveBackMs,
      accountToNetworksMs,
      clickFloorMs,
      jsByFirstOpenGzipBytes,
      iframeLoopMs,
    }
  } finally {
    await close()
  }
}
