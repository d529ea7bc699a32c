// @vitest-environment happy-dom

import {
  type StartAnvilReturnType,
  type StartSolanaRpcReturnType,
  startAnvil,
  startSolanaRpc,
} from '@airlock/local-stack/chains'
import { DEMO_EVM_ACCOUNTS, DEMO_SOLANA_ACCOUNTS } from '@airlock/testkit/demo'
import {
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { getWallets } from '@wallet-standard/app'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Eip6963ProviderInfo } from './announceEip6963Provider.ts'
import { type InstallDemoWalletsReturnType, installDemoWallets } from './installDemoWallets.ts'
import { waitForPrompt } from './testing/waitForPrompt.ts'

// See createDemoSolanaWallet.test.ts: kit's Node build under happy-dom needs Node's brand.
Object.defineProperty(new AbortController().signal.constructor, Symbol.for('nodejs.event_target'), {
  value: true,
})

let anvil: StartAnvilReturnType
let solana: StartSolanaRpcReturnType
let installed: InstallDemoWalletsReturnType

beforeAll(async () => {
  ;[anvil, solana] = await Promise.all([
    startAnvil({ port: 0, chainId: 31337 }),
    // The wallet runs in the demo host's page: the RPC answers that origin, as the stack sets it.
    startSolanaRpc({ port: 0, allowedOrigins: [window.location.origin] }),
  ])
  installed = installDemoWallets({
    evm: { rpcUrls: { 31337: anvil.url } },
    solana: { rpcUrl: solana.url },
  })
})

afterAll(async () => {
  installed?.uninstall()
  await Promise.all([anvil?.stop(), solana?.stop()])
})

function requestProviders() {
  const announced: { info: Eip6963ProviderInfo; provider: unknown }[] = []
  const listener = (event: Event) => announced.push((event as CustomEvent).detail)
  window.addEventListener('eip6963:announceProvider', listener)
  window.dispatchEvent(new Event('eip6963:requestProvider'))
  window.removeEventListener('eip6963:announceProvider', listener)
  return announced
}

describe('installDemoWallets', () => {
  test('default: the EVM wallet answers eip6963:requestProvider with its info and provider', async () => {
    const announced = requestProviders()
    expect(announced).toHaveLength(1)
    const [{ info, provider } = { info: undefined, provider: undefined }] = announced
    expect(info).toMatchObject({
      name: 'Airlock Demo Wallet (EVM)',
      rdns: 'dev.airlock.demo-evm',
    })
    expect(info?.uuid).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
    expect(atob(info?.icon.replace('data:image/svg+xml;base64,', '') ?? '')).toMatch(/^<svg /)
    expect(provider).toBe(installed.evm.provider)
    expect(await installed.evm.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  test('default: the Solana wallet is discoverable with getWallets()', () => {
    const wallet = getWallets()
      .get()
      .find((candidate) => candidate.name === 'Airlock Demo Wallet (Solana)')
    expect(wallet).toBe(installed.solana.wallet)
    expect(wallet?.chains).toEqual(['solana:localnet', 'solana:J8gmQyY2uH9RgiCs2FZPcUuZwM67dvMZ'])
    expect(wallet?.icon).toMatch(/^data:image\/svg\+xml;base64,/)
  })

  test('options: the EVM and Solana RPC URLs given are the ones used', async () => {
    const { provider } = installed.evm
    expect(
      await provider.request({
        method: 'eth_getBalance',
        params: [DEMO_EVM_ACCOUNTS[1].address, 'latest'],
      }),
    ).toBe(`0x${(10n ** 22n).toString(16)}`)

    const { wallet } = installed.solana
    const connecting = wallet.features['standard:connect'].connect()
    ;(await waitForPrompt()).click('Approve')
    const [account] = (await connecting).accounts
    if (!account) throw new Error('not connected')
    const rpc = createSolanaRpc(solana.url)
    const { value: blockhash } = await rpc.getLatestBlockhash().send()
    const [owner, other] = DEMO_SOLANA_ACCOUNTS
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(owner.address, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) =>
        appendTransactionMessageInstruction(
          getTransferSolInstruction({
            source: createNoopSigner(owner.address),
            destination: other.address,
            amount: 1_000_000n,
          }),
          m,
        ),
    )
    const before = (await rpc.getBalance(other.address).send()).value
    const sending = wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
      account,
      chain: 'solana:localnet',
      transaction: new Uint8Array(getTransactionEncoder().encode(compileTransaction(message))),
    })
    const prompt = await waitForPrompt()
    expect(prompt.text).toContain('Demo wallet — development key, local chain only')
    expect(prompt.text).toContain('Airlock Demo Wallet (Solana)')
    prompt.click('Approve')
    await sending
    expect((await rpc.getBalance(other.address).send()).value).toBe(before + 1_000_000n)
    await wallet.features['standard:disconnect'].disconnect()
  })

  test('behavior: the dock shows the connection and its Disconnect button revokes it', async () => {
    const { provider } = installed.evm
    const stored = () =>
      localStorage.getItem(`airlock-demo-wallet:dev.airlock.demo-evm:${location.origin}`)
    const dock = document.querySelector('aside[aria-label="Demo wallets"]')
    const entry = dock?.querySelector('section[aria-label="Airlock Demo Wallet (EVM)"]')
    expect(entry?.textContent).toContain('Not connected')
    const accounts = provider.request({ method: 'eth_requestAccounts' })
    ;(await waitForPrompt()).click('Approve')
    await accounts
    expect(entry?.textContent).toContain(`Connected to this site · ${DEMO_EVM_ACCOUNTS[0].address}`)
    // Remembered in the page's storage, for the next page load.
    expect(stored()).toBe(JSON.stringify([DEMO_EVM_ACCOUNTS[0].address]))
    const seen: unknown[] = []
    provider.on('accountsChanged', (value: never) => seen.push(value))
    dock
      ?.querySelector<HTMLButtonElement>('[aria-label="Disconnect Airlock Demo Wallet (EVM)"]')
      ?.click()
    expect(seen).toEqual([[]])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(entry?.textContent).toContain('Not connected')
    expect(stored()).toBeNull()
  })

  test('behavior: a second call returns the installed wallets; uninstall stops announcing and removes the dock', () => {
    expect(installDemoWallets()).toBe(installed)
    installed.uninstall()
    expect(requestProviders()).toEqual([])
    expect(document.querySelector('aside[aria-label="Demo wallets"]')).toBeNull()
  })
})
