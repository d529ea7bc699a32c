import { createNameRegistrationMessage } from '@airlock/shared-protocol'
import { nameLookupSchema } from '@airlock/shared-protocol/projectApi'
import { DEMO_EVM_ACCOUNTS, DEMO_EXCHANGE_DEPLOYER } from '@airlock/testkit/demo'
import { parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { sendFromAnvilAccount } from '../support/chain.ts'
import { connectDemoWallet, demoWalletPrompt, openDemoHost } from '../support/host.ts'
import { modalView } from '../support/modal.ts'
import { useChainStack } from '../support/stack.ts'
import { expect, test } from '../support/test.ts'

// Names end to end: the demo EVM wallet signs a registration in the host page, the reference API
// of `local-stack` verifies and keeps it, and the modal shows the name with the account, also
// after a reload (the name is looked up again by address), and Activity names a counterpart
// that holds one.

const EVM = 'Airlock Demo Wallet (EVM)'
const ACCOUNT = DEMO_EVM_ACCOUNTS[0].address
const OTHER = DEMO_EVM_ACCOUNTS[1].address
const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-5)}`
const short = shortAddress(ACCOUNT)

const stack = useChainStack()

async function connect(page: import('@playwright/test').Page): Promise<void> {
  const { dialog } = modalView(page)
  await connectDemoWallet(page, EVM)
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
}

/** Registers `name` for the second demo account straight through the API (someone else). */
async function registerAsOther(name: string): Promise<void> {
  const other = privateKeyToAccount(DEMO_EVM_ACCOUNTS[1].privateKey)
  const nonce = (await fetch(`${stack.endpoints.apiUrl}names/nonce?projectId=demo`)).json()
  const message = createNameRegistrationMessage({
    name,
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
}

test('behavior: a name someone else holds, a declined signature and a name taken meanwhile register nothing; a signed one names the account, also after a reload', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(60_000)
  await openDemoHost(page, stack.urls.host)
  const { dialog } = modalView(page)
  await connect(page)
  const name = dialog.locator('.al-account-name')
  await expect(name).toHaveText(short)

  // The second demo account took this name first: the search says so before anything is signed.
  await registerAsOther('taken-name.airlock')
  await dialog.getByRole('button', { name: 'Choose a name' }).click()
  await expect(dialog.getByRole('heading', { name: 'Choose Name' })).toBeVisible()
  const field = dialog.getByRole('searchbox', { name: 'Name' })
  const result = dialog.getByTestId('name-result')
  const register = dialog.getByRole('button', { name: 'Register' })
  await field.fill('taken-name')
  await expect(result).toHaveText('taken-name.airlockSomeone else holds this nameTaken')
  await expect(register).toBeDisabled()

  await field.fill('alice-demo')
  await expect(result).toHaveText('alice-demo.airlockFree to registerAvailable')
  await register.click()
  await demoWalletPrompt(page, EVM, 'Sign a message')
    .getByRole('button', { name: 'Reject' })
    .click()
  await expect(dialog.getByRole('alert')).toHaveText(
    'You declined to sign, so alice-demo.airlock was not registered.',
  )
  await expect(field).toHaveValue('alice-demo')
  const lookup = await fetch(`${stack.endpoints.apiUrl}names/alice-demo.airlock?projectId=demo`)
  expect(await lookup.json()).toEqual({ name: 'alice-demo.airlock', record: null })
  // The declined prompt must be gone first: the next one comes after a nonce round trip, and
  // Approve must reach that one, not the closing one.
  await expect(demoWalletPrompt(page, EVM, 'Sign a message')).toHaveCount(0)

  // Free when looked up, taken before the signature reached the API: the API's reason shows,
  // the name stays, and the search looks it up again.
  await field.fill('race-name')
  await expect(result).toContainText('Available')
  await registerAsOther('race-name.airlock')
  await register.click()
  await demoWalletPrompt(page, EVM, 'Sign a message')
    .getByRole('button', { name: 'Approve' })
    .click()
  await expect(dialog.getByRole('alert')).toHaveText('race-name.airlock is already taken.')
  await expect(field).toHaveValue('race-name')
  await expect(result).toContainText('Taken')
  await expect(demoWalletPrompt(page, EVM, 'Sign a message')).toHaveCount(0)

  await field.fill('alice-demo')
  await expect(result).toContainText('Available')
  await register.click()
  await demoWalletPrompt(page, EVM, 'Sign a message')
    .getByRole('button', { name: 'Approve' })
    .click()
  await expect(dialog.getByRole('heading', { name: 'Name Registered' })).toBeVisible()
  await expect(dialog).toContainText('alice-demo.airlock is now the name of this account.')
  // The API holds it for the address the wallet signed with.
  const { record } = nameLookupSchema.parse(
    await (await fetch(`${stack.endpoints.apiUrl}names/alice-demo.airlock?projectId=demo`)).json(),
  )
  expect(Object.values(record?.addresses ?? {}).map(({ address }) => address)).toEqual([ACCOUNT])

  await dialog.getByRole('button', { name: 'Back to account' }).click()
  await expect(name).toHaveText(`alice-demo.airlock ${short}`)
  await expect(dialog.getByRole('button', { name: 'Choose a name' })).toHaveCount(0)

  // After a reload the wallet reconnects silently and the name is looked up by address.
  await openDemoHost(page, stack.urls.host)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  await expect(name).toHaveText(`alice-demo.airlock ${short}`)

  // A payment to the second demo account: Activity names the recipient by its newest name
  // (race-name came after taken-name), its address behind it; the stack's own transfers to and
  // from accounts without a name (the exchange's deployer, the mint's zero address) keep their
  // short addresses.
  await sendFromAnvilAccount(stack.rpcUrl('eip155:31337'), {
    from: ACCOUNT,
    to: OTHER,
    value: parseEther('0.1'),
  })
  await dialog.getByRole('tab', { name: 'Activity' }).click()
  const rows = dialog.getByRole('tabpanel', { name: 'Activity' }).getByRole('listitem')
  const counterparts = rows.locator('.al-list-row-text .al-list-row-sub')
  await expect(rows).toHaveCount(4)
  await expect(rows.nth(0)).toContainText('Sentto race-name.airlock−0.100 ETH')
  await expect(rows.nth(0).getByTitle(OTHER)).toHaveText('race-name.airlock')
  await expect(rows.nth(2)).toContainText('Sentto race-name.airlock−10,000.000 ADT')
  await expect(counterparts).toHaveText([
    'to race-name.airlock',
    `to ${shortAddress(DEMO_EXCHANGE_DEPLOYER.address)}`,
    'to race-name.airlock',
    `from ${shortAddress('0x0000000000000000000000000000000000000000')}`,
  ])
  // The browser logs the refused registration (409) itself; a free name is a 200 answer, so its
  // lookups log nothing (regression: each was a 404, a red console line); nothing else went wrong.
  expect(consoleErrors).toEqual([
    expect.stringMatching(/\/v1\/names\?projectId=demo: .* status of 409 \(Conflict\)$/),
  ])
})
