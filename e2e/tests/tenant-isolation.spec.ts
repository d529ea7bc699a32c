import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { createRelayService } from '@airlock/local-stack/stack'
import { DEMO_EVM_ACCOUNTS } from '@airlock/testkit/demo'
import type { Frame, Page } from '@playwright/test'
import { type Hex, stringToHex, verifyMessage } from 'viem'
import {
  demoHostState,
  openDemoHost,
  pairMobileWallet,
  requestHostPersonalSign,
} from '../support/host.ts'
import { modalFrame, modalView } from '../support/modal.ts'
import { useChainStack } from '../support/stack.ts'
import { expect, test } from '../support/test.ts'

// Two projects on one modal origin, framed under one top-level site (127.0.0.1), share the modal
// origin's storage partition. Project A (demo) allows the demo host; project B (evilcorp) allows
// only the test pages' two origins. A visitor connects through WalletConnect and signs in on A;
// then a page of the same site embeds a third-party frame that frames the modal with B and speaks
// the raw protocol (e2e/pages/raw-host.html). B must see nothing of A, and its wallet requests
// must never reach A's wallet. Build first: `npm run build`.

const WALLET_ACCOUNT = DEMO_EVM_ACCOUNTS[1].address
const EVIL_MESSAGE = 'evilcorp wants this signature'

let modalRoot = ''
const stack = useChainStack({
  relay: createRelayService({ port: 0 }),
  prepareModal: async (root) => {
    modalRoot = root
  },
})

/**
 * Serves `projects/<projectId>.json` beside the demo project: the demo project as the stack serves
 * it (same relay, chains and wallets, so that nothing but the scoping keeps B from A's state), under
 * another id and name, allowing only `allowedOrigins`.
 */
async function addProject(projectId: string, name: string, allowedOrigins: string[]) {
  const demo = await (await fetch(new URL('projects/demo.json', stack.urls.modal))).json()
  const file = join(modalRoot, 'projects', `${projectId}.json`)
  await writeFile(file, JSON.stringify({ ...demo, projectId, name, allowedOrigins }))
  expect(JSON.parse(await readFile(file, 'utf8')).projectId).toBe(projectId)
}

/** The modal's answer to a raw call, as `raw-host.html` records it. */
type RawAnswer = { ok: true; value: unknown } | { ok: false; error?: { code: string } }

type RawState = { status: string; account: unknown; siwx?: unknown }

type RawHost = {
  states: RawState[]
  hostCalls: { method: string }[]
  connected: () => Promise<void>
  call: (method: string, params: unknown) => Promise<RawAnswer>
}

/**
 * Opens a page of `top` (an origin of the site 127.0.0.1) that embeds `raw-host.html` of `frameOrigin`,
 * which frames the modal with `projectId`; returns the raw host's frame once the modal answered
 * its hello and ready().
 */
async function frameRawHost(
  page: Page,
  top: string,
  frameOrigin: string,
  projectId: string,
): Promise<Frame> {
  await page.goto(`${top}raw-host.html`)
  const src = `${frameOrigin}raw-host.html?${new URLSearchParams({ modal: stack.urls.modal, project: projectId })}`
  await page.evaluate((url) => {
    const frame = document.createElement('iframe')
    frame.title = 'Third-party frame'
    frame.src = url
    frame.style.width = '480px'
    frame.style.height = '680px'
    document.body.append(frame)
  }, src)
  await expect.poll(() => page.frames().some((frame) => frame.url() === src)).toBe(true)
  const raw = page.frames().find((frame) => frame.url() === src) as Frame
  await raw.evaluate(() => (window as unknown as { rawHost: RawHost }).rawHost.connected())
  return raw
}

function rawCall(raw: Frame, method: string, params: unknown): Promise<RawAnswer> {
  return raw.evaluate(
    ([name, value]) => (window as unknown as { rawHost: RawHost }).rawHost.call(name, value),
    [method, params] as const,
  )
}

function rawStates(raw: Frame): Promise<RawState[]> {
  return raw.evaluate(() => (window as unknown as { rawHost: RawHost }).rawHost.states)
}

/** `getState().siwx` of the demo page's modal. */
function hostSiwx(page: Page) {
  return page.evaluate(
    () =>
      (
        window as unknown as {
          airlockModal: { getState: () => { siwx: { message: string; signature: string } | null } }
        }
      ).airlockModal.getState().siwx,
  )
}

