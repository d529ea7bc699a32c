import type { Locator, Page } from '@playwright/test'
import { gotoGallery } from '../support/gallery.ts'
import { expect, test } from '../support/test.ts'

// A thumb on a phone (390×844, a touch screen): every control of the gallery's views takes a tap
// anywhere in a 44 px square around its centre (Apple's 44 pt, WCAG 2.5.5), whether the control is
// that large or its hit area reaches that far (.al-hit-area in modal-app/src/ui/modal.css). The
// panels are the views in the states that show the controls an audit on a phone found too small:
// the email arrow, Send's Max and Paste (on the form and beside a refused recipient), the
// acknowledgement of a contract recipient at Send's review, the token pickers, Swap's slippage
// controls, the network chip. And the toast covers none of them. No pictures: the gallery specs take those.

/** The smallest square a tap may land anywhere in (--al-touch-target). */
const TOUCH_TARGET = 44

const PHONE = { width: 390, height: 844 }

test.use({ viewport: PHONE, hasTouch: true, isMobile: true })

type Group = Parameters<typeof gotoGallery>[2]

/**
 * A panel to measure: the controls it must show (found first, so that the panel has its data) and
 * what to do in it before (open an NFT).
 */
type Measured = {
  panel: string
  shows: (panel: Locator) => Locator[]
  before?: (panel: Locator) => Promise<void>
}

const button = (panel: Locator, name: string | RegExp) =>
  panel.getByRole('button', { name, exact: typeof name === 'string' })

const GROUPS: { group: Group; panels: Measured[] }[] = [
  {
    group: 'account',
    panels: [
      {
        panel: 'account',
        shows: (panel) => [
          button(panel, /^Network: /),
          button(panel, 'Copy address'),
          panel.getByRole('list', { name: 'Wallet actions' }).getByRole('button'),
          button(panel, /Disconnect/),
        ],
      },
      { panel: 'account-api', shows: (panel) => [panel.getByRole('tab')] },
      { panel: 'nfts', shows: (panel) => [panel.getByRole('list', { name: 'NFTs' })] },
      {
        panel: 'nfts',
        before: (panel) =>
          panel.getByRole('list', { name: 'NFTs' }).getByRole('button').first().click(),
        shows: (panel) => [button(panel, 'All NFTs')],
      },
      {
        panel: 'send',
        shows: (panel) => [
          button(panel, /^Token: /),
          button(panel, 'Max'),
          button(panel, 'Paste'),
          panel.getByRole('textbox', { name: 'Amount' }),
          panel.getByRole('textbox', { name: 'To' }),
        ],
      },
      {
        panel: 'send-token-contract',
        shows: (panel) => [
          button(panel, /^Token: /),
          button(panel, 'Max'),
          button(panel, 'Paste'),
          panel.getByRole('textbox', { name: 'To' }),
          panel.getByRole('alert'),
        ],
      },
      {
        panel: 'send-contract-review',
        before: (panel) => button(panel, 'Review').click(),
        shows: (panel) => [
          panel.getByRole('checkbox', { name: /^I know this contract can receive / }),
          button(panel, 'Edit'),
        ],
      },
      { panel: 'signin', shows: (panel) => [panel.getByText('View message')] },
      { panel: 'toast', shows: (panel) => [button(panel, 'Dismiss')] },
    ],
  },
  {
    group: 'swap',
    panels: [
      {
        panel: 'swap-empty',
        shows: (panel) => [
          button(panel, /^Slippage /),
          button(panel, /^Pay with .* Change token$/),
          button(panel, 'Select the token to receive'),
          button(panel, 'Switch the tokens'),
          panel.getByRole('textbox', { name: 'You pay' }),
        ],
      },
      { panel: 'swap-quote', shows: (panel) => [button(panel, /^Receive .* Change token$/)] },
      {
        panel: 'swap-slippage',
        shows: (panel) => [
          button(panel, '0.5%'),
          button(panel, '3%'),
          panel.getByRole('textbox', { name: 'Slippage tolerance (%)' }),
        ],
      },
      { panel: 'swap-picker', shows: (panel) => [button(panel, 'Cancel')] },
    ],
  },
  {
    group: 'connect',
    panels: [
      {
        panel: 'connect-email',
        shows: (panel) => [
          button(panel, 'Continue with email'),
          panel.getByRole('textbox', { name: 'Email' }),
          panel.getByRole('checkbox', { name: /I agree to the/ }),
          panel.getByRole('list', { name: 'Social logins' }).getByRole('button'),
        ],
      },
      { panel: 'get-wallet-phone', shows: (panel) => [panel.getByRole('link')] },
    ],
  },
  {
    group: 'flows',
    panels: [{ panel: 'email', shows: (panel) => [button(panel, 'Continue with email')] }],
  },
  {
    group: 'networks',
    panels: [
      { panel: 'networks', shows: (panel) => [panel.getByRole('button')] },
      { panel: 'receive', shows: (panel) => [button(panel, 'Copy address')] },
    ],
  },
  {
    group: 'names',
    panels: [{ panel: 'name-unchecked', shows: (panel) => [button(panel, 'Check again')] }],
  },
  {
    group: 'signin',
    panels: [{ panel: 'signin-close-refused', shows: (panel) => [button(panel, 'Disconnect')] }],
  },
]

