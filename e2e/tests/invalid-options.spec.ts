import { hostPageUrl } from '../support/host.ts'
import { expectOverlay, MODAL_IFRAME, modalView, waitUntilReady } from '../support/modal.ts'
import { expect, test } from '../support/test.ts'

const message =
  'Invalid option "networks.0.rpcUrls.default.http.0": Expected an absolute http(s) URL, not "ftp://127.0.0.1:8545".'

test.describe('options the modal refuses', () => {
  test('error: a bad network option: open() rejects with INVALID_OPTIONS naming the option, state.error, overlay hidden, one console error', async ({
    page,
    urls,
    consoleErrors,
  }) => {
    await page.goto(hostPageUrl(urls.allowedPages, { modal: urls.modal, timeout: 60_000 }))
    await waitUntilReady(page)
    // A host page that passes a network whose RPC URL is not http(s), and opens at once.
    const rejection = await page.evaluate(async (modalUrl) => {
      window.airlock.modal.destroy()
      window.airlock.modal = window.airlock.createModal({
        projectId: 'demo',
        modalUrl,
        networks: [
          {
            id: 31337,
            chainNamespace: 'eip155',
            caipNetworkId: 'eip155:31337',
            name: 'Anvil',
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            rpcUrls: { default: { http: ['ftp://127.0.0.1:8545'] } },
          },
        ],
      })
      return window.airlock.modal.open().then(
        () => null,
        (error: { code: string; message: string }) => ({
          code: error.code,
          message: error.message,
        }),
      )
    }, urls.modal)
    expect(rejection).toEqual({ code: 'INVALID_OPTIONS', message })

    const { iframe } = modalView(page)
    await expect(page.locator(MODAL_IFRAME)).toHaveCount(1)
    await expectOverlay(iframe, 'closed')
    expect(await page.evaluate(() => window.airlock.modal.getState())).toMatchObject({
      ready: false,
      open: false,
      error: { code: 'INVALID_OPTIONS', message },
    })
    // A later open() (the visitor's click) rejects the same way and shows nothing.
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect(page.locator('#open-result')).toHaveText('error INVALID_OPTIONS')
    await expectOverlay(iframe, 'closed')
    // The host page's console says it once, for a developer who never awaits open().
    const fromHost = consoleErrors.filter((entry) => entry.startsWith(urls.allowedPages))
    expect(fromHost).toHaveLength(1)
    expect(fromHost[0]).toContain('[airlock]')
    expect(fromHost[0]).toContain(message)
  })
})
