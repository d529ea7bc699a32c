import { createNameRegistrationMessage } from '@airlock/shared-protocol'
import { DEMO_EVM_ACCOUNTS } from '@airlock/testkit/demo'
import { privateKeyToAccount } from 'viem/accounts'
import { connectDemoWallet, demoWalletPrompt, openDemoHost } from '../support/host.ts'
import { modalView } from '../support/modal.ts'
import { useChainStack } from '../support/stack.ts'
import { expect, test } from '../support/test.ts'

// Names end to end: the demo EVM wallet signs a registration in the host page, the reference API
// of `local-stack` verifies and keeps it, and the modal shows the name with the account, also
// after a reload (the name is looked up again by address).

const EVM = 'Airlock Demo Wallet (EVM)'
const ACCOUNT = DEMO_EVM_ACCOUNTS[0].address
const short = `${ACCOUNT.slice(0, 6)}…${ACCOUNT.slice(-5)}`

const stack = useChainStack()

async function connect(page: import('@playwright/test').Page): Promise<void> {
  const { dialog } = modalView(page)
  await connectDemoWallet(page, EVM)
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
}

async function register(page: import('@playwright/test').Page, label: string): Promise<void> {
  const { dialog } = modalView(page)
  await dialog.getByRole('button', { name: 'Choose a name' }).click()
  await expect(dialog.getByRole('heading', { name: 'Choose Name' })).toBeVisible()
  await dialog.getByLabel('Name').fill(label)
  await expect(dialog.getByText(`Your account will be named ${label}.airlock.`)).toBeVisible()
  await dialog.getByRole('button', { name: 'Register' }).click()
}

test('behavior: a name someone else holds and a declined signature register nothing; a signed one names the account, also after a reload', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(60_000)
  await openDemoHost(page, stack.urls.host)
  const { dialog } = modalView(page)
  await connect(page)
  const name = dialog.locator('.al-account-name')
  await expect(name).toHaveText(short)

  // The second demo account took this name first, straight through the API.
  const other = privateKeyToAccount(DEMO_EVM_ACCOUNTS[1].privateKey)
  const nonce = (await fetch(`${stack.endpoints.apiUrl}names/nonce?projectId=demo`)).json()
  const message = createNameRegistrationMessage({
    name: 'taken-name.airlock',
    attributes: {},
    coinType: 0x80000000 + 31337,
    projectId: 'demo',
    nonce: ((await nonce) as { nonce: string }).nonce,
  })
  const taken = await fetch(`${stack.endpoints.apiUrl}names?projectId=demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      coinType: 0x80000000 + 31337,
      address: other.address,
      signature: await other.signMessage({ message }),
      message,
    }),
  })
  expect(taken.status).toBe(201)
  await register(page, 'taken-name')
  await demoWalletPrompt(page, EVM, 'Sign a message')
    .getByRole('button', { name: 'Approve' })
    .click()
  await expect(dialog.getByRole('alert')).toHaveText('taken-name.airlock is already taken.')
  await expect(dialog.getByLabel('Name')).toHaveValue('taken-name')

  await dialog.getByLabel('Name').fill('alice-demo')
  await expect(demoWalletPrompt(page, EVM, 'Sign a message')).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Register' }).click()
  await demoWalletPrompt(page, EVM, 'Sign a message')
    .getByRole('button', { name: 'Reject' })
    .click()
  await expect(dialog.getByRole('alert')).toHaveText(
    'You declined to sign, so alice-demo.airlock was not registered.',
  )
  const lookup = await fetch(`${stack.endpoints.apiUrl}names/alice-demo.airlock?projectId=demo`)
  expect(lookup.status).toBe(404)
  // The declined prompt must be gone first: the next one comes after a nonce round trip, and
  // Approve must reach that one, not the closing one.
  await expect(demoWalletPrompt(page, EVM, 'Sign a message')).toHaveCount(0)

  await dialog.getByRole('button', { name: 'Register' }).click()
  await demoWalletPrompt(page, EVM, 'Sign a message')
    .getByRole('button', { name: 'Approve' })
    .click()
  await expect(dialog.getByRole('heading', { name: 'Name Registered' })).toBeVisible()
  await expect(dialog).toContainText('alice-demo.airlock is now the name of this account.')
  // The API holds it for the address the wallet signed with.
  const record = (await (
    await fetch(`${stack.endpoints.apiUrl}names/alice-demo.airlock?projectId=demo`)
  ).json()) as { addresses: Record<string, { address: string }> }
  expect(Object.values(record.addresses).map(({ address }) => address)).toEqual([ACCOUNT])

  await dialog.getByRole('button', { name: 'Back to account' }).click()
  await expect(name).toHaveText(`alice-demo.airlock ${short}`)
  await expect(dialog.getByRole('button', { name: 'Choose a name' })).toHaveCount(0)

  // After a reload the wallet reconnects silently and the name is looked up by address.
  await openDemoHost(page, stack.urls.host)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  await expect(name).toHaveText(`alice-demo.airlock ${short}`)
  // The browser logs the refused registration (409) itself; nothing else went wrong.
  expect(consoleErrors).toEqual([
    expect.stringMatching(/\/v1\/names\?projectId=demo: .* status of 409 \(Conflict\)$/),
  ])
})
