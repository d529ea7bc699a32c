import { hostPageUrl } from '../support/hostPageUrl.ts'
import { modalFrame, waitUntilReady } from '../support/modal.ts'
import { expect, test } from '../support/test.ts'

test.describe('modal boot', () => {
  test('default: the project file is asked for once, by the inline script index.html runs under the modal CSP', async ({
    page,
    urls,
    consoleErrors,
  }) => {
    const projectRequests: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/projects/demo.json') {
        projectRequests.push(request.url())
      }
    })
    await page.goto(hostPageUrl(urls.allowedPages, { modal: urls.modal }))
    await waitUntilReady(page)
    const frame = await modalFrame(page)
    // The script ran (the CSP lets it in by its hash), and boot took its answer: one request.
    const prefetchedUrl = await frame.evaluate(
      () => (window as { airlockProjectPrefetch?: { url: string } }).airlockProjectPrefetch?.url,
    )
    expect(prefetchedUrl).toBe(`${new URL(urls.modal).origin}/projects/demo.json`)
    expect(projectRequests).toEqual([prefetchedUrl])
    expect(consoleErrors).toEqual([])
  })
})
