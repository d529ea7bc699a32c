// @vitest-environment happy-dom

import { type StartSolanaRpcReturnType, startSolanaRpc } from '@airlock/local-stack/chains'
import { DEMO_SOLANA_ACCOUNTS } from '@airlock/testkit/demo'
import {
  type Address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Decoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  type Signature,
  type SignatureBytes,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  verifySignature,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { createDemoSolanaWallet } from './createDemoSolanaWallet.ts'
import { createSitePermissions, type SitePermissions } from './createSitePermissions.ts'
import { createWalletPrompt } from './createWalletPrompt.ts'
import { DEMO_WALLET_ICONS } from './DEMO_WALLET_ICONS.ts'
import { openWalletStorage, type WalletStorage } from './openWalletStorage.ts'
import { waitForPrompt } from './testing/waitForPrompt.ts'

const [owner, other] = DEMO_SOLANA_ACCOUNTS

// Test environment only: vitest loads kit's Node build, which hands every AbortSignal to Node's
// events.setMaxListeners; under happy-dom the signal is happy-dom's, which Node refuses unless its
// class carries Node's EventTarget brand. Browsers load kit's browser build, which does not do this.
Object.defineProperty(new AbortController().signal.constructor, Symbol.for('nodejs.event_target'), {
  value: true,
})
let solana: StartSolanaRpcReturnType

beforeAll(async () => {
  solana =
    await // The wallet runs in the demo host's page: the RPC answers that origin, as the stack sets it.
    startSolanaRpc({ port: 0, allowedOrigins: [window.location.origin] })
})

afterAll(async () => {
  await solana?.stop()
})

afterEach(() => {
  document.body.replaceChildren()
})

function setup(permissions?: SitePermissions) {
  const prompt = createWalletPrompt({ walletName: 'Solana test', icon: DEMO_WALLET_ICONS.solana })
  const { wallet, control } = createDemoSolanaWallet({
    name: 'Solana test',
    secretKey: owner.secretKey,
    chains: ['solana:localnet', 'solana:J8gmQyY2uH9RgiCs2FZPcUuZwM67dvMZ'],
    networkName: 'Solana Local',
    rpcUrl: solana.url,
    prompt,
    ...(permissions && { permissions }),
  })
  const changes: unknown[] = []
  wallet.features['standard:events'].on('change', (properties) => changes.push(properties))
  return { wallet, control, changes }
}

async function connect(wallet: ReturnType<typeof setup>['wallet']) {
  const connecting = wallet.features['standard:connect'].connect()
  ;(await waitForPrompt()).click('Approve')
  const { accounts } = await connecting
  const [account] = accounts
  if (!account) throw new Error('not connected')
  return account
}

/** The permissions of one site in `storage`, as a fresh page load of that site would read them. */
function sitePermissions(storage: WalletStorage): SitePermissions {
  return createSitePermissions({
    walletId: 'dev.airlock.demo-solana',
    origin: 'http://127.0.0.1:4300',
    storage,
  })
}

async function transferTransaction(lamports: bigint, to: Address = other.address) {
  const rpc = createSolanaRpc(solana.url)
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(owner.address, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({
          source: createNoopSigner(owner.address),
          destination: to,
          amount: lamports,
        }),
        m,
      ),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

describe('createDemoSolanaWallet', () => {
  test('default: wallet-standard shape; no accounts before connecting', () => {
    const { wallet } = setup()
    expect(wallet.version).toBe('1.0.0')
    expect(wallet.name).toBe('Solana test')
    expect(wallet.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(wallet.chains).toEqual(['solana:localnet', 'solana:J8gmQyY2uH9RgiCs2FZPcUuZwM67dvMZ'])
    expect(Object.keys(wallet.features).sort()).toEqual([
      'solana:signAndSendTransaction',
      'solana:signMessage',
      'solana:signTransaction',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ])
    expect(wallet.accounts).toEqual([])
  })

  test('standard:connect: waits for Approve, then lists the account and emits change', async () => {
    const { wallet, changes, control } = setup()
    const account = await connect(wallet)
    expect(account.address).toBe(owner.address)
    expect(getBase58Decoder().decode(account.publicKey)).toBe(owner.address)
    expect(account.features).toContain('solana:signAndSendTransaction')
    expect(wallet.accounts).toEqual([account])
    expect(changes).toEqual([{ accounts: [account] }])
    expect(control.getStatus()).toEqual({
      connected: true,
      account: owner.address,
      network: 'Solana Local',
    })
  })

  test('error: Reject gives 4001 and no account; silent connect never prompts', async () => {
    const { wallet, changes } = setup()
    const connecting = wallet.features['standard:connect'].connect()
    ;(await waitForPrompt()).click('Reject')
    await expect(connecting).rejects.toMatchObject({ code: 4001 })
    expect(wallet.accounts).toEqual([])
    expect(await wallet.features['standard:connect'].connect({ silent: true })).toEqual({
      accounts: [],
    })
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    expect(changes).toEqual([])
  })

  test('error: a second prompt while one is open gives -32002', async () => {
    const { wallet } = setup()
    const first = wallet.features['standard:connect'].connect()
    const prompt = await waitForPrompt()
    await expect(wallet.features['standard:connect'].connect()).rejects.toMatchObject({
      code: -32002,
    })
    prompt.click('Approve')
    expect((await first).accounts).toHaveLength(1)
  })

  test('solana:signMessage: shows the text; the ed25519 signature verifies', async () => {
    const { wallet } = setup()
    const account = await connect(wallet)
    const message = new TextEncoder().encode('Sign in to Airlock\nNonce: 9')
    const signing = wallet.features['solana:signMessage'].signMessage({ account, message })
    const prompt = await waitForPrompt()
    expect(prompt.text).toContain('Sign in to Airlock\nNonce: 9')
    prompt.click('Approve')
    const [output] = await signing
    expect(output?.signedMessage).toEqual(message)
    expect(output?.signatureType).toBe('ed25519')
    const key = await getPublicKeyFromAddress(owner.address)
    const signature = output?.signature as SignatureBytes
    expect(await verifySignature(key, signature, message)).toBe(true)
    expect(await verifySignature(key, signature, new TextEncoder().encode('other'))).toBe(false)
  })

  test('error: signMessage before connecting gives 4100; Reject gives 4001', async () => {
    const { wallet } = setup()
    const message = new Uint8Array([1, 2, 3])
    const fakeAccount = {
      address: owner.address,
      publicKey: new Uint8Array(32),
      chains: [],
      features: [],
    }
    await expect(
      wallet.features['solana:signMessage'].signMessage({ account: fakeAccount, message }),
    ).rejects.toMatchObject({ code: 4100 })
    const account = await connect(wallet)
    const signing = wallet.features['solana:signMessage'].signMessage({ account, message })
    const prompt = await waitForPrompt()
    expect(prompt.text).toContain('0x010203')
    prompt.click('Reject')
    await expect(signing).rejects.toMatchObject({ code: 4001 })
  })

  test('solana:signTransaction: returns the transaction signed by the account', async () => {
    const { wallet } = setup()
    const account = await connect(wallet)
    const transaction = await transferTransaction(5_000_000n)
    const signing = wallet.features['solana:signTransaction'].signTransaction({
      account,
      transaction,
      chain: 'solana:localnet',
    })
    const prompt = await waitForPrompt()
    expect(prompt.text).toContain(`Transfer 0.005 SOL to ${other.address}`)
    expect(prompt.text).toContain('solana:signTransaction')
    prompt.click('Approve')
    const [output] = await signing
    const signed = getTransactionDecoder().decode(output?.signedTransaction ?? new Uint8Array())
    const signature = signed.signatures[owner.address]
    expect(signature).toBeTruthy()
    const key = await getPublicKeyFromAddress(owner.address)
    expect(await verifySignature(key, signature as SignatureBytes, signed.messageBytes)).toBe(true)
  })

  test('solana:signAndSendTransaction: after Approve the transfer lands on the local RPC', async () => {
    const { wallet } = setup()
    const account = await connect(wallet)
    const rpc = createSolanaRpc(solana.url)
    const before = (await rpc.getBalance(other.address).send()).value
    const sending = wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
      account,
      chain: 'solana:J8gmQyY2uH9RgiCs2FZPcUuZwM67dvMZ',
      transaction: await transferTransaction(10_000_000n),
      options: { commitment: 'confirmed' },
    })
    ;(await waitForPrompt()).click('Approve')
    const [output] = await sending
    const signature = getBase58Decoder().decode(output?.signature ?? new Uint8Array()) as Signature
    const { value } = await rpc.getSignatureStatuses([signature]).send()
    expect(value[0]?.err).toBeNull()
    expect((await rpc.getBalance(other.address).send()).value).toBe(before + 10_000_000n)
  })

  test('error: another chain gives -32602 without a prompt; Reject sends nothing', async () => {
    const { wallet } = setup()
    const account = await connect(wallet)
    const transaction = await transferTransaction(1_000_000n)
    const send = wallet.features['solana:signAndSendTransaction'].signAndSendTransaction
    await expect(send({ account, chain: 'solana:mainnet', transaction })).rejects.toMatchObject({
      code: -32602,
    })
    expect(document.querySelector('[role="dialog"]')).toBeNull()

    const rpc = createSolanaRpc(solana.url)
    const before = (await rpc.getBalance(other.address).send()).value
    const sending = send({ account, chain: 'solana:localnet', transaction })
    ;(await waitForPrompt()).click('Reject')
    await expect(sending).rejects.toMatchObject({ code: 4001 })
    expect((await rpc.getBalance(other.address).send()).value).toBe(before)
  })

  test('standard:disconnect and revoke: no accounts, change emitted', async () => {
    const { wallet, changes, control } = setup()
    await connect(wallet)
    await wallet.features['standard:disconnect'].disconnect()
    expect(wallet.accounts).toEqual([])
    await connect(wallet)
    control.revoke()
    expect(wallet.accounts).toEqual([])
    expect(changes.map((change) => (change as { accounts: unknown[] }).accounts.length)).toEqual([
      1, 0, 1, 0,
    ])
  })

  test('permissions: after a page reload a silent connect answers the account, no prompt', async () => {
    const storage = openWalletStorage(() => undefined)
    await connect(setup(sitePermissions(storage)).wallet)
    document.body.replaceChildren()

    const reloaded = setup(sitePermissions(storage))
    const { accounts } = await reloaded.wallet.features['standard:connect'].connect({
      silent: true,
    })
    expect(accounts.map((account) => account.address)).toEqual([owner.address])
    expect(reloaded.wallet.accounts.map((account) => account.address)).toEqual([owner.address])
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    expect(reloaded.control.getStatus().connected).toBe(true)
  })

  test("permissions: standard:disconnect (the modal's disconnect) and the wallet UI's revoke forget the site", async () => {
    const storage = openWalletStorage(() => undefined)
    const first = setup(sitePermissions(storage))
    await connect(first.wallet)
    await first.wallet.features['standard:disconnect'].disconnect()
    const afterDisconnect = setup(sitePermissions(storage)).wallet
    expect(
      (await afterDisconnect.features['standard:connect'].connect({ silent: true })).accounts,
    ).toEqual([])

    await connect(first.wallet)
    first.control.revoke()
    expect(setup(sitePermissions(storage)).wallet.accounts).toEqual([])
  })

  test('error: a rejected connection grants nothing', async () => {
    const storage = openWalletStorage(() => undefined)
    const connecting = setup(sitePermissions(storage)).wallet.features['standard:connect'].connect()
    ;(await waitForPrompt()).click('Reject')
    await expect(connecting).rejects.toMatchObject({ code: 4001 })
    expect(sitePermissions(storage).read()).toEqual([])
  })
})
