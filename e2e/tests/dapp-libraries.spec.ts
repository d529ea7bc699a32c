import { createRelayService } from '@airlock/local-stack/stack'
import { DEMO_EVM_ACCOUNTS, DEMO_TOKEN_ADDRESS } from '@airlock/testkit/demo'
import type { Page } from '@playwright/test'
import { build } from 'esbuild'
import { type Hex, parseEther, verifyTypedData } from 'viem'
import { readDemoTokenBalance, readWeiBalance } from '../support/chain.ts'
import { runDapp } from '../support/dapp.ts'
import {
  approveInMobileWallet,
  clickWhenPainted,
  connectDemoWallet,
  connectMobileWallet,
  demoWalletPrompt,
  escapeRegExp,
  openDemoHost,
} from '../support/host.ts'
import { modalView } from '../support/modal.ts'
import { E2E_PATHS, useChainStack } from '../support/stack.ts'
import { expect, test } from '../support/test.ts'

// ethers v6 and viem, unchanged, over `modal.getProvider('eip155')` with the demo EVM host wallet
// (and ethers with the demo mobile wallet over WalletConnect):
// the dapp code of e2e/pages/dapp-libraries.ts runs in the demo host page against real anvils.
// Reads go to the network's RPC through the modal, signing and sending to the wallet, whose
// prompts the test approves in the host page. Every result is checked on the chain.

const EVM = 'Airlock Demo Wallet (EVM)'
const SENDER = DEMO_EVM_ACCOUNTS[0].address
const RECEIVER = DEMO_EVM_ACCOUNTS[1].address
const ANVIL_1 = 'eip155:31337'
const ANVIL_2 = 'eip155:31338'

// The relay and the demo mobile wallet too: the same provider with a WalletConnect wallet.
const stack = useChainStack({ relay: createRelayService({ port: 0 }) })
let bundle: string

test.beforeAll(async () => {
  const { outputFiles } = await build({
    entryPoints: [`${E2E_PATHS.pagesDir}dapp-libraries.ts`],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    logLevel: 'warning',
  })
  bundle = outputFiles[0]?.text ?? ''
})

async function approve(page: Page, title: string): Promise<void> {
  await demoWalletPrompt(page, EVM, title).getByRole('button', { name: 'Approve' }).click()
}

/** Opens the demo host with the dapp's code, no wallet connected. */
async function openDapp(page: Page): Promise<void> {
  await openDemoHost(page, stack.urls.host)
  await page.addScriptTag({ content: bundle })
}

/** The dapp asks for accounts (ethers `getSigner`): the visitor picks the demo wallet. */
async function connectThroughModal(page: Page): Promise<void> {
  const { dialog } = modalView(page)
  await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
  await dialog.getByRole('button', { name: new RegExp(escapeRegExp(EVM)) }).click()
  await approve(page, 'Connect to this site')
}

test('default: ethers v6: reads before connecting, getSigner, sendTransaction, Contract balanceOf and transfer, waitForTransaction', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(60_000)
  const rpc = stack.rpcUrl(ANVIL_1)
  await openDapp(page)

  // A dapp reads the chain before any wallet is connected.
  const reads = await runDapp(page, 'ethersReads', DEMO_TOKEN_ADDRESS, SENDER)
  expect(reads.chainId).toBe('31337')
  expect(reads.blockNumber).toBeGreaterThan(0)
  expect(BigInt(reads.balance)).toBe(await readDemoTokenBalance(rpc, SENDER))

  const ethBefore = await readWeiBalance(rpc, RECEIVER)
  const sending = runDapp(page, 'ethersSend', RECEIVER, String(parseEther('1.5')))
  await connectThroughModal(page)
  await approve(page, 'Send a transaction')
  const sent = await sending
  expect(sent).toMatchObject({ from: SENDER, status: 1 })
  expect(await readWeiBalance(rpc, RECEIVER)).toBe(ethBefore + parseEther('1.5'))

  const adtBefore = await readDemoTokenBalance(rpc, RECEIVER)
  const transferring = runDapp(page, 'ethersTransfer', DEMO_TOKEN_ADDRESS, RECEIVER, '7')
  await approve(page, 'Send a transaction')
  expect(await transferring).toEqual({ status: 1 })
  expect(await readDemoTokenBalance(rpc, RECEIVER)).toBe(adtBefore + 7n)

  // A method no wallet may see is refused, saying why, before any prompt.
  // ethers puts its own prefix before the message (`ethers-unsupported: `).
  const refused = await runDapp(page, 'ethersRefused', 'eth_sign', [SENDER, `0x${'ab'.repeat(32)}`])
  expect(refused).toEqual({
    code: 4200,
    message: expect.stringContaining(
      'Airlock never passes eth_sign to a wallet or node: it signs a raw hash the wallet cannot show; use personal_sign or eth_signTypedData_v4.',
    ),
  })
  expect(consoleErrors).toEqual([])
})

