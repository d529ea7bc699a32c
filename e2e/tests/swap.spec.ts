import { createRelayService } from '@airlock/local-stack/stack'
import type { SwapOrder } from '@airlock/shared-protocol/swapApi'
import {
  DEMO_EVM_ACCOUNTS,
  DEMO_EXCHANGE,
  DEMO_STABLECOIN,
  DEMO_TOKEN_ADDRESS,
} from '@airlock/testkit/demo'
import type { Page, Response } from '@playwright/test'
import {
  type Address,
  createClient,
  encodeFunctionData,
  erc20Abi,
  formatUnits,
  http,
  numberToHex,
  parseAbi,
  parseEther,
} from 'viem'
import { readContract } from 'viem/actions'
import { floorToThreeDecimals, jsonRpc, readWeiBalance } from '../support/chain.ts'
import {
  clickWhenPainted,
  connectDemoWallet,
  demoWalletPrompt,
  openDemoHost,
  pairMobileWallet,
} from '../support/host.ts'
import { modalView } from '../support/modal.ts'
import { useChainStack } from '../support/stack.ts'
import { expect, test } from '../support/test.ts'

// Swaps end to end: the modal's Swap view quotes from the reference API, whose swap routes read
// the Uniswap V2 pools the stack deployed on the local chain; the demo EVM wallet (its prompts are
// in the HOST page) signs the approval and the swap. Every amount is checked on the chain.

const EVM = 'Airlock Demo Wallet (EVM)'
const ACCOUNT = DEMO_EVM_ACCOUNTS[0].address
const ANVIL_1 = 'eip155:31337'
const ADT = DEMO_TOKEN_ADDRESS
const POOL_ABI = parseAbi([
  'function getPair(address, address) view returns (address)',
  'function getReserves() view returns (uint112, uint112, uint32)',
  'function token0() view returns (address)',
  'function swapExactETHForTokens(uint256, address[], address, uint256) payable returns (uint256[])',
])

// With the relay and the demo mobile wallet, for the WalletConnect swap.
const stack = useChainStack({ relay: createRelayService({ port: 0 }) })
const client = () => createClient({ transport: http(stack.rpcUrl(ANVIL_1)) })

const tokenOf = (token: Address, owner: Address) =>
  readContract(client(), {
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })

/** The WETH/`token` pool's reserves: [weth, token]. */
async function reserves(token: Address): Promise<[bigint, bigint]> {
  const pair = await readContract(client(), {
    address: DEMO_EXCHANGE.factory,
    abi: POOL_ABI,
    functionName: 'getPair',
    args: [DEMO_EXCHANGE.weth, token],
  })
  const [r0, r1] = await readContract(client(), {
    address: pair,
    abi: POOL_ABI,
    functionName: 'getReserves',
  })
  const token0 = await readContract(client(), {
    address: pair,
    abi: POOL_ABI,
    functionName: 'token0',
  })
  return token0.toLowerCase() === DEMO_EXCHANGE.weth.toLowerCase() ? [r0, r1] : [r1, r0]
}

/** Opens the demo page, connects the demo EVM wallet and opens Swap from Account. */
async function openSwap(page: Page): Promise<void> {
  await openDemoHost(page, stack.urls.host)
  await connectDemoWallet(page, EVM)
  await openSwapFromAccount(page)
}

async function openSwapFromAccount(page: Page): Promise<void> {
  const { dialog } = modalView(page)
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
  await expect(dialog.getByRole('heading', { name: 'Swap' })).toBeVisible()
  // The native coin is paid with to begin with; what to buy is the visitor's pick.
  await expect(dialog.getByRole('button', { name: 'Pay with ETH. Change token' })).toBeVisible()
  await expect(
    dialog.getByRole('button', { name: 'Select the token to receive', exact: true }),
  ).toBeVisible()
}

