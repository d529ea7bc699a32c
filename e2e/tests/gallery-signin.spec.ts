import type { Page } from '@playwright/test'
import {
  GALLERY_TOLERANCE,
  GALLERY_WIDTHS,
  galleryImagesReady,
  gotoGallery,
  testPanelPictures,
} from '../support/gallery.ts'
import { expect, test } from '../support/test.ts'

// The gallery's sign-in states (SIWXSignMessage; see modal-app/src/gallery/signinPanels.tsx;
// the required sign-in itself is Account's group's 'signin' panel), in both themes and at both
// widths. The fixture wallet declines every signature; the host never hands out its nonce.
const PANELS = ['signin-optional', 'signin-preparing', 'signin-close-refused'] as const

/** Opens the gallery and waits until each sign-in panel is in its state. */
async function openGallery(page: Page, host: string, theme: 'dark' | 'light', width: number) {
  await gotoGallery(page, host, 'signin', theme, width)
  await expect(page.getByTestId('gallery-signin-preparing').getByRole('status')).toHaveText(
    'Preparing the sign-in message…',
  )
  await expect(page.getByTestId('gallery-signin-close-refused').getByRole('alert')).toContainText(
    'Sign in to continue, or disconnect',
  )
  await galleryImagesReady(page)
}

test.describe('gallery: sign-in', () => {
  testPanelPictures(PANELS, openGallery)

  for (const theme of ['dark', 'light'] as const) {
    test(`behavior: two lines say who asks and what signing does; a declined signature offers Sign again, ${theme} theme`, async ({
      page,
      urls,
    }) => {
      await openGallery(page, urls.host, theme, GALLERY_WIDTHS.phone)
      const optional = page.getByTestId('gallery-signin-optional')
      await expect(optional).toContainText('app.example.com wants you to sign in')
      // The app's and the wallet's logos as a pair; the wallet named, or the account without one.
      await expect(
        optional.getByRole('img', { name: 'app.example.com and MetaMask' }),
      ).toBeVisible()
      await expect(
        page
          .getByTestId('gallery-signin-preparing')
          .getByRole('img', { name: 'app.example.com and your account' }),
      ).toBeVisible()
      await expect(optional).toContainText(
        'to prove it’s yours. It costs nothing and sends no transaction.',
      )
      // Optional: Cancel only closes, so nothing says it disconnects.
      await expect(optional).not.toContainText('Cancel disconnects you.')
      await expect(page.getByTestId('gallery-signin-close-refused')).toContainText(
        'Cancel disconnects you.',
      )
      await optional.getByRole('button', { name: 'Sign' }).click()
      await expect(optional.getByRole('alert')).toHaveText('Signature declined')
      await expect(optional.getByRole('button', { name: 'Sign again' })).toBeEnabled()
      await expect(optional).toHaveScreenshot(`signin-declined-${theme}.png`, GALLERY_TOLERANCE)
    })
  }
})
