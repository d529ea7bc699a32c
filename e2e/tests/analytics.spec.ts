import { SDK_VERSION } from '@airlock/host-sdk/version'
import type { CollectedAnalyticsEvent } from '@airlock/shared-protocol/analytics'
import { connectDemoWallet, openDemoHost } from '../support/host.ts'
import { modalView } from '../support/modal.ts'
import { useChainStack } from '../support/stack.ts'
import { expect, test } from '../support/test.ts'

// Analytics end to end (spec §7): the modal in the demo host posts its events to the served demo
// project's `analyticsUrl`, the reference API's collector of `local-stack`, which checks the page
// against the project's allowlist and lists what it kept. A host that is not on the allowlist
// never gets this far: the modal's boot refuses it before anything is tracked (allowlist.spec),
// so the collector's 403 and the modal's 'Invalid App Configuration' alert on it are covered
// in unit tests (local-stack/src/api/answerAnalytics.test.ts, modal-app/src/state/analytics.test.ts).

const EVM = 'Airlock Demo Wallet (EVM)'

const stack = useChainStack()

/** The events the stack's collector holds for the demo project, oldest first. */
async function collected(): Promise<CollectedAnalyticsEvent[]> {
  const response = await fetch(`${stack.endpoints.analyticsUrl}/events?projectId=demo`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: CollectedAnalyticsEvent[] }).data
}

test('behavior: opening the modal, connecting the demo wallet and closing deliver MODAL_OPEN, CONNECT_SUCCESS and MODAL_CLOSE to the collector', async ({
  page,
  consoleErrors,
}) => {
  const analyticsUrl = stack.endpoints.analyticsUrl ?? ''
  expect(analyticsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1\/analytics$/)
  // What the browser got back for each event: the collector's answer must reach the modal
  // through CORS (the collector would list an event whose answer the browser then refused).
  const answers: number[] = []
  page.on('response', (response) => {
    const request = response.request()
    if (request.method() === 'POST' && request.url().startsWith(`${analyticsUrl}/e?`)) {
      answers.push(response.status())
    }
  })
  const startedAt = Date.now()
  const hostOrigin = new URL(stack.urls.host).origin

  await openDemoHost(page, stack.urls.host)
  await connectDemoWallet(page, EVM)
  await expect(modalView(page).dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  // A host-window wallet's connection is CONNECT_SUCCESS with method 'browser'; closing the
  // modal, now connected, is tracked too.
  await page.keyboard.press('Escape')

  await expect
    .poll(async () => (await collected()).map((event) => event.props.event))
    .toEqual(['MODAL_OPEN', 'CONNECT_SUCCESS', 'MODAL_CLOSE'])
  const [opened, connected, closed] = await collected()
  const common = {
    projectId: 'demo',
    st: 'airlock',
    // The host SDK's version, which the modal learns from the ready() answer.
    sv: SDK_VERSION,
    eventId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    // The host page as the modal knows it: its origin.
    url: hostOrigin,
    domain: '127.0.0.1',
    timestamp: expect.any(Number),
    receivedAt: expect.any(String),
  }
  expect(opened).toEqual({
    ...common,
    props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
  })
  expect(connected).toEqual({
    ...common,
    props: {
      type: 'track',
      event: 'CONNECT_SUCCESS',
      properties: { method: 'browser', name: EVM },
      address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
    },
  })
  expect(closed).toEqual({
    ...common,
    props: { type: 'track', event: 'MODAL_CLOSE', properties: { connected: true } },
  })
  expect(opened?.eventId).not.toBe(closed?.eventId)
  for (const event of [opened, connected, closed]) {
    expect(event?.timestamp).toBeGreaterThanOrEqual(startedAt)
    expect(event?.timestamp).toBeLessThanOrEqual(Date.now())
  }
  await expect.poll(() => answers).toEqual([204, 204, 204])
  expect(consoleErrors).toEqual([])
})