test('default: viem wallet client with publicActions: getBlockNumber, simulateContract + writeContract, signTypedData, sendCalls', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(60_000)
  const rpc = stack.rpcUrl(ANVIL_1)
  await openDapp(page)

  const adtBefore = await readDemoTokenBalance(rpc, RECEIVER)
  const transferring = runDapp(page, 'viemTransfer', DEMO_TOKEN_ADDRESS, RECEIVER, '11')
  await connectThroughModal(page)
  await approve(page, 'Send a transaction')
  const transfer = await transferring
  expect(transfer.status).toBe('success')
  expect(Number(transfer.blockNumber)).toBeGreaterThan(0)
  expect(await readDemoTokenBalance(rpc, RECEIVER)).toBe(adtBefore + 11n)

  const signing = runDapp(page, 'viemSignTypedData')
  await approve(page, 'Sign typed data')
  const signature = (await signing) as Hex
  expect(
    await verifyTypedData({
      address: SENDER,
      domain: { name: 'Airlock e2e', version: '1', chainId: 31337 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'Hello from viem' },
      signature,
    }),
  ).toBe(true)

  const ethBefore = await readWeiBalance(rpc, RECEIVER)
  const batching = runDapp(page, 'viemSendCalls', RECEIVER, String(parseEther('0.25')))
  await approve(page, 'Send 2 calls')
  expect(await batching).toEqual({ status: 'success', receipts: ['success', 'success'] })
  expect(await readWeiBalance(rpc, RECEIVER)).toBe(ethBefore + parseEther('0.5'))
  expect(consoleErrors).toEqual([])
})

test('behavior: the EIP-1193 codes and events a dapp sees: 4100 before connecting, connect events in order, 4001 when the visitor rejects', async ({
  page,
  consoleErrors,
}) => {
  await openDapp(page)
  await runDapp(page, 'recordEvents')
  const send = [{ from: SENDER, to: RECEIVER, value: '0x1' }]
  // EIP-1193's 4100 (unauthorized): no account to send from; no modal, no prompt.
  expect(await runDapp(page, 'requestCode', 'eth_sendTransaction', send)).toBe(4100)
  await expect(modalView(page).dialog).toBeHidden()

  await connectDemoWallet(page, EVM)
  await expect(modalView(page).dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  await expect
    .poll(() => runDapp(page, 'readEvents'))
    .toEqual([
      { event: 'accountsChanged', data: [SENDER] },
      { event: 'connect', data: { chainId: '0x7a69' } },
    ])

  const rejected = runDapp(page, 'requestCode', 'eth_sendTransaction', send)
  await clickWhenPainted(
    page,
    demoWalletPrompt(page, EVM, 'Send a transaction').getByRole('button', { name: 'Reject' }),
  )
  expect(await rejected).toBe(4001)
  expect(consoleErrors).toEqual([])
})

test('behavior: viem switchChain with the host page wallet: the wallet asks, chainChanged reaches the dapp and eth_chainId follows; ethers then sends on 31338', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(60_000)
  await openDapp(page)
  await connectDemoWallet(page, EVM)
  await expect(modalView(page).dialog.getByRole('heading', { name: 'Account' })).toBeVisible()

  const switching = runDapp(page, 'viemSwitchChain', 31338)
  await approve(page, 'Switch network')
  expect(await switching).toEqual({ chainChanged: '0x7a6a', chainId: 31338 })

  const rpc = stack.rpcUrl(ANVIL_2)
  const ethBefore = await readWeiBalance(rpc, RECEIVER)
  const sending = runDapp(page, 'ethersSend', RECEIVER, String(parseEther('0.5')))
  await approve(page, 'Send a transaction')
  expect(await sending).toMatchObject({ from: SENDER, status: 1 })
  expect(await readWeiBalance(rpc, RECEIVER)).toBe(ethBefore + parseEther('0.5'))
  expect(consoleErrors).toEqual([])
})

