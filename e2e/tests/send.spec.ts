import {
  DEMO_EVM_ACCOUNTS,
  DEMO_EXCHANGE,
  DEMO_SOLANA_ACCOUNTS,
  DEMO_SPL_MINT,
  DEMO_TOKEN_ADDRESS,
} from '@airlock/testkit/demo'
import type { Page } from '@playwright/test'
import { generateKeyPairSigner } from '@solana/kit'
import { formatEther, formatUnits, type Hex, parseEther } from 'viem'
import {
  floorToThreeDecimals,
  jsonRpc,
  readDemoTokenBalance,
  readWeiBalance,
} from '../support/chain.ts'
import {
  clickWhenPainted,
  connectDemoWallet,
  demoHostState,
  demoWalletPrompt,
  openDemoHost,
} from '../support/host.ts'
import { modalView, waitForFocusInDialog } from '../support/modal.ts'
import { useChainStack } from '../support/stack.ts'
import { expect, test } from '../support/test.ts'

// Send end to end: the demo host page with its demo wallets (their approve / reject prompts are in
// the HOST page), the modal in its iframe, and real local chains started for this file. Every
// amount is checked on the chain itself, not only in the modal.

const EVM = 'Airlock Demo Wallet (EVM)'
const SOLANA = 'Airlock Demo Wallet (Solana)'
const SENDER = DEMO_EVM_ACCOUNTS[0].address
const RECEIVER = DEMO_EVM_ACCOUNTS[1].address
const SOLANA_RECEIVER = DEMO_SOLANA_ACCOUNTS[1].address
const ANVIL_1 = 'eip155:31337'
const SOLANA_LOCAL = 'solana:J8gmQyY2uH9RgiCs2FZPcUuZwM67dvMZ'

const stack = useChainStack()

function weiOf(address: string): Promise<bigint> {
  return readWeiBalance(stack.rpcUrl(ANVIL_1), address)
}

/** The demo ERC20 (ADT) held by `address`, in its smallest unit. */
function adtOf(address: string): Promise<bigint> {
  return readDemoTokenBalance(stack.rpcUrl(ANVIL_1), address)
}

/** The demo SPL token (ADUSD) `owner` holds over its token accounts, in its smallest unit. */
async function adusdOf(owner: string): Promise<bigint> {
  const { value } = await jsonRpc<{
    value: Array<{ account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }>
  }>(stack.rpcUrl(SOLANA_LOCAL), 'getTokenAccountsByOwner', [
    owner,
    { mint: DEMO_SPL_MINT.address },
    { encoding: 'jsonParsed' },
  ])
  return value.reduce(
    (sum, { account }) => sum + BigInt(account.data.parsed.info.tokenAmount.amount),
    0n,
  )
}

async function lamportsOf(address: string): Promise<bigint> {
  const { value } = await jsonRpc<{ value: number }>(stack.rpcUrl(SOLANA_LOCAL), 'getBalance', [
    address,
  ])
  return BigInt(value)
}

/** Opens the demo page, connects a demo wallet (approving in the host) and opens Send. */
async function connectAndOpenSend(page: Page, wallet: string): Promise<void> {
  await openDemoHost(page, stack.urls.host)
  const { dialog } = modalView(page)
  await connectDemoWallet(page, wallet)
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  // The demo's on-ramp delivers and its exchange swaps on the EVM chains only, so on Solana
  // there is no Buy and no Swap.
  await expect(dialog.getByRole('list', { name: 'Wallet actions' })).toHaveText(
    wallet === SOLANA ? /^ReceiveSend$/ : /^BuySwapReceiveSend$/,
  )
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(dialog.getByRole('heading', { name: 'Send' })).toBeVisible()
}

/**
 * Fills the Send form (the token from the picker once its balance is listed), reviews the order
 * (its network fee estimated) and sends it.
 */
