// @vitest-environment happy-dom

import { type StartAnvilReturnType, startAnvil } from '@airlock/local-stack/chains'
import { DEMO_EVM_ACCOUNTS } from '@airlock/testkit/demo'
import { createClient, http, parseEther, stringToHex, verifyMessage, verifyTypedData } from 'viem'
import { getBalance, getTransactionCount, waitForTransactionReceipt } from 'viem/actions'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { createDemoEvmWallet, type DemoEvmChain } from './createDemoEvmWallet.ts'
import { createSitePermissions, type SitePermissions } from './createSitePermissions.ts'
import { createWalletPrompt } from './createWalletPrompt.ts'
import { DEMO_WALLET_ICONS } from './DEMO_WALLET_ICONS.ts'
import { openWalletStorage, type WalletStorage } from './openWalletStorage.ts'
import { waitForPrompt } from './testing/waitForPrompt.ts'

const [owner, other] = DEMO_EVM_ACCOUNTS
const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
let anvil1: StartAnvilReturnType
let anvil2: StartAnvilReturnType

beforeAll(async () => {
  ;[anvil1, anvil2] = await Promise.all([
    startAnvil({ port: 0, chainId: 31337 }),
    startAnvil({ port: 0, chainId: 31338 }),
  ])
})

afterAll(async () => {
  await Promise.all([anvil1?.stop(), anvil2?.stop()])
})

afterEach(() => {
  document.body.replaceChildren()
})

function setup(permissions?: SitePermissions) {
  const chains: [DemoEvmChain, DemoEvmChain] = [
    { chainId: 31337, name: 'Anvil Local', rpcUrl: anvil1.url, nativeCurrency: ether },
    { chainId: 31338, name: 'Anvil Local 2', rpcUrl: anvil2.url, nativeCurrency: ether },
  ]
  const prompt = createWalletPrompt({ walletName: 'EVM test wallet', icon: DEMO_WALLET_ICONS.evm })
  const wallet = createDemoEvmWallet({
    name: 'EVM test wallet',
    privateKey: owner.privateKey,
    address: owner.address,
    chains,
    prompt,
    ...(permissions && { permissions }),
  })
  const events: [string, unknown][] = []
  for (const name of ['accountsChanged', 'chainChanged', 'connect', 'disconnect']) {
    wallet.provider.on(name, (value: never) => events.push([name, value]))
  }
  const request = (method: string, params?: unknown[]) =>
    wallet.provider.request(params ? { method, params } : { method })
  return { ...wallet, events, request }
}

async function connect(request: (method: string) => Promise<unknown>) {
  const accounts = request('eth_requestAccounts')
  ;(await waitForPrompt()).click('Approve')
  await accounts
}

const SITE = 'http://127.0.0.1:4300'

/** The permissions of SITE in `storage`, as a fresh page load of SITE would read them. */
function sitePermissions(storage: WalletStorage): SitePermissions {
  return createSitePermissions({ walletId: 'dev.airlock.demo-evm', origin: SITE, storage })
}

