import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { Stack } from '@airlock/local-stack/stack'
import demoProject from '@airlock/modal-app/projects/demo.json' with { type: 'json' }
import { generateScaleRegistry } from '@airlock/modal-app/testing'
import type { Page } from '@playwright/test'
import { hostPageUrl } from '../support/host.ts'
import { modalFrame, modalView, waitUntilReady } from '../support/modal.ts'
import { E2E_PATHS, startStackOnCopies, TEST_PAGES_FOLDER } from '../support/stack.ts'
import { expect, test } from '../support/test.ts'

// All Wallets with a 5,000-entry registry: a stack of its own (the demo host with the test pages
// and a copy of the modal build) whose copy serves, as `/wallets/registry.json`, the registry
// `modal-app/scripts/buildRegistry.ts --scale 5000` writes. The list keeps the wallets on the
// namespaces the demo project has networks on (it has all five since issue 21, so every generated
// wallet is listed), after the project's own wallets (its `customWallets`).

const SCALE = 5000
const NAMESPACES = new Set(demoProject.networks.map((network) => network.chainNamespace))
const LISTED = [
  ...demoProject.customWallets.map((wallet) => wallet.name),
  ...generateScaleRegistry(SCALE)
    .filter((wallet) => wallet.chains.some((chain) => NAMESPACES.has(chain.split(':')[0] ?? '')))
    .map((wallet) => wallet.name),
]
const FIRST = LISTED[0] as string
const LAST = LISTED.at(-1) as string

let stack: Stack

test.beforeAll(async () => {
  test.setTimeout(120_000)
  stack = await startStackOnCopies({
    prepareModal: (modalRoot) =>
      promisify(execFile)(join(E2E_PATHS.root, 'node_modules/.bin/tsx'), [
        join(E2E_PATHS.root, 'modal-app/scripts/buildRegistry.ts'),
        '--scale',
        String(SCALE),
        '--out',
        join(modalRoot, 'wallets/registry.json'),
      ]),
  })
})

test.afterAll(async () => {
  await stack?.stop()
})

/** Opens the test host page of this stack, then Connect Wallet → All Wallets. */
async function openAllWallets(page: Page) {
  await page.goto(
    hostPageUrl(`${stack.urls.host}${TEST_PAGES_FOLDER}/`, { modal: stack.urls.modal }),
  )
  await waitUntilReady(page)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const { dialog } = modalView(page)
  await dialog.getByRole('button', { name: 'All Wallets' }).click()
  await expect(dialog.getByRole('heading', { level: 2, name: 'All Wallets' })).toBeVisible()
  const list = dialog.getByRole('list', { name: 'Wallets' })
  await expect(list.getByRole('listitem').first()).toContainText(FIRST)
  return { dialog, list, rows: list.getByRole('listitem') }
}

/** p-th percentile (nearest rank) of a list of numbers. */
function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

test.describe('All Wallets at scale', () => {
  test('behavior: 5,000-entry registry: virtualised rows, debounced search, wheel and keyboard to the last wallet, frame times', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const { dialog, list, rows } = await openAllWallets(page)

    // Virtualised: the rows say how many entries the list has, the DOM holds a screenful or two.
    await expect(rows.first()).toHaveAttribute('aria-setsize', String(LISTED.length))
    const rendered = await rows.count()
    expect(rendered).toBeGreaterThan(3)
    expect(rendered).toBeLessThan(40)

    // The search filters once typing pauses (500 ms debounce): wait for the two matches.
    const query = 'lumen keys 47'
    const matches = LISTED.filter((name) => name.toLowerCase().includes(query))
    expect(matches.length).toBe(2)
    await dialog.getByRole('searchbox', { name: 'Search wallets' }).fill(query)
    await expect(rows).toHaveText(matches.map((name) => new RegExp(name)))
    await expect(rows.first()).toHaveAttribute('aria-setsize', String(matches.length))
    await dialog.getByRole('searchbox', { name: 'Search wallets' }).fill('')
    await expect(rows.first()).toContainText(FIRST)
    await expect(rows.first()).toHaveAttribute('aria-setsize', String(LISTED.length))

    // Scroll to the end with the wheel while the modal frame records its frame times.
    const frame = await modalFrame(page)
    const scroller = dialog.getByTestId('all-wallets-scroll')
    await frame.evaluate(() => {
      const state = { deltas: [] as number[], stop: false }
      ;(window as unknown as { frameTimes: typeof state }).frameTimes = state
      let last: number | undefined
      const tick = (time: number) => {
        if (last !== undefined) state.deltas.push(time - last)
        last = time
        if (!state.stop) requestAnimationFrame(tick)
      }
      requestAnimationFrame(tick)
    })
    const box = await scroller.boundingBox()
    if (!box) throw new Error('the wallet list has no box')
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    const atEnd = () =>
      scroller.evaluate(
        (element) => element.scrollTop + element.clientHeight >= element.scrollHeight - 1,
      )
    for (let step = 0; step < 400 && !(await atEnd()); step += 1) {
      for (let burst = 0; burst < 10; burst += 1) await page.mouse.wheel(0, 2000)
    }
    const deltas = await frame.evaluate(() => {
      const state = (window as unknown as { frameTimes: { deltas: number[]; stop: boolean } })
        .frameTimes
      state.stop = true
      return state.deltas
    })
    await expect(list.getByRole('listitem').filter({ hasText: LAST })).toBeVisible()
    await expect(list.getByRole('listitem').filter({ hasText: LAST })).toHaveAttribute(
      'aria-posinset',
      String(LISTED.length),
    )
    expect(await rows.count()).toBeLessThan(40)

    const p95 = percentile(deltas, 95)
    const max = Math.max(...deltas)
    const median = percentile(deltas, 50)
    test.info().annotations.push({
      type: `frame times while wheel-scrolling ${LISTED.length} rows`,
      description: `${deltas.length} frames: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${max.toFixed(1)} ms`,
    })
    console.info(
      `all-wallets-scale frames: n=${deltas.length} median=${median.toFixed(1)} p95=${p95.toFixed(1)} max=${max.toFixed(1)}`,
    )
    // Frame times are reported above, never asserted: on a shared two-core machine they say more
    // about the load than about the list.
    expect(deltas.length).toBeGreaterThan(10)

    // The keyboard: Home and End on a focused row scroll the list to either end.
    await list.getByRole('listitem').filter({ hasText: LAST }).getByRole('button').focus()
    await page.keyboard.press('Home')
    await expect(list.getByRole('listitem').filter({ hasText: FIRST })).toBeVisible()
    await list.getByRole('listitem').filter({ hasText: FIRST }).getByRole('button').focus()
    await page.keyboard.press('End')
    await expect(list.getByRole('listitem').filter({ hasText: LAST })).toBeVisible()
  })

  test('behavior: the grid is one Tab stop, the arrow keys move it (regression: every tile was a Tab stop, ~542 of them)', async ({
    page,
  }) => {
    const { dialog, list, rows } = await openAllWallets(page)
    const search = dialog.getByRole('searchbox', { name: 'Search wallets' })
    const inGrid = () => list.evaluate((element) => element.contains(document.activeElement))
    await search.focus()
    await page.keyboard.press('Tab')
    await expect(rows.first().getByRole('button')).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(rows.nth(1).getByRole('button')).toBeFocused()
    // One Tab leaves the grid; Shift+Tab comes back to the tile the arrows left it on.
    await page.keyboard.press('Tab')
    await expect.poll(inGrid).toBe(false)
    await page.keyboard.press('Shift+Tab')
    await expect(rows.nth(1).getByRole('button')).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(search).toBeFocused()
  })
})