/** Picks `symbol` for one side in the token picker that side's token button opens. */
async function pick(page: Page, side: 'pay' | 'receive', symbol: string): Promise<void> {
  const { dialog } = modalView(page)
  const button =
    side === 'pay'
      ? dialog.getByRole('button', {
          name: /^(Pay with \S+\. Change token|Select the token to pay with)$/,
        })
      : dialog.getByRole('button', {
          name: /^(Receive \S+\. Change token|Select the token to receive)$/,
        })
  await button.click()
  const tokens = dialog.getByRole('list', { name: side === 'pay' ? 'Pay with' : 'Receive' })
  await expect(tokens.getByRole('button')).toHaveCount(3)
  await tokens.getByRole('button', { name: new RegExp(`^${symbol} `) }).click()
}

/** Chooses what to pay with and what to buy, types the amount, waits for the quote. */
async function fill(page: Page, pay: string, receive: string, amount: string): Promise<void> {
  const { dialog } = modalView(page)
  await pick(page, 'pay', pay)
  await pick(page, 'receive', receive)
  await dialog.getByLabel('You pay', { exact: true }).fill(amount)
  await expect(dialog.getByLabel('Swap details')).toBeVisible({ timeout: 15_000 })
  await expect(dialog.getByTestId('swap-quote')).not.toHaveText('0')
}

/** The order the modal asks for when Swap is pressed (the API's `swap` route). */
const orderAnswer = (page: Page): Promise<Response> =>
  page.waitForResponse((response) => /\/v1\/swap\/v6\.0\/31337\/swap\?/.test(response.url()))

/** The swap's result, once it says `text`. */
const result = (page: Page, text: string) =>
  modalView(page).dialog.getByRole('status').filter({ hasText: text })

const walletButton = (page: Page, name: 'Approve' | 'Reject') =>
  demoWalletPrompt(page, EVM, 'Send a transaction').getByRole('button', { name })

/** Answers the wallet's prompt once the page has painted it (see clickWhenPainted). */
const answerWallet = (page: Page, name: 'Approve' | 'Reject') =>
  clickWhenPainted(page, walletButton(page, name))