async function fillAndSend(page: Page, token: RegExp, amount: string, to: string): Promise<void> {
  const { dialog } = modalView(page)
  await dialog.getByRole('button', { name: /^Token: / }).click()
  const row = dialog.getByRole('button', { name: token })
  await expect(row).toHaveCount(1)
  await expect(row).toHaveAccessibleName(/, balance /)
  await row.click()
  // The picker closed on the form, with the token chosen.
  await expect(dialog.getByRole('button', { name: /^Token: / })).toBeVisible()
  await dialog.getByLabel('Amount').fill(amount)
  await dialog.getByLabel('To', { exact: true }).fill(to)
  await dialog.getByRole('button', { name: 'Review' }).click()
  // The fee as the network estimates it, or Unavailable when its RPC is too slow to answer (the
  // machine may be loaded): either way the review has settled and Send may go on.
  await expect(dialog.getByTestId('network-fee')).toHaveText(/^(≈ [\d.]+ (ETH|SOL)|Unavailable)/, {
    timeout: 15_000,
  })
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(
    dialog.getByRole('status').filter({ hasText: 'Confirm in your wallet' }),
  ).toBeVisible()
}

/** Approves in the Solana demo wallet, then waits for Send's receipt of `label` and its signature. */
async function approveSolanaSend(page: Page, label: string): Promise<void> {
  const { dialog } = modalView(page)
  await clickWhenPainted(
    page,
    demoWalletPrompt(page, SOLANA, 'Sign and send').getByRole('button', { name: 'Approve' }),
  )
  await expect(dialog.getByText(`Sent ${label}`)).toBeVisible()
  await expect(dialog.getByTestId('send-hash')).toHaveAttribute(
    'data-hash',
    /^[1-9A-HJ-NP-Za-km-z]{64,88}$/,
  )
}

