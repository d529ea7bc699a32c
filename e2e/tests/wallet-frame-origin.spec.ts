import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createWalletFrameService } from '@airlock/local-stack/stack'
import { createWalletFrameUrl } from '@airlock/shared-protocol/walletFrame'
import { expect, test } from '../support/test.ts'

// The wallet frame's own origin (issue #19) refuses every page but the modal: a page outside its
// CSP frame-ancestors is blocked by the browser, and a page inside them (a host the modal is
// allowed on) that frames the wallet directly gets a frame that refuses to talk.

const MODAL_ORIGIN = 'http://localhost:4999'

let frame: { url: string; stop(): Promise<void> }
let hostServer: Server
let hostileServer: Server
let hostOrigin = ''
let hostileOrigin = ''

/** A page on its own origin that frames whatever URL its hash names. */
async function framingPage(): Promise<[Server, string]> {
  const server = createServer((_, response) => {
    response.setHeader('Content-Type', 'text/html')
    response.end(
      '<!doctype html><title>framing page</title><body><script>' +
        'const f=document.createElement("iframe");f.title="wallet";' +
        'f.src=decodeURIComponent(location.hash.slice(1));document.body.append(f)</script></body>',
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return [server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`]
}

test.beforeAll(async () => {
  ;[hostServer, hostOrigin] = await framingPage()
  ;[hostileServer, hostileOrigin] = await framingPage()
  frame = await createWalletFrameService({ port: 0 }).start({
    endpoints: {},
    modalOrigin: () => MODAL_ORIGIN,
    hostOrigin: () => hostOrigin,
  })
})

test.afterAll(async () => {
  await frame?.stop()
  hostServer?.close()
  hostileServer?.close()
})

const walletUrl = () =>
  createWalletFrameUrl(frame.url, {
    projectId: 'demo',
    modalOrigin: MODAL_ORIGIN,
    hostOrigin,
    channel: 'hostile-test',
    authUrl: 'http://127.0.0.1:4360',
  })

test('error: a hostile page framing the wallet origin is blocked by its CSP', async ({ page }) => {
  const refusals: string[] = []
  page.on('console', (message) => {
    if (message.text().includes('frame-ancestors')) refusals.push(message.text())
  })
  await page.goto(`${hostileOrigin}/#${encodeURIComponent(walletUrl())}`)
  await expect.poll(() => refusals.length, { timeout: 15_000 }).toBeGreaterThan(0)
  expect(refusals[0]).toContain(`Framing '${frame.url}' violates`)
  expect(refusals[0]).toContain('The request has been blocked.')
  // Nothing of the wallet page ran: the frame never reached the wallet origin's document.
  const wallet = page.frames().find((each) => each.url().startsWith(frame.url))
  expect(
    await wallet?.evaluate(() => document.documentElement.dataset.refused).catch(() => null),
  ).toBeFalsy()
})

test('error: a host page framing the wallet directly gets a frame that refuses it', async ({
  page,
}) => {
  await page.goto(`${hostOrigin}/#${encodeURIComponent(walletUrl())}`)
  await expect(page.frameLocator('iframe[title="wallet"]').locator('body')).toHaveText(
    `The wallet frame refuses its parent ${hostOrigin}: only ${MODAL_ORIGIN} may frame it.`,
    { timeout: 15_000 },
  )
})
