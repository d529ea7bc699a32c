import type { Page } from '@playwright/test'
import { MODAL_IFRAME, modalView } from '../support/modal.ts'
import { expect, test } from '../support/test.ts'

// createModal({ preload }): when the modal's iframe is made. With 'interaction', a page that
// never comes near a connect control ([data-airlock-connect]) asks the modal origin for nothing.

/** Opens e2e/pages/inline.html with the overlay and `preload`, recording the modal origin's requests. */
async function openPage(
  page: Page,
  urls: { allowedPages: string; modal: string },
  preload: string,
) {
  const modalOrigin = new URL(urls.modal).origin
  const requests: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).origin === modalOrigin) requests.push(request.url())
  })
  const query = new URLSearchParams({ modal: urls.modal, preload, overlay: '' })
  await page.goto(`${urls.allowedPages}inline.html?${query}`)
  // The task after the load event has run: a modal with preload 'load' has its iframe by now.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)))
  return requests
}

test('default: load makes the iframe after the page load, with no interaction', async ({
  page,
  urls,
}) => {
  const requests = await openPage(page, urls, 'load')
  await expect(page.locator(MODAL_IFRAME)).toHaveCount(1)
  await expect.poll(() => requests.length).toBeGreaterThan(0)
})

test('behavior: interaction asks the modal origin for nothing before a connect control is hovered; a click opens it', async ({
  page,
  urls,
  consoleErrors,
}) => {
  const requests = await openPage(page, urls, 'interaction')
  // Another control of the page is not a connect control.
  await page.getByRole('button', { name: 'Other' }).hover()
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)))
  await expect(page.locator(MODAL_IFRAME)).toHaveCount(0)
  expect(requests).toEqual([])

  await page.getByRole('button', { name: 'Connect Wallet' }).hover()
  await expect(page.locator(MODAL_IFRAME)).toHaveCount(1)
  await expect.poll(() => requests.length).toBeGreaterThan(0)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(modalView(page).dialog).toBeVisible({ timeout: 15_000 })
  expect(consoleErrors).toEqual([])
})

test('behavior: interaction counts the keyboard focus of a connect control', async ({
  page,
  urls,
}) => {
  const requests = await openPage(page, urls, 'interaction')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeFocused()
  await expect(page.locator(MODAL_IFRAME)).toHaveCount(1)
  await expect.poll(() => requests.length).toBeGreaterThan(0)
})

test('behavior: open() without any interaction makes the iframe at once and opens', async ({
  page,
  urls,
}) => {
  const requests = await openPage(page, urls, 'interaction')
  expect(requests).toEqual([])
  await page.evaluate(() => window.airlock.modal.open())
  await expect(modalView(page).dialog).toBeVisible({ timeout: 15_000 })
})

test('behavior: interaction counts a connect control inside a web component (an open shadow root)', async ({
  page,
  urls,
}) => {
  const requests = await openPage(page, urls, 'interaction')
  // As a Lit or Stencil component renders its button: inside the component's own shadow root.
  await page.evaluate(() => {
    customElements.define(
      'connect-button',
      class extends HTMLElement {
        connectedCallback() {
          this.attachShadow({ mode: 'open' }).innerHTML =
            '<button data-airlock-connect>Connect in a component</button>'
        }
      },
    )
    document.body.append(document.createElement('connect-button'))
  })
  await page.getByRole('button', { name: 'Connect in a component' }).hover()
  await expect(page.locator(MODAL_IFRAME)).toHaveCount(1)
  await expect.poll(() => requests.length).toBeGreaterThan(0)
})

test('behavior: the demo page with ?preload=interaction loads its modal at the hover of Connect Wallet', async ({
  page,
  urls,
  consoleErrors,
}) => {
  await page.goto(`${urls.host}?preload=interaction`)
  const status = page.locator('#state-status')
  await expect(status).toHaveText('loading modal')
  await expect(page.locator(MODAL_IFRAME)).toHaveCount(0)
  await page.getByRole('button', { name: 'Connect Wallet' }).hover()
  await expect(status).toHaveText('disconnected', { timeout: 15_000 })
  expect(consoleErrors).toEqual([])
})

test("error: the demo page with ?preload=soon shows createModal()'s refusal and makes no iframe", async ({
  page,
  urls,
  consoleErrors,
}) => {
  await page.goto(`${urls.host}?preload=soon`)
  const refusal = 'Invalid option "preload": Expected "load", "idle" or "interaction".'
  await expect(page.getByText(`The demo could not create its modal: ${refusal}`)).toBeVisible()
  expect(consoleErrors).toEqual([expect.stringContaining(refusal)])
  await expect(page.locator(MODAL_IFRAME)).toHaveCount(0)
})
