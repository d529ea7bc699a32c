import type { AirlockModal } from '@airlock/host-sdk'
import { DEMO_EVM_ACCOUNTS } from '@airlock/testkit/demo'
import { parseEther } from 'viem'
import { readWeiBalance } from '../support/chain.ts'
import { connectDemoWallet, openDemoHost } from '../support/host.ts'
import { modalView } from '../support/modal.ts'
import { useChainStack } from '../support/stack.ts'
import { expect, test } from '../support/test.ts'

// Buy end to end: the modal quotes through the reference API, the host opens the demo on-ramp's
// checkout in a new tab, paying there sends test ETH on the local chain, and the modal sees it
// arrive.

const EVM = 'Airlock Demo Wallet (EVM)'
const ACCOUNT = DEMO_EVM_ACCOUNTS[0].address
const ANVIL_1 = 'eip155:31337'

const stack = useChainStack()

function weiOf(address: string): Promise<bigint> {
  return readWeiBalance(stack.rpcUrl(ANVIL_1), address)
}

test('behavior: Buy → 25 USD quotes 0.01 ETH → the checkout tab pays → the ETH arrives and the modal says so', async ({
  page,
  context,
  consoleErrors,
}) => {
  test.setTimeout(60_000)
  await openDemoHost(page, stack.urls.host)
  const { dialog } = modalView(page)
  await connectDemoWallet(page, EVM)
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Buy', exact: true }).click()
  await expect(dialog.getByRole('heading', { name: 'Buy Crypto' })).toBeVisible()

  // The one provider that delivers on this network is chosen already.
  await expect(dialog.getByRole('button', { name: /^Airlock Demo On-ramp/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await dialog.getByLabel('You pay (USD)').fill('25')
  await expect(dialog.getByText('You get ≈ 0.01 ETH')).toBeVisible()
  const before = await weiOf(ACCOUNT)

  const checkoutOpened = context.waitForEvent('page')
  await dialog.getByRole('button', { name: 'Continue to Airlock Demo On-ramp' }).click()
  const checkout = await checkoutOpened
  await expect(checkout.getByText(/test funds/i).first()).toBeVisible()
  await expect(checkout.getByText(/25\.00 USD/).first()).toBeVisible()
  await expect(dialog.getByText('Finish in Airlock Demo On-ramp')).toBeVisible()
  await checkout.getByRole('button', { name: 'Pay' }).click()
  await expect(checkout.getByText(/0\.01 ETH sent to/)).toBeVisible()
  const hash = /transaction (0x[0-9a-f]{64})/.exec(
    (await checkout.locator('main').textContent()) ?? '',
  )?.[1]
  expect(hash).toBeDefined()

  expect((await weiOf(ACCOUNT)) - before).toBe(parseEther('0.01'))
  await expect(dialog.getByText('Your ETH arrived')).toBeVisible({ timeout: 15_000 })

  // Regression: Back to the checkout is the same quote, already paid; nothing is sent again.
  await checkout.goBack()
  await expect(checkout.getByRole('heading', { name: 'Already paid' })).toBeVisible()
  await expect(checkout.getByText(`(transaction ${hash}). Nothing was sent again.`)).toBeVisible()
  await expect(checkout.getByRole('button', { name: 'Pay' })).toHaveCount(0)
  expect((await weiOf(ACCOUNT)) - before).toBe(parseEther('0.01'))
  expect(consoleErrors).toEqual([])
})

test('behavior: regression, Buy on Solana: no on-ramp provider delivers there, so Account offers no Buy and OnRamp says so', async ({
  page,
  consoleErrors,
}) => {
  await openDemoHost(page, stack.urls.host)
  const { dialog } = modalView(page)
  // Account decides on Buy from the project API's on-ramp options: wait until they arrived.
  const options = page.waitForResponse(
    (response) => response.url().includes('/v1/onramp/options') && response.ok(),
  )
  await connectDemoWallet(page, 'Airlock Demo Wallet (Solana)')
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  await options
  const actions = dialog.getByRole('list', { name: 'Wallet actions' })
  await expect(actions).toHaveText(/^ReceiveSend$/)

  // Reached anyway (the host may open any view): it says buying is not available here.
  const open = (view: 'OnRamp' | 'Account') =>
    page.evaluate(
      (name) =>
        (window as unknown as { airlockModal: Pick<AirlockModal, 'open'> }).airlockModal.open({
          view: name,
        }),
      view,
    )
  await open('OnRamp')
  await expect(dialog.getByRole('heading', { name: 'Buy Crypto' })).toBeVisible()
  await expect(dialog.getByText('Buying crypto is not available on Solana Local')).toBeVisible()
  await expect(dialog.getByRole('button', { name: /Continue|Choose a provider/ })).toHaveCount(0)
  // The options are surely known by now: Account still offers no Buy.
  await open('Account')
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  await expect(actions).toHaveText(/^ReceiveSend$/)
  expect(consoleErrors).toEqual([])
})