test.describe('tenant isolation', () => {
  test('behavior: project B framed under the same site gets nothing of project A: no account, no session, no signature, no wallet request', async ({
    page,
    urls,
  }) => {
    test.setTimeout(120_000)
    const origin = (url: string) => new URL(url).origin
    await addProject('evilcorp', 'Evil Corp', [origin(urls.foreignPages), origin(urls.otherPages)])

    // Project A: the visitor connects through WalletConnect and signs in.
    await openDemoHost(page, `${stack.urls.host}?siwx=required`)
    const { dialog } = modalView(page)
    const wallet = await pairMobileWallet(page, stack)
    await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible({ timeout: 15_000 })
    await dialog.getByRole('button', { name: 'Sign' }).click()
    await wallet
      .getByRole('region', { name: 'personal_sign' })
      .getByRole('button', { name: 'Approve', exact: true })
      .click()
    await expect
      .poll(() => demoHostState(page))
      .toMatchObject({ open: false, status: 'connected', address: WALLET_ACCOUNT })
    const signedIn = await hostSiwx(page)
    expect(signedIn?.signature).toMatch(/^0x/)

    // Project B: a third-party frame (localhost) in a page of the same site (127.0.0.1).
    const attacker = await page.context().newPage()
    const raw = await frameRawHost(attacker, urls.otherPages, urls.foreignPages, 'evilcorp')
    const modalOrigin = origin(stack.urls.modal)
    const evilModal = attacker.frames().find((frame) => frame.url().startsWith(modalOrigin))
    if (!evilModal) throw new Error('no modal frame under the raw host')
    // The same storage partition: B's modal origin holds A's keys (scoped, so B never reads them).
    const keys = await evilModal.evaluate(() => Object.keys(localStorage))
    expect(keys.some((key) => key.endsWith(`siwx/eip155:${WALLET_ACCOUNT.toLowerCase()}`))).toBe(
      true,
    )

    // B is disconnected: no account, no sign-in, in its state and in what its modal shows.
    expect(await rawCall(raw, 'getState', {})).toMatchObject({
      ok: true,
      value: { status: 'disconnected', account: null, siwx: null },
    })
    expect(await rawCall(raw, 'open', {})).toEqual({ ok: true, value: null })
    const evilDialog = attacker
      .frameLocator('iframe[title="Third-party frame"]')
      .frameLocator('iframe[title="Raw modal"]')
      .getByRole('dialog')
    await expect(evilDialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()

    // B's personal_sign is refused in the modal and never reaches A's wallet (a leaked session
    // would put it there, waiting for the visitor): A's own request, sent after it over the same
    // relay, is the first the wallet shows.
    const evilRequest = wallet
      .getByRole('region', { name: 'personal_sign' })
      .filter({ hasText: EVIL_MESSAGE })
    const evil = await Promise.race([
      rawCall(raw, 'providerRequest', {
        namespace: 'eip155',
        method: 'personal_sign',
        params: [stringToHex(EVIL_MESSAGE), WALLET_ACCOUNT],
      }),
      evilRequest
        .waitFor({ timeout: 60_000 })
        .then(() => 'reached the wallet of project A' as const)
        .catch(() => 'no answer' as const),
    ])
    expect(evil).toMatchObject({ ok: false, error: { code: 'CONNECTOR_NOT_FOUND' } })
    const message = 'Project A signs this'
    const signing = requestHostPersonalSign(page, message, WALLET_ACCOUNT)
    const request = wallet.getByRole('region', { name: 'personal_sign' })
    await expect(request).toContainText(message)
    await expect(request).not.toContainText(EVIL_MESSAGE)
    await request.getByRole('button', { name: 'Approve', exact: true }).click()
    const signature: Hex = await signing
    expect(await verifyMessage({ address: WALLET_ACCOUNT, message, signature })).toBe(true)
    await expect(wallet.getByRole('listitem', { name: 'Evil Corp' })).toHaveCount(0)

    // Everything B was ever told, and what it shows now (long after a restored session would have
    // connected): disconnected, no account, no sign-in; A is still signed in.
    expect(await rawCall(raw, 'getState', {})).toMatchObject({
      ok: true,
      value: { status: 'disconnected', account: null, siwx: null },
    })
    await expect(evilDialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
    await expect(evilDialog.getByText(WALLET_ACCOUNT.slice(0, 6))).toHaveCount(0)
    const states = await rawStates(raw)
    expect(states.length).toBeGreaterThan(0)
    for (const each of states) {
      expect(each).toMatchObject({ status: 'disconnected', account: null })
      expect(each.siwx ?? null).toBeNull()
    }
    expect(await hostSiwx(page)).toEqual(signedIn)
    await wallet.close()
  })

  test('behavior: what the unscoped layout stored is dropped on boot, not reused', async ({
    page,
  }) => {
    await openDemoHost(page, stack.urls.host)
    const address = WALLET_ACCOUNT.toLowerCase()
    const oldKeys = {
      '@airlock/connector_id/eip155': '"walletConnect"',
      '@airlock/active_namespace': '"eip155"',
      [`@airlock/cache/siwx/eip155:${address}`]: JSON.stringify({
        data: { chainId: 'eip155:31337', accountAddress: WALLET_ACCOUNT },
        message: 'old layout',
        signature: '0xold',
      }),
      'wc@2:core:0.3:airlock-modal//keychain': '{}',
    }
    const before = await modalFrame(page)
    await before.evaluate(async (entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
      // The WalletConnect SDK's own database, as the unscoped layout left it.
      await new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('WALLET_CONNECT_V2_INDEXED_DB', 1)
        request.onupgradeneeded = () => request.result.createObjectStore('keyvaluestorage')
        request.onsuccess = () => {
          request.result.close()
          resolve()
        }
        request.onerror = () => reject(request.error)
      })
    }, oldKeys)

    await page.reload()
    await expect.poll(async () => (await demoHostState(page)).ready).toBe(true)
    const after = await modalFrame(page)
    const remaining = () =>
      after.evaluate(async () => ({
        keys: Object.keys(localStorage).filter(
          (key) => key.startsWith('@airlock/') || key.startsWith('wc@2:'),
        ),
        databases: (await indexedDB.databases()).map((database) => database.name),
      }))
    await expect.poll(async () => (await remaining()).keys).toEqual([])
    await expect
      .poll(async () => (await remaining()).databases)
      .not.toContain('WALLET_CONNECT_V2_INDEXED_DB')
    expect(await demoHostState(page)).toMatchObject({ status: 'disconnected', address: null })
    expect(await hostSiwx(page)).toBeNull()
  })
})