test('behavior: the same ethers code over WalletConnect: reads from the RPC, sendTransaction in the mobile wallet, 4200 for a method the session lacks', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000)
  const rpc = stack.rpcUrl(ANVIL_1)
  await openDapp(page)
  const { wallet } = await connectMobileWallet(page, stack)

  const reads = await runDapp(page, 'ethersReads', DEMO_TOKEN_ADDRESS, RECEIVER)
  expect(BigInt(reads.balance)).toBe(await readDemoTokenBalance(rpc, RECEIVER))

  const ethBefore = await readWeiBalance(rpc, SENDER)
  const sending = runDapp(page, 'ethersSend', SENDER, String(parseEther('0.75')))
  await wallet
    .getByRole('region', { name: 'eth_sendTransaction' })
    .getByRole('button', { name: 'Approve', exact: true })
    .click()
  expect(await sending).toMatchObject({ from: RECEIVER, status: 1 })
  expect(await readWeiBalance(rpc, SENDER)).toBe(ethBefore + parseEther('0.75'))

  const refused = await runDapp(page, 'ethersRefused', 'wallet_sendCalls', [
    { version: '2.0.0', chainId: '0x7a69', from: RECEIVER, atomicRequired: false, calls: [] },
  ])
  expect(refused).toEqual({
    code: 4200,
    message: expect.stringMatching(/Mobile Wallet does not support wallet_sendCalls\.$/),
  })
  expect(consoleErrors).toEqual([])
})

test('behavior: viem over WalletConnect: signTypedData in the mobile wallet verifies; switchChain to 31338 emits chainChanged and eth_chainId follows; ethers then sends on 31338', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000)
  await openDapp(page)
  const { wallet } = await connectMobileWallet(page, stack)
  const approveInWallet = (method: string) => approveInMobileWallet(wallet, method)

  const signing = runDapp(page, 'viemSignTypedData')
  await approveInWallet('eth_signTypedData_v4')
  expect(
    await verifyTypedData({
      address: RECEIVER,
      domain: { name: 'Airlock e2e', version: '1', chainId: 31337 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'Hello from viem' },
      signature: (await signing) as Hex,
    }),
  ).toBe(true)

  const switching = runDapp(page, 'viemSwitchChain', 31338)
  await approveInWallet('wallet_switchEthereumChain')
  expect(await switching).toEqual({ chainChanged: '0x7a6a', chainId: 31338 })

  const rpc = stack.rpcUrl(ANVIL_2)
  const ethBefore = await readWeiBalance(rpc, SENDER)
  const sending = runDapp(page, 'ethersSend', SENDER, String(parseEther('0.5')))
  await approveInWallet('eth_sendTransaction')
  expect(await sending).toMatchObject({ from: RECEIVER, status: 1 })
  expect(await readWeiBalance(rpc, SENDER)).toBe(ethBefore + parseEther('0.5'))
  expect(consoleErrors).toEqual([])
})
