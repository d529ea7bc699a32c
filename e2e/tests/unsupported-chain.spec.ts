import { DEMO_EVM_ACCOUNTS } from '@airlock/testkit/demo'
import { addUnconfiguredChain } from '../support/chain.ts'
import {
  connectDemoWallet,
  demoHostState,
  demoWalletPrompt,
  escapeRegExp,
  openDemoHost,
} from '../support/host.ts'
import { modalView } from '../support/modal.ts'
import { useChainStack } from '../support/stack.ts'
import { expect, test } from '../support/test.ts'

// Wrong network: the EVM demo wallet moves to a chain the project does not configure (through
// its own API, as a visitor switching in the wallet would), and the modal's UnsupportedChain is
// not a dead end: besides the supported networks it offers Disconnect, which lets the wallet go
// as Account's Disconnect does.

const EVM = 'Airlock Demo Wallet (EVM)'

const stack = useChainStack()

test('behavior: on a network the app does not support, Disconnect lets the wallet go and shows Connect', async ({
  page,
  consoleErrors,
}) => {
  await openDemoHost(page, stack.urls.host)
  const { dialog } = modalView(page)
  await connectDemoWallet(page, EVM)
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  expect(await demoHostState(page)).toMatchObject({
    status: 'connected',
    address: DEMO_EVM_ACCOUNTS[0].address,
  })

  const added = addUnconfiguredChain(page)
  await demoWalletPrompt(page, EVM, 'Add a network')
    .getByRole('button', { name: 'Approve' })
    .click()
  await added
  await expect(dialog.getByRole('heading', { name: 'Unsupported Network' })).toBeVisible()
  await expect(dialog).toContainText('Switch to one below, or disconnect.')
  await expect(dialog.getByRole('button', { name: /^Anvil Local\b(?! 2)/ })).toBeVisible()

  await dialog.getByRole('button', { name: 'Disconnect' }).click()
  await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
  await expect.poll(async () => (await demoHostState(page)).status).toBe('disconnected')
  await expect(dialog.getByRole('button', { name: new RegExp(escapeRegExp(EVM)) })).toContainText(
    'Recent',
  )
  expect(consoleErrors).toEqual([])
})
