import {
  DEMO_EVM_ACCOUNTS,
  DEMO_EXCHANGE_DEPLOYER,
  DEMO_TOKEN_ADDRESS,
} from '@airlock/testkit/demo'
import { encodeFunctionData, erc20Abi, type Hex, parseEther } from 'viem'
import { sendFromAnvilAccount } from '../support/chain.ts'
import { connectDemoWallet, openDemoHost } from '../support/host.ts'
import { modalView } from '../support/modal.ts'
import { useChainStack } from '../support/stack.ts'
import { expect, test } from '../support/test.ts'

// Activity end to end: transactions made on the local chain, indexed by the reference API of
// `local-stack`, listed by the modal for the connected demo wallet.

const EVM = 'Airlock Demo Wallet (EVM)'
const ACCOUNT = DEMO_EVM_ACCOUNTS[0].address
const OTHER = DEMO_EVM_ACCOUNTS[1].address
const ANVIL_1 = 'eip155:31337'
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-5)}`

/**
 * An Activity row's text: what it was, from or to whom, the signed amount, then its status and
 * the time it was mined (which the test does not pin).
 */
const row = (label: 'Sent' | 'Received', counterparty: string, amount: string) => {
  const text = `${label}${label === 'Sent' ? 'to' : 'from'} ${counterparty}${label === 'Sent' ? '−' : '+'}${amount}Confirmed · `
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\w`)
}

const stack = useChainStack()

const send = (from: string, to: string, value: bigint, data?: Hex): Promise<void> =>
  sendFromAnvilAccount(stack.rpcUrl(ANVIL_1), { from, to, value, ...(data ? { data } : {}) })

test('behavior: Account → Activity lists what the chain holds for the account, newest first, and loads more', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000)
  // 20 small payments fill the first page; the three that matter come last, so they are newest.
  for (let payment = 1; payment <= 20; payment += 1) {
    await send(ACCOUNT, OTHER, BigInt(payment) * 10n ** 15n)
  }
  await send(OTHER, ACCOUNT, parseEther('0.5'))
  await send(
    ACCOUNT,
    DEMO_TOKEN_ADDRESS,
    0n,
    encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [OTHER, parseEther('3')] }),
  )
  await send(ACCOUNT, OTHER, parseEther('1.25'))

  await openDemoHost(page, stack.urls.host)
  const { dialog } = modalView(page)
  await connectDemoWallet(page, EVM)
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  await dialog.getByRole('tab', { name: 'Activity' }).click()

  const rows = dialog.getByRole('tabpanel', { name: 'Activity' }).getByRole('listitem')
  await expect(rows).toHaveCount(20)
  await expect(rows.nth(0)).toHaveText(row('Sent', short(OTHER), '1.250 ETH'))
  await expect(rows.nth(1)).toHaveText(row('Sent', short(OTHER), '3.000 ADT'))
  await expect(rows.nth(2)).toHaveText(row('Received', short(OTHER), '0.500 ETH'))
  await expect(rows.nth(19)).toHaveText(row('Sent', short(OTHER), '0.004 ETH'))

  await dialog.getByRole('button', { name: 'Load more' }).click()
  // The oldest: this file's first payment, then the stack's own setup (deploying the demo token
  // minted 1,000,000 ADT to the account, which gave 10,000 to the second demo account and
  // 710,000 to the demo exchange's pools).
  await expect(rows).toHaveCount(26)
  await expect(rows.nth(22)).toHaveText(row('Sent', short(OTHER), '0.001 ETH'))
  await expect(rows.nth(23)).toHaveText(
    row('Sent', short(DEMO_EXCHANGE_DEPLOYER.address), '710,000.000 ADT'),
  )
  await expect(rows.nth(24)).toHaveText(row('Sent', short(OTHER), '10,000.000 ADT'))
  await expect(rows.nth(25)).toHaveText(
    row('Received', short('0x0000000000000000000000000000000000000000'), '1,000,000.000 ADT'),
  )
  await expect(dialog.getByRole('button', { name: 'Load more' })).toHaveCount(0)
  expect(consoleErrors).toEqual([])
})
