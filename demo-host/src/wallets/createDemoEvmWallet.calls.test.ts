// @vitest-environment happy-dom

import { type StartAnvilReturnType, startAnvil } from '@airlock/local-stack/chains'
import { DEMO_EVM_ACCOUNTS } from '@airlock/testkit/demo'
import { createClient, type Hex, http, parseEther } from 'viem'
import { getBalance, getTransactionCount } from 'viem/actions'
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest'
import { createDemoEvmWallet } from './createDemoEvmWallet.ts'
import { createWalletPrompt } from './createWalletPrompt.ts'
import { DEMO_WALLET_ICONS } from './DEMO_WALLET_ICONS.ts'
import { waitForPrompt } from './testing/waitForPrompt.ts'

// EIP-5792 of the EVM demo wallet against a real anvil: balances and receipts are the chain's.

const [owner, other] = DEMO_EVM_ACCOUNTS
let anvil: StartAnvilReturnType

beforeAll(async () => {
  anvil = await startAnvil({ port: 0, chainId: 31337 })
})

afterAll(async () => {
  await anvil?.stop()
})

afterEach(() => {
  document.body.replaceChildren()
})

async function connected() {
  const { provider } = createDemoEvmWallet({
    name: 'EVM test wallet',
    privateKey: owner.privateKey,
    address: owner.address,
    chains: [
      {
        chainId: 31337,
        name: 'Anvil Local',
        rpcUrl: anvil.url,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ],
    prompt: createWalletPrompt({ walletName: 'EVM test wallet', icon: DEMO_WALLET_ICONS.evm }),
  })
  const request = (method: string, params?: unknown[]) =>
    provider.request(params ? { method, params } : { method })
  const accounts = request('eth_requestAccounts')
  ;(await waitForPrompt()).click('Approve')
  await accounts
  return request
}

const reader = () => createClient({ transport: http(anvil.url) })

const calls = [
  { to: other.address, value: `0x${parseEther('1').toString(16)}` },
  { to: other.address, value: `0x${parseEther('2').toString(16)}`, data: '0x' },
]

test('wallet_getCapabilities: every chain of the wallet, no atomic batches', async () => {
  const request = await connected()
  expect(await request('wallet_getCapabilities', [owner.address])).toEqual({
    '0x7a69': { atomic: { status: 'unsupported' } },
  })
})

test('wallet_sendCalls: one prompt, the calls land in order, getCallsStatus gives their receipts', async () => {
  const request = await connected()
  const before = await getBalance(reader(), { address: other.address })
  const nonce = await getTransactionCount(reader(), { address: owner.address })
  const sent = request('wallet_sendCalls', [
    { version: '2.0.0', chainId: '0x7a69', from: owner.address, atomicRequired: false, calls },
  ])
  const prompt = await waitForPrompt()
  expect(prompt.text).toContain('Send 2 calls')
  prompt.click('Approve')
  const { id } = (await sent) as { id: string }
  const status = await vi.waitFor(async () => {
    const answer = (await request('wallet_getCallsStatus', [id])) as {
      status: number
      receipts?: Array<{ status: Hex; transactionHash: Hex }>
    }
    if (answer.status === 100) throw new Error('still pending')
    return answer
  })
  expect(status).toMatchObject({ version: '2.0.0', id, chainId: '0x7a69', atomic: false })
  expect(status.status).toBe(200)
  expect(status.receipts?.map((receipt) => receipt.status)).toEqual(['0x1', '0x1'])
  expect(await getBalance(reader(), { address: other.address })).toBe(before + parseEther('3'))
  expect(await getTransactionCount(reader(), { address: owner.address })).toBe(nonce + 2)
})

test('error: rejected calls send nothing; atomic batches and unknown ids are refused', async () => {
  const request = await connected()
  const nonce = await getTransactionCount(reader(), { address: owner.address })
  const sent = request('wallet_sendCalls', [{ chainId: '0x7a69', from: owner.address, calls }])
  ;(await waitForPrompt()).click('Reject')
  await expect(sent).rejects.toMatchObject({ code: 4001 })
  expect(await getTransactionCount(reader(), { address: owner.address })).toBe(nonce)
  await expect(
    request('wallet_sendCalls', [{ chainId: '0x7a69', atomicRequired: true, calls }]),
  ).rejects.toMatchObject({ code: 5760, message: 'EVM test wallet cannot send calls atomically.' })
  await expect(request('wallet_getCallsStatus', ['0x01'])).rejects.toMatchObject({
    code: -32602,
    message: 'EVM test wallet sent no calls with id 0x01.',
  })
})