test.describe('send', () => {
  test('default: 1 ETH to the second demo account, approved in the wallet, lands on the chain', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(60_000)
    await connectAndOpenSend(page, EVM)
    const { dialog } = modalView(page)
    const before = await weiOf(RECEIVER)
    await fillAndSend(page, /^ETH /, '1', RECEIVER)
    await clickWhenPainted(
      page,
      demoWalletPrompt(page, EVM, 'Send a transaction').getByRole('button', { name: 'Approve' }),
    )
    await expect(dialog.getByText('Sent 1 ETH')).toBeVisible()
    const hash = (await dialog.getByTestId('send-hash').getAttribute('data-hash')) ?? ''
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    // The receipt shows as soon as the wallet answers with the hash; anvil mines just after, and
    // the receipt follows the chain to Confirmed. Only then is the block there to read.
    await expect(dialog.getByText('Confirmed', { exact: true })).toBeVisible({ timeout: 15_000 })
    const receipt = await jsonRpc<{ status: Hex; to: string }>(
      stack.rpcUrl(ANVIL_1),
      'eth_getTransactionReceipt',
      [hash],
    )
    expect(receipt.status).toBe('0x1')
    expect((await weiOf(RECEIVER)) - before).toBe(parseEther('1'))

    // The balances were read again once it confirmed: a new send starts from an empty form and
    // the sender's new balance (1 ETH and the gas less).
    await dialog.getByRole('button', { name: 'Send another' }).click()
    await expect(dialog.getByLabel('Amount')).toHaveValue('')
    // Paste works inside the host's frame (it delegates clipboard-read) once the visitor allows it.
    for (const url of [stack.urls.host, stack.urls.modal]) {
      await page
        .context()
        .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url).origin })
    }
    await page.evaluate((text) => navigator.clipboard.writeText(text), ` ${RECEIVER}\n`)
    await dialog.getByRole('button', { name: 'Paste' }).click()
    await expect(dialog.getByLabel('To', { exact: true })).toHaveValue(RECEIVER)
    const sender = `${floorToThreeDecimals(formatEther(await weiOf(SENDER)))}`
    await expect(dialog.getByText(`Balance ${sender} ETH`)).toBeVisible()
    await dialog.getByRole('button', { name: 'Back' }).click()
    await expect(dialog.getByTestId('account-balance')).toHaveText(`${sender} ETH`)
    expect(consoleErrors).toEqual([])
  })

  test('behavior: 2.5 ADT (ERC20) moves on the token contract and the modal returns to Account', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await connectAndOpenSend(page, EVM)
    const { dialog } = modalView(page)
    const before = await adtOf(RECEIVER)
    await fillAndSend(page, /^ADT /, '2.5', RECEIVER)
    await clickWhenPainted(
      page,
      demoWalletPrompt(page, EVM, 'Send a transaction').getByRole('button', { name: 'Approve' }),
    )
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
    // Account is back with the wallet's hash, which can come a moment before anvil mines it.
    await expect.poll(async () => (await adtOf(RECEIVER)) - before).toBe(parseEther('2.5'))
    const left = floorToThreeDecimals(formatUnits(await adtOf(SENDER), 18))
    await expect(dialog.getByRole('list', { name: 'Tokens' })).toContainText(
      `Airlock Demo Token${left} ADT`,
    )
  })

  test('error: ADT to the ADT contract is refused before Review; ADT to a deployed contract is warned and sent once acknowledged', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await connectAndOpenSend(page, EVM)
    const { dialog } = modalView(page)
    await dialog.getByRole('button', { name: /^Token: / }).click()
    const row = dialog.getByRole('button', { name: /^ADT / })
    await expect(row).toHaveAccessibleName(/, balance /)
    await row.click()
    await dialog.getByLabel('Amount').fill('1')
    const to = dialog.getByLabel('To', { exact: true })
    const review = dialog.getByRole('button', { name: 'Review' })

    // The token's own contract: a sure loss, so Review is disabled with the reason.
    await to.fill(DEMO_TOKEN_ADDRESS)
    await expect(dialog.getByRole('alert')).toHaveText(
      'This address is the ADT token’s own contract: ADT sent to it is lost for good. Enter the recipient’s address.',
    )
    await expect(review).toBeDisabled()
    await expect(to).toHaveAttribute('aria-invalid', 'true')

    // The exchange's router has code (read from the chain): warned on the form and at the review.
    const router = DEMO_EXCHANGE.router
    const before = await readDemoTokenBalance(stack.rpcUrl(ANVIL_1), router)
    await to.fill(router)
    await expect(
      dialog.getByRole('status').filter({ hasText: 'This address is a contract' }),
    ).toHaveText('This address is a contract: check that it can receive ADT.')
    await review.click()
    await expect(dialog.getByTestId('send-contract-warning')).toContainText(
      'The recipient is a contract',
    )
    const send = dialog.getByRole('button', { name: 'Send', exact: true })
    await expect(send).toBeDisabled()
    await dialog.getByRole('checkbox', { name: 'I know this contract can receive ADT' }).check()
    await send.click()
    await clickWhenPainted(
      page,
      demoWalletPrompt(page, EVM, 'Send a transaction').getByRole('button', { name: 'Approve' }),
    )
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
    await expect
      .poll(async () => (await readDemoTokenBalance(stack.rpcUrl(ANVIL_1), router)) - before)
      .toBe(parseEther('1'))
  })

  test('error: rejected in the wallet says "Transaction declined" and nothing moves', async ({
    page,
  }) => {
    await connectAndOpenSend(page, EVM)
    const { dialog } = modalView(page)
    const before = await weiOf(RECEIVER)
    await fillAndSend(page, /^ETH /, '1', RECEIVER)
    await clickWhenPainted(
      page,
      demoWalletPrompt(page, EVM, 'Send a transaction').getByRole('button', { name: 'Reject' }),
    )
    await expect(dialog.getByRole('alert')).toHaveText('Transaction declined')
    await dialog.getByRole('button', { name: 'Edit' }).click()
    await expect(dialog.getByLabel('Amount')).toHaveValue('1')
    expect(await weiOf(RECEIVER)).toBe(before)
  })

  test('behavior: 0.5 SOL from the Solana demo wallet lands on the chain', async ({ page }) => {
    test.setTimeout(60_000)
    await connectAndOpenSend(page, SOLANA)
    const before = await lamportsOf(SOLANA_RECEIVER)
    await fillAndSend(page, /^SOL /, '0.5', SOLANA_RECEIVER)
    await approveSolanaSend(page, '0.5 SOL')
    await expect.poll(async () => (await lamportsOf(SOLANA_RECEIVER)) - before).toBe(500_000_000n)
  })

  test('behavior: 2.5 ADUSD (SPL) from the Solana demo wallet reaches an address that had no token account; the receipt shows', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    // A new key: it holds nothing, so the transfer creates its token account.
    const { address: receiver } = await generateKeyPairSigner()
    await connectAndOpenSend(page, SOLANA)
    const sent = await adusdOf(DEMO_SOLANA_ACCOUNTS[0].address)
    expect(await adusdOf(receiver)).toBe(0n)
    await fillAndSend(page, /^ADUSD /, '2.5', receiver)
    await approveSolanaSend(page, '2.5 ADUSD')
    await expect.poll(() => adusdOf(receiver)).toBe(2_500_000n)
    const left = await adusdOf(DEMO_SOLANA_ACCOUNTS[0].address)
    expect(sent - left).toBe(2_500_000n)
    // Once confirmed, the token balances were read again: Account lists what is left (they
    // stayed stale until a network switch before).
    const { dialog } = modalView(page)
    await dialog.getByRole('button', { name: 'Back' }).click()
    await expect(dialog.getByRole('list', { name: 'Tokens' })).toContainText(
      `${floorToThreeDecimals(formatUnits(left, 6))} ADUSD`,
    )
  })

  test('behavior: token balances follow every confirmed send: three ADT sends in a row, each in the Tokens list', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await connectAndOpenSend(page, EVM)
    const { dialog } = modalView(page)
    for (const amount of ['1.25', '0.5', '2']) {
      const before = await adtOf(SENDER)
      await fillAndSend(page, /^ADT /, amount, RECEIVER)
      await clickWhenPainted(
        page,
        demoWalletPrompt(page, EVM, 'Send a transaction').getByRole('button', { name: 'Approve' }),
      )
      await expect.poll(async () => before - (await adtOf(SENDER))).toBe(parseEther(amount))
      const left = floorToThreeDecimals(formatUnits(await adtOf(SENDER), 18))
      // Account, opened afresh, from the same modal (the same balance books). As a visitor does:
      // back on Account after the send, Escape with the focus in the dialog, the button clicked
      // once the closed modal no longer covers it (see clickWhenPainted).
      await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
      await waitForFocusInDialog(page)
      await page.keyboard.press('Escape')
      await expect.poll(async () => (await demoHostState(page)).open).toBe(false)
      await clickWhenPainted(page, page.getByRole('button', { name: 'Connect Wallet' }))
      await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
      await expect(dialog.getByRole('list', { name: 'Tokens' })).toContainText(
        `Airlock Demo Token${left} ADT`,
      )
      await dialog.getByRole('button', { name: 'Send', exact: true }).click()
      await expect(dialog.getByRole('heading', { name: 'Send' })).toBeVisible()
    }
  })

  test('error: a dead chain RPC: the balance is "—" with Retry, never 0.000; Send names the network before the wallet is asked', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const rpc = new URL(stack.rpcUrl(ANVIL_1))
    let dead = false
    // The chain's RPC, and the project API's balances of it, stop answering: the node is down.
    await page.route(
      (url) =>
        url.host === rpc.host ||
        (url.pathname.endsWith('/balance') && url.searchParams.get('chainId') === ANVIL_1),
      (route) => (dead ? route.abort('connectionrefused') : route.fallback()),
    )
    await openDemoHost(page, stack.urls.host)
    const { dialog } = modalView(page)
    await connectDemoWallet(page, EVM)
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
    dead = true
    // A fresh modal (no cached balances) reconnects to the wallet and reads the dead chain.
    await page.reload()
    await expect.poll(async () => (await demoHostState(page)).status).toBe('connected')
    await clickWhenPainted(page, page.getByRole('button', { name: 'Connect Wallet' }))
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
    const balance = dialog.getByTestId('account-balance')
    await expect(balance).toHaveText('—')
    await expect(balance).not.toContainText('0.000')
    await expect(dialog.getByRole('button', { name: 'Retry' }).first()).toBeVisible()

    // Send stops before the wallet: greyed out, the network named as the reason; no prompt.
    const sendAction = dialog.getByRole('button', { name: 'Send', exact: true })
    await expect(sendAction).toBeDisabled()
    await expect(sendAction).toHaveAccessibleDescription(
      'Anvil Local is not answering, so nothing can be sent now.',
    )
    await expect(demoWalletPrompt(page, EVM, 'Send a transaction')).toHaveCount(0)

    // The chain is back: Retry shows the balance.
    dead = false
    await page.keyboard.press('Escape')
    await clickWhenPainted(page, page.getByRole('button', { name: 'Connect Wallet' }))
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Retry' }).first().click()
    await expect(balance).toHaveText(
      `${floorToThreeDecimals(formatEther(await weiOf(SENDER)))} ETH`,
    )
  })
})