/** Opens the gallery's `group` on the phone and checks that it is a touch screen. */
async function openGroup(page: Page, host: string, group: Group): Promise<void> {
  await gotoGallery(page, host, group, 'dark', PHONE.width)
  await page.setViewportSize(PHONE)
  // The stylesheet's rules are for `(pointer: coarse)` (and narrow windows): a phone's.
  expect(
    await page.evaluate(() => matchMedia('(pointer: coarse)').matches),
    'the page sees a coarse pointer',
  ).toBe(true)
}

/**
 * Every control of `panel` where a tap in the square around its centre would miss it, with the
 * points that miss (offsets from the centre) and what they land on instead. A point is the
 * control's when it hits the control, something in it (its ::after too) or a label of it. Links
 * in the legal sentence are left out: WCAG 2.5.8 exempts a target inside a line of text.
 */
function missedTaps(panel: Locator): Promise<Record<string, string[]>> {
  return panel.evaluate((card, size) => {
    const describe = (element: Element | null) =>
      element === null
        ? 'nothing'
        : `${element.tagName.toLowerCase()}${[...element.classList].map((name) => `.${name}`).join('')}`
    const controls = [
      ...card.querySelectorAll<HTMLElement>(
        'button, a[href], input:not([type="hidden"]), textarea, select, summary',
      ),
    ].filter((control) => control.checkVisibility() && !control.closest('.al-legal a'))
    const missed: Record<string, string[]> = {}
    for (const [index, control] of controls.entries()) {
      control.scrollIntoView({ block: 'center', inline: 'nearest' })
      const box = control.getBoundingClientRect()
      const reach = size / 2 - 0.5
      const misses: string[] = []
      for (const dy of [-reach, 0, reach]) {
        for (const dx of [-reach, 0, reach]) {
          const x = box.left + box.width / 2 + dx
          const y = box.top + box.height / 2 + dy
          const hit = document.elementFromPoint(x, y)
          const label = hit?.closest('label')
          if (hit !== null && (control.contains(hit) || label?.control === control)) continue
          misses.push(`(${dx}, ${dy}) → ${describe(hit)}`)
        }
      }
      const name =
        control.getAttribute('aria-label') ?? control.textContent?.trim() ?? describe(control)
      if (misses.length > 0) missed[`${index} ${name || describe(control)}`] = misses
    }
    return missed
  }, TOUCH_TARGET)
}

test.describe('touch targets on a phone', () => {
  for (const { group, panels } of GROUPS) {
    test(`default: in the ${group} views, a tap anywhere within 22 px of a control's centre lands on it`, async ({
      page,
      urls,
    }) => {
      test.setTimeout(60_000)
      await openGroup(page, urls.host, group)
      for (const { panel: id, shows, before } of panels) {
        const panel = page.getByTestId(`gallery-${id}`)
        if (before) await before(panel)
        for (const control of shows(panel)) await expect(control.first()).toBeVisible()
        expect(await missedTaps(panel), `${id}: controls a thumb can miss`).toEqual({})
      }
    })
  }

  test('behavior: the toast sits over the title, covers no control of the view and takes its own taps', async ({
    page,
    urls,
  }) => {
    await openGroup(page, urls.host, 'account')
    const panel = page.getByTestId('gallery-toast')
    await expect(panel.locator('.al-snackbar')).toContainText('Address copied')
    // The view laid out in full, Disconnect at its foot, where the toast used to float.
    await expect(panel.getByTestId('account-balance')).toHaveText('1.234 ETH', { timeout: 15_000 })
    await expect(button(panel, /Disconnect/)).toBeVisible()
    const layout = await panel.evaluate((card) => {
      // elementFromPoint sees the viewport only.
      card.querySelector('.al-snackbar')?.scrollIntoView({ block: 'center' })
      const toast = (card.querySelector('.al-snackbar') as HTMLElement).getBoundingClientRect()
      const header = (card.querySelector('.al-header') as HTMLElement).getBoundingClientRect()
      const overlaps = (box: DOMRect) =>
        box.left < toast.right &&
        toast.left < box.right &&
        box.top < toast.bottom &&
        toast.top < box.bottom
      const covered = [...card.querySelectorAll('button, a[href], input, textarea, summary')]
        .filter((control) => !control.closest('.al-snackbar'))
        .filter((control) => overlaps(control.getBoundingClientRect()))
        .map((control) => control.getAttribute('aria-label') ?? control.textContent)
      // A tap on the toast's text is the toast's, not a control's under it.
      const text = (card.querySelector('.al-snackbar-text') as HTMLElement).getBoundingClientRect()
      const hit = document.elementFromPoint(text.left + 2, text.top + text.height / 2)
      return {
        covered,
        inHeader: toast.top >= header.top && toast.bottom <= header.bottom,
        ownTap: hit !== null && hit.closest('.al-snackbar') !== null,
      }
    })
    expect(layout).toEqual({ covered: [], inHeader: true, ownTap: true })
  })
})
