import type { Page } from '@playwright/test'
import {
  GALLERY_TOLERANCE,
  GALLERY_WIDTHS,
  galleryImagesReady,
  gotoGallery,
  testPanelPictures,
} from '../support/gallery.ts'
import { expect, test } from '../support/test.ts'

// The gallery's name search (RegisterAccountName; see modal-app/src/gallery/namesPanels.tsx),
// each state in both themes and at both widths. The names API is the panels' fixture: it knows
// satoshi.airlock (someone else's) and mine.airlock (this account's), and someone else always
// registers a name just before this account does.
const PANELS = [
  'name-empty',
  'name-available',
  'name-taken',
  'name-yours',
  'name-invalid',
  'name-checking',
  'name-unchecked',
] as const

const row = (page: Page, panel: (typeof PANELS)[number]) =>
  page.getByTestId(`gallery-${panel}`).getByTestId('name-result')

/** Opens the gallery and waits until each name has its answer. */
async function openGallery(page: Page, host: string, theme: 'dark' | 'light', width: number) {
  await gotoGallery(page, host, 'names', theme, width)
  await expect(row(page, 'name-available')).toContainText('Available')
  await expect(row(page, 'name-taken')).toContainText('Taken')
  await expect(row(page, 'name-yours')).toContainText('Yours')
  await expect(row(page, 'name-invalid')).toContainText('Invalid')
  await expect(row(page, 'name-checking')).toContainText('Checking availability…')
  await expect(row(page, 'name-unchecked')).toContainText(
    'Couldn’t check it: the names service answered 502.',
  )
  await galleryImagesReady(page)
}

test.describe('gallery: name search', () => {
  testPanelPictures(PANELS, openGallery)

  for (const theme of ['dark', 'light'] as const) {
    test(`behavior: typing looks the name up; a refused registration keeps the name and says why, ${theme} theme`, async ({
      page,
      urls,
    }) => {
      await openGallery(page, urls.host, theme, GALLERY_WIDTHS.phone)
      const panel = page.getByTestId('gallery-name-available')
      const field = panel.getByRole('searchbox', { name: 'Name' })
      const register = panel.getByRole('button', { name: 'Register' })
      await field.fill('satoshi')
      await expect(row(page, 'name-available')).toContainText('Someone else holds this name')
      await expect(register).toBeDisabled()
      await field.fill('bob_')
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      await expect(row(page, 'name-available')).toContainText('Names can’t contain “_”')
      await field.fill('bob-1')
      await expect(row(page, 'name-available')).toContainText('Available')
      await register.click()
      await expect(panel.getByRole('alert')).toHaveText(
        'bob-1.airlock was registered a moment ago.',
      )
      await expect(field).toHaveValue('bob-1')
      await expect(row(page, 'name-available')).toContainText('Taken')
      await expect(panel).toHaveScreenshot(`name-refused-${theme}.png`, GALLERY_TOLERANCE)
    })
  }

  test('behavior: keyboard only, the field takes the name and Enter registers it', async ({
    page,
    urls,
  }) => {
    await openGallery(page, urls.host, 'dark', GALLERY_WIDTHS.desktop)
    const panel = page.getByTestId('gallery-name-empty')
    const field = panel.getByRole('searchbox', { name: 'Name' })
    await field.focus()
    await page.keyboard.type('carol')
    await expect(row(page, 'name-empty')).toContainText('Available')
    await page.keyboard.press('Enter')
    await expect(panel.getByRole('alert')).toHaveText('carol.airlock was registered a moment ago.')
  })
})
