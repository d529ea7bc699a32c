import { DEMO_EVM_ACCOUNTS } from '@airlock/testkit/demo'
import type { VueDappWindow } from '../pages/vue-app.ts'
import { bundlePageScript } from '../support/bundle.ts'
import { demoWalletPrompt, escapeRegExp, openDemoHost } from '../support/host.ts'
import { modalView } from '../support/modal.ts'
import { useChainStack } from '../support/stack.ts'
import { expect, test } from '../support/test.ts'

// A Vue 3 app (e2e/pages/vue-app.ts, Vue's esm-bundler build compiling its template in the
// browser) on the demo host page, with @airlock/host-sdk/vue's composables over the page's modal:
// it connects the demo EVM wallet, shows the account and network, and disconnects.

const EVM = 'Airlock Demo Wallet (EVM)'
const ADDRESS = DEMO_EVM_ACCOUNTS[0].address

const stack = useChainStack()
let bundle: string

test.beforeAll(async () => {
  bundle = await bundlePageScript('vue-app.ts', {
    alias: { vue: 'vue/dist/vue.esm-bundler.js' },
    define: {
      __VUE_OPTIONS_API__: 'true',
      __VUE_PROD_DEVTOOLS__: 'false',
      __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
    },
  })
})

test('default: the Vue composables follow a connect and a disconnect', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(60_000)
  await openDemoHost(page, stack.urls.host)
  await page.addScriptTag({ content: bundle })
  const vue = page.getByRole('region', { name: 'Vue dapp' })
  await expect(vue.getByTestId('vue-status')).toHaveText('disconnected')
  await expect(vue.getByTestId('vue-address')).toHaveText('none')

  await vue.getByRole('button', { name: 'Vue connect' }).click()
  await expect(vue.getByTestId('vue-open')).toHaveText('open')
  const { dialog } = modalView(page)
  await dialog.getByRole('button', { name: new RegExp(escapeRegExp(EVM)) }).click()
  await demoWalletPrompt(page, EVM, 'Connect to this site')
    .getByRole('button', { name: 'Approve' })
    .click()

  await expect(vue.getByTestId('vue-address')).toHaveText(ADDRESS, { timeout: 15_000 })
  await expect(vue.getByTestId('vue-status')).toHaveText('connected')
  await expect(vue.getByTestId('vue-network')).toHaveText(/^eip155:31337 \S/)

  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible({ timeout: 15_000 })
  await page.keyboard.press('Escape')
  await expect(vue.getByTestId('vue-open')).toHaveText('closed')
  await vue.getByRole('button', { name: 'Vue disconnect' }).click()
  await expect(vue.getByTestId('vue-address')).toHaveText('none', { timeout: 15_000 })
  await expect(vue.getByTestId('vue-status')).toHaveText('disconnected')

  // Unmounting stops the composables' subscriptions: a later state change reaches no listener of
  // the app (an update of an unmounted component would warn or throw).
  await page.evaluate(() => (window as unknown as VueDappWindow).vueDapp.unmount())
  await expect(vue).toHaveCount(0)
  expect(consoleErrors).toEqual([])
})