describe('createDemoEvmWallet', () => {
  test('eth_requestAccounts: waits for the prompt; Approve gives the account and emits events', async () => {
    const { request, events, control } = setup()
    let settled = false
    const accounts = request('eth_requestAccounts').finally(() => {
      settled = true
    })
    const prompt = await waitForPrompt()
    expect(prompt.text).toContain('Connect to this site')
    expect(prompt.text).toContain(owner.address)
    expect(settled).toBe(false)
    expect(await request('eth_accounts')).toEqual([])
    prompt.click('Approve')
    expect(await accounts).toEqual([owner.address])
    expect(await request('eth_accounts')).toEqual([owner.address])
    expect(events).toEqual([
      ['connect', { chainId: '0x7a69' }],
      ['accountsChanged', [owner.address]],
    ])
    expect(control.getStatus()).toEqual({
      connected: true,
      account: owner.address,
      network: 'Anvil Local (31337)',
    })
    // Already connected: no second prompt.
    expect(await request('eth_requestAccounts')).toEqual([owner.address])
    expect(document.querySelector('[role="dialog"]')).toBeNull()
  })

  test('error: Reject gives 4001 and leaves the wallet disconnected', async () => {
    const { request, events } = setup()
    const accounts = request('eth_requestAccounts')
    ;(await waitForPrompt()).click('Reject')
    await expect(accounts).rejects.toMatchObject({ code: 4001 })
    expect(await request('eth_accounts')).toEqual([])
    expect(events).toEqual([])
  })

  test('error: a second prompt while one is open gives -32002', async () => {
    const { request } = setup()
    const accounts = request('eth_requestAccounts')
    const prompt = await waitForPrompt()
    await expect(
      request('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }]),
    ).rejects.toMatchObject({ code: -32002 })
    prompt.click('Approve')
    expect(await accounts).toEqual([owner.address])
  })

  test('eth_chainId and net_version: the active chain', async () => {
    const { request } = setup()
    expect(await request('eth_chainId')).toBe('0x7a69')
    expect(await request('net_version')).toBe('31337')
  })

  test('personal_sign: shows the decoded text; the signature verifies', async () => {
    const { request } = setup()
    await connect(request)
    const message = 'Sign in to Airlock\nNonce: 7'
    const signature = request('personal_sign', [stringToHex(message), owner.address.toLowerCase()])
    const prompt = await waitForPrompt()
    expect(prompt.text).toContain(message)
    prompt.click('Approve')
    const result = (await signature) as `0x${string}`
    expect(await verifyMessage({ address: owner.address, message, signature: result })).toBe(true)
  })

  test('error: personal_sign before connecting, or for another account, gives 4100', async () => {
    const { request } = setup()
    await expect(request('personal_sign', ['0x68690a', owner.address])).rejects.toMatchObject({
      code: 4100,
    })
    await connect(request)
    await expect(request('personal_sign', ['0x68690a', other.address])).rejects.toMatchObject({
      code: 4100,
    })
  })

  test('eth_signTypedData_v4: the signature verifies', async () => {
    const { request } = setup()
    await connect(request)
    const typedData = {
      domain: { name: 'Airlock', version: '1', chainId: 31337 },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Greeting: [{ name: 'text', type: 'string' }],
      },
      primaryType: 'Greeting',
      message: { text: 'hello' },
    } as const
    const signature = request('eth_signTypedData_v4', [owner.address, JSON.stringify(typedData)])
    const prompt = await waitForPrompt()
    expect(prompt.text).toContain('Greeting')
    prompt.click('Approve')
    const { EIP712Domain: _, ...types } = typedData.types
    expect(
      await verifyTypedData({
        address: owner.address,
        domain: typedData.domain,
        types,
        primaryType: 'Greeting',
        message: typedData.message,
        signature: (await signature) as `0x${string}`,
      }),
    ).toBe(true)
  })

  test('eth_sendTransaction: after Approve the transaction lands on the active chain', async () => {
    const { request } = setup()
    await connect(request)
    const client = createClient({ transport: http(anvil1.url) })
    const before = await getBalance(client, { address: other.address })
    const hash = request('eth_sendTransaction', [
      { from: owner.address, to: other.address, value: `0x${parseEther('0.25').toString(16)}` },
    ])
    const prompt = await waitForPrompt()
    expect(prompt.text).toContain(other.address)
    expect(prompt.text).toContain('0.25 ETH')
    expect(prompt.text).toContain('eth_sendTransaction')
    prompt.click('Approve')
    const receipt = await waitForTransactionReceipt(client, {
      hash: (await hash) as `0x${string}`,
      pollingInterval: 50,
    })
    expect(receipt.status).toBe('success')
    expect(await getBalance(client, { address: other.address })).toBe(before + parseEther('0.25'))
    // Read-only calls go to the same node.
    expect(await request('eth_getBalance', [other.address, 'latest'])).toBe(
      `0x${(before + parseEther('0.25')).toString(16)}`,
    )
  })

  test('error: eth_sendTransaction rejected sends nothing', async () => {
    const { request } = setup()
    await connect(request)
    const client = createClient({ transport: http(anvil1.url) })
    const nonce = await getTransactionCount(client, { address: owner.address })
    const hash = request('eth_sendTransaction', [{ from: owner.address, to: other.address }])
    ;(await waitForPrompt()).click('Reject')
    await expect(hash).rejects.toMatchObject({ code: 4001 })
    expect(await getTransactionCount(client, { address: owner.address })).toBe(nonce)
  })

  test('wallet_switchEthereumChain: to 31338 after Approve emits chainChanged; transactions follow', async () => {
    const { request, events, control } = setup()
    await connect(request)
    events.length = 0
    const switched = request('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])
    const prompt = await waitForPrompt()
    expect(prompt.text).toContain('Anvil Local 2 (31338)')
    prompt.click('Approve')
    expect(await switched).toBeNull()
    expect(events).toEqual([['chainChanged', '0x7a6a']])
    expect(await request('eth_chainId')).toBe('0x7a6a')
    expect(control.getStatus().network).toBe('Anvil Local 2 (31338)')

    const hash = request('eth_sendTransaction', [{ to: other.address, value: '0x1' }])
    ;(await waitForPrompt()).click('Approve')
    const client = createClient({ transport: http(anvil2.url) })
    const receipt = await waitForTransactionReceipt(client, {
      hash: (await hash) as `0x${string}`,
      pollingInterval: 50,
    })
    expect(receipt.status).toBe('success')
  })

  test('error: switching to an unknown chain gives 4902 without a prompt; Reject keeps the chain', async () => {
    const { request, events } = setup()
    await expect(request('wallet_switchEthereumChain', [{ chainId: '0x1' }])).rejects.toMatchObject(
      { code: 4902 },
    )
    expect(document.querySelector('[role="dialog"]')).toBeNull()

    const switched = request('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])
    ;(await waitForPrompt()).click('Reject')
    await expect(switched).rejects.toMatchObject({ code: 4001 })
    expect(await request('eth_chainId')).toBe('0x7a69')
    expect(events).toEqual([])
  })

  test('wallet_addEthereumChain: after Approve the chain is added and active', async () => {
    const { request, events } = setup()
    const added = request('wallet_addEthereumChain', [
      {
        chainId: '0x7a6b',
        chainName: 'Anvil Copy',
        rpcUrls: [anvil2.url],
        nativeCurrency: ether,
      },
    ])
    const prompt = await waitForPrompt()
    expect(prompt.text).toContain('Anvil Copy (31339)')
    prompt.click('Approve')
    expect(await added).toBeNull()
    expect(events).toEqual([['chainChanged', '0x7a6b']])
    // Its RPC is the one given: anvil2 answers for it.
    expect(await request('eth_blockNumber')).toMatch(/^0x/)

    await expect(
      request('wallet_addEthereumChain', [
        { chainId: '0x5', chainName: 'x', rpcUrls: ['ftp://x'] },
      ]),
    ).rejects.toMatchObject({ code: -32602 })
  })

  test('revoke (the wallet UI): accountsChanged [] and disconnect 4900; eth_accounts is empty', async () => {
    const { request, events, control } = setup()
    await connect(request)
    events.length = 0
    control.revoke()
    expect(events.map(([name]) => name)).toEqual(['accountsChanged', 'disconnect'])
    expect(events[0]?.[1]).toEqual([])
    expect(events[1]?.[1]).toMatchObject({ code: 4900 })
    expect(await request('eth_accounts')).toEqual([])
    await expect(request('personal_sign', ['0x00', owner.address])).rejects.toMatchObject({
      code: 4100,
    })
  })

  test('permissions: after a page reload eth_accounts answers the granted account, no prompt', async () => {
    const storage = openWalletStorage(() => undefined)
    await connect(setup(sitePermissions(storage)).request)
    document.body.replaceChildren()

    const reloaded = setup(sitePermissions(storage))
    expect(await reloaded.request('eth_accounts')).toEqual([owner.address])
    expect(await reloaded.request('eth_requestAccounts')).toEqual([owner.address])
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    expect(reloaded.events).toEqual([])
    expect(reloaded.control.getStatus().connected).toBe(true)
  })

  test("permissions: wallet_revokePermissions (the modal's disconnect) forgets the site", async () => {
    const storage = openWalletStorage(() => undefined)
    const { request, events } = setup(sitePermissions(storage))
    await connect(request)
    events.length = 0
    expect(await request('wallet_revokePermissions', [{ eth_accounts: {} }])).toBeNull()
    expect(events.map(([name]) => name)).toEqual(['accountsChanged', 'disconnect'])
    expect(await request('eth_accounts')).toEqual([])
    expect(await setup(sitePermissions(storage)).request('eth_accounts')).toEqual([])
  })

  test("permissions: the wallet UI's revoke forgets the site too", async () => {
    const storage = openWalletStorage(() => undefined)
    const { request, control } = setup(sitePermissions(storage))
    await connect(request)
    control.revoke()
    expect(await setup(sitePermissions(storage)).request('eth_accounts')).toEqual([])
  })

  test('error: a rejected connection grants nothing; a grant for another account connects nothing', async () => {
    const storage = openWalletStorage(() => undefined)
    const { request } = setup(sitePermissions(storage))
    const accounts = request('eth_requestAccounts')
    ;(await waitForPrompt()).click('Reject')
    await expect(accounts).rejects.toMatchObject({ code: 4001 })
    expect(sitePermissions(storage).read()).toEqual([])

    sitePermissions(storage).grant([other.address])
    expect(await setup(sitePermissions(storage)).request('eth_accounts')).toEqual([])
  })

  test('error: unsupported methods give 4200; malformed calls -32602', async () => {
    const { provider, request } = setup()
    await expect(request('eth_sign', [owner.address, '0x00'])).rejects.toMatchObject({
      code: 4200,
    })
    await expect(provider.request({ method: 'eth_chainId', params: 'x' })).rejects.toMatchObject({
      code: -32602,
    })
    await expect(
      request('wallet_switchEthereumChain', [{ chainId: '0x07a69' }]),
    ).rejects.toMatchObject({ code: -32602 })
  })

  test('behavior: removeListener stops delivery', async () => {
    const { provider, control } = setup()
    const seen: unknown[] = []
    const listener = (accounts: never) => seen.push(accounts)
    provider.on('accountsChanged', listener).removeListener('accountsChanged', listener)
    const accounts = provider.request({ method: 'eth_requestAccounts' })
    ;(await waitForPrompt()).click('Approve')
    await accounts
    control.revoke()
    expect(seen).toEqual([])
  })
})