test.describe('swap', () => {
  test('default: ETH → ADT moves the pool and the balances by the quoted amounts', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(90_000)
    await openSwap(page)
    const { dialog } = modalView(page)
    await fill(page, 'ETH', 'ADT', '1')
    await expect(dialog.getByLabel('Swap details')).toContainText('Price impact0.20%')
    const [poolEth, poolAdt] = await reserves(ADT)
    const adtBefore = await tokenOf(ADT, ACCOUNT)
    const ethBefore = await readWeiBalance(stack.rpcUrl(ANVIL_1), ACCOUNT)
    const shown = (await dialog.getByTestId('swap-quote').textContent()) ?? ''
    const exact = await dialog.getByTestId('swap-quote').getAttribute('title')

    const answer = orderAnswer(page)
    await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
    const order = (await (await answer).json()) as SwapOrder
    await answerWallet(page, 'Approve')
    await expect(result(page, 'Swap complete')).toBeVisible({ timeout: 15_000 })

    const quoted = BigInt(order.dstAmount)
    // The quote is what the order swaps for: exact in its title, thousands grouped, and shown
    // rounded down to fit (a prefix of the exact amount).
    const [whole = '0', fraction = ''] = formatUnits(quoted, 18).split('.')
    expect(exact).toBe(`${BigInt(whole).toLocaleString('en-US')}${fraction ? `.${fraction}` : ''}`)
    expect(shown.length).toBeGreaterThan(0)
    expect(exact?.startsWith(shown)).toBe(true)
    expect(await tokenOf(ADT, ACCOUNT)).toBe(adtBefore + quoted)
    expect(await reserves(ADT)).toEqual([poolEth + parseEther('1'), poolAdt - quoted])
    const spent = ethBefore - (await readWeiBalance(stack.rpcUrl(ANVIL_1), ACCOUNT))
    expect(spent > parseEther('1') && spent < parseEther('1.01')).toBe(true)
    const hash = (await dialog.getByTestId('swap-hash').getAttribute('data-hash')) ?? ''
    const receipt = await jsonRpc<{ status: string }>(
      stack.rpcUrl(ANVIL_1),
      'eth_getTransactionReceipt',
      [hash],
    )
    expect(receipt.status).toBe('0x1')

    // Back on Account, the new ADT balance is listed.
    await dialog.getByRole('button', { name: 'New swap' }).click()
    await dialog.getByRole('button', { name: 'Back' }).click()
    const adt = floorToThreeDecimals(formatUnits(await tokenOf(ADT, ACCOUNT), 18))
    await expect(dialog.getByRole('list', { name: 'Tokens' })).toContainText(
      `Airlock Demo Token${adt} ADT`,
    )
    expect(consoleErrors).toEqual([])
  })

  test('error: a rejected approval says "Transaction declined" and allows nothing', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await openSwap(page)
    const { dialog } = modalView(page)
    await fill(page, 'ADT', 'ETH', '100')
    await dialog.getByRole('button', { name: 'Approve ADT' }).click()
    await answerWallet(page, 'Reject')
    await expect(dialog.getByRole('alert')).toHaveText('Transaction declined')
    await expect(dialog.getByRole('button', { name: 'Approve ADT' })).toBeEnabled()
    const allowance = await readContract(client(), {
      address: ADT,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [ACCOUNT, DEMO_EXCHANGE.router],
    })
    expect(allowance).toBe(0n)
  })

  test('behavior: ADT → ETH asks for the approval first, then swaps', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(90_000)
    await openSwap(page)
    const { dialog } = modalView(page)
    await fill(page, 'ADT', 'ETH', '100')
    const adtBefore = await tokenOf(ADT, ACCOUNT)
    await dialog.getByRole('button', { name: 'Approve ADT' }).click()
    await answerWallet(page, 'Approve')
    await expect(dialog.getByRole('button', { name: 'Swap', exact: true })).toBeEnabled({
      timeout: 15_000,
    })
    const ethBefore = await readWeiBalance(stack.rpcUrl(ANVIL_1), ACCOUNT)
    const answer = orderAnswer(page)
    await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
    const order = (await (await answer).json()) as SwapOrder
    await answerWallet(page, 'Approve')
    await expect(result(page, 'Swap complete')).toBeVisible({ timeout: 15_000 })
    expect(await tokenOf(ADT, ACCOUNT)).toBe(adtBefore - parseEther('100'))
    const gained = (await readWeiBalance(stack.rpcUrl(ANVIL_1), ACCOUNT)) - ethBefore
    expect(gained <= BigInt(order.dstAmount)).toBe(true)
    expect(gained > BigInt(order.dstAmount) - parseEther('0.01')).toBe(true)
    expect(consoleErrors).toEqual([])
  })

  test('error: a rejected swap says "Transaction declined" and moves nothing', async ({ page }) => {
    test.setTimeout(60_000)
    await openSwap(page)
    const { dialog } = modalView(page)
    await fill(page, 'ETH', 'aUSD', '0.5')
    const before = await tokenOf(DEMO_STABLECOIN.address, ACCOUNT)
    await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
    await answerWallet(page, 'Reject')
    await expect(dialog.getByRole('alert')).toHaveText('Transaction declined')
    await expect(dialog.getByRole('button', { name: 'Swap', exact: true })).toBeEnabled()
    expect(await tokenOf(DEMO_STABLECOIN.address, ACCOUNT)).toBe(before)
  })

  test('behavior: a price moved beyond the slippage reverts cleanly and the view says why', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await openSwap(page)
    const { dialog } = modalView(page)
    await fill(page, 'ETH', 'aUSD', '1')
    await dialog.getByRole('button', { name: 'Slippage 1%' }).click()
    await dialog.getByRole('button', { name: '0.5%', exact: true }).click()
    await expect(dialog.getByRole('button', { name: 'Slippage 0.5%' })).toBeVisible()
    const before = await tokenOf(DEMO_STABLECOIN.address, ACCOUNT)
    await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
    // While the wallet asks, someone else buys 50 ETH of aUSD: the price moves by far more.
    await expect(walletButton(page, 'Approve')).toBeVisible()
    const other = DEMO_EVM_ACCOUNTS[1].address
    const front = await jsonRpc<string>(stack.rpcUrl(ANVIL_1), 'eth_sendTransaction', [
      {
        from: other,
        to: DEMO_EXCHANGE.router,
        value: numberToHex(parseEther('50')),
        data: encodeFunctionData({
          abi: POOL_ABI,
          functionName: 'swapExactETHForTokens',
          args: [0n, [DEMO_EXCHANGE.weth, DEMO_STABLECOIN.address], other, 2n ** 40n],
        }),
      },
    ])
    await expect
      .poll(() => jsonRpc<unknown>(stack.rpcUrl(ANVIL_1), 'eth_getTransactionReceipt', [front]))
      .not.toBeNull()
    await answerWallet(page, 'Approve')
    await expect(result(page, 'The swap failed')).toBeVisible({ timeout: 15_000 })
    await expect(result(page, 'The swap failed')).toContainText(
      'the price moved more than your slippage tolerance allows. Nothing was swapped',
    )
    expect(await tokenOf(DEMO_STABLECOIN.address, ACCOUNT)).toBe(before)
  })

  test('error: an API that is down says the swap service cannot be reached', async ({ page }) => {
    test.setTimeout(60_000)
    await page.context().route('**/v1/swap/**', (route) => route.abort('connectionrefused'))
    await openDemoHost(page, stack.urls.host)
    const { dialog } = modalView(page)
    await connectDemoWallet(page, EVM)
    await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
    await expect(dialog.getByRole('alert')).toHaveText(
      'Swaps are unavailableThe swap service cannot be reached.',
    )
  })

  test('behavior: a quote past its life is read again before the wallet signs', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await page.clock.install()
    await openSwap(page)
    const { dialog } = modalView(page)
    await fill(page, 'ETH', 'ADT', '1')
    const shown = await dialog.getByTestId('swap-quote').textContent()
    // Someone else buys a little ADT: the pool's price moves, within the 1 % slippage.
    const other = DEMO_EVM_ACCOUNTS[1].address
    const front = await jsonRpc<string>(stack.rpcUrl(ANVIL_1), 'eth_sendTransaction', [
      {
        from: other,
        to: DEMO_EXCHANGE.router,
        value: numberToHex(parseEther('0.5')),
        data: encodeFunctionData({
          abi: POOL_ABI,
          functionName: 'swapExactETHForTokens',
          args: [0n, [DEMO_EXCHANGE.weth, ADT], other, 2n ** 40n],
        }),
      },
    ])
    await expect
      .poll(() => jsonRpc<unknown>(stack.rpcUrl(ANVIL_1), 'eth_getTransactionReceipt', [front]))
      .not.toBeNull()
    await page.clock.fastForward('00:31')
    const before = await tokenOf(ADT, ACCOUNT)
    const answer = orderAnswer(page)
    await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
    const order = (await (await answer).json()) as SwapOrder
    // The view shows the fresh quote before the wallet signs it.
    await expect(dialog.getByTestId('swap-quote')).not.toHaveText(shown ?? '')
    await answerWallet(page, 'Approve')
    await expect(result(page, 'Swap complete')).toBeVisible({ timeout: 15_000 })
    expect(await tokenOf(ADT, ACCOUNT)).toBe(before + BigInt(order.dstAmount))
  })

  test('behavior: a swap through WalletConnect is signed in the demo mobile wallet', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const account = DEMO_EVM_ACCOUNTS[1].address
    await openDemoHost(page, stack.urls.host)
    const wallet = await pairMobileWallet(page, stack)
    await expect(modalView(page).dialog.getByRole('heading', { name: 'Account' })).toBeVisible({
      timeout: 15_000,
    })
    await openSwapFromAccount(page)
    const { dialog } = modalView(page)
    await fill(page, 'ETH', 'ADT', '0.5')
    const before = await tokenOf(ADT, account)
    const answer = orderAnswer(page)
    await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
    const order = (await (await answer).json()) as SwapOrder
    const request = wallet.getByRole('region', { name: 'eth_sendTransaction' })
    await request.getByRole('button', { name: 'Approve', exact: true }).click()
    await expect(result(page, 'Swap complete')).toBeVisible({ timeout: 20_000 })
    expect(await tokenOf(ADT, account)).toBe(before + BigInt(order.dstAmount))
  })
})
