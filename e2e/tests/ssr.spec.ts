import { writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { createModal } from '@airlock/host-sdk'
import { cookieToInitialState, withInitialState } from '@airlock/host-sdk/ssr'
import { DEMO_EVM_ACCOUNTS } from '@airlock/testkit/demo'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { App, type SsrConfig } from '../pages/ssr-app.ts'
import { bundlePageScript } from '../support/bundle.ts'
import { escapeRegExp } from '../support/host.ts'
import { modalView } from '../support/modal.ts'
import { useChainStack } from '../support/stack.ts'
import { expect, test } from '../support/test.ts'

// A server-rendered page (a Node http server here, rendering e2e/pages/ssr-app.ts with
// react-dom/server, hydrated by ssr-client.ts) with @airlock/host-sdk/ssr: after the visitor
// connects, the modal's state is in a cookie, and the next request's HTML is rendered connected,
// then hydrates without a mismatch.

const ADDRESS = DEMO_EVM_ACCOUNTS[0].address
const WALLET = 'SSR Test Wallet'

let modalRoot = ''
const stack = useChainStack({
  prepareModal: async (root) => {
    modalRoot = root
  },
})
let server: Server
let origin = ''

test.beforeAll(async () => {
  const client = await bundlePageScript('ssr-client.ts')
  server = createServer((request, response) => {
    if (request.url === '/client.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(client)
      return
    }
    const config: SsrConfig = { projectId: 'ssr', modalUrl: stack.urls.modal, address: ADDRESS }
    // The server's modal is inert; withInitialState gives the hooks the cookie's connection.
    const modal = withInitialState(
      createModal({ projectId: config.projectId, modalUrl: config.modalUrl }),
      cookieToInitialState(request.headers.cookie),
    )
    const body = renderToString(createElement(App, { modal }))
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>SSR</title></head><body><div id="root">${body}</div><script>window.ssrConfig=${JSON.stringify(config)}</script><script src="/client.js"></script></body></html>`,
      )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // The demo project as the stack serves it, allowing this server's origin.
  const demo = await (await fetch(new URL('projects/demo.json', stack.urls.modal))).json()
  await writeFile(
    join(modalRoot, 'projects', 'ssr.json'),
    JSON.stringify({ ...demo, projectId: 'ssr', allowedOrigins: [origin] }),
  )
})

test.afterAll(async () => {
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve))
})

test('default: after connecting, the next page load is rendered connected on the server and hydrates without a mismatch', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(60_000)
  const first = await page.goto(`${origin}/`)
  expect(await first?.text()).toContain('Not connected')
  const address = page.getByTestId('ssr-address')

  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modalView(page)
    .dialog.getByRole('button', { name: new RegExp(escapeRegExp(WALLET)) })
    .click({ timeout: 15_000 })
  await expect(address).toHaveText(ADDRESS, { timeout: 15_000 })
  await expect
    .poll(async () => (await page.context().cookies()).find(({ name }) => name === 'airlock.state'))
    .toBeTruthy()

  const reloaded = await page.reload()
  const html = (await reloaded?.text()) ?? ''
  expect(html).toContain(`<output data-testid="ssr-address">${ADDRESS}</output>`)
  expect(html).not.toContain('Not connected')
  // Hydrated (the button works) and still connected once the modal reconnected the wallet.
  await expect(page.getByTestId('ssr-network')).not.toHaveText('none')
  await expect(address).toHaveText(ADDRESS)
  await expect
    .poll(() =>
      page.evaluate(() =>
        (
          window as unknown as { airlockModal: { getState(): { ready: boolean; status: string } } }
        ).airlockModal.getState(),
      ),
    )
    .toMatchObject({ ready: true, status: 'connected' })
  await expect(address).toHaveText(ADDRESS)
  // React reports a hydration mismatch as a console error.
  expect(consoleErrors).toEqual([])
})
