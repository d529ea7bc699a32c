import type { AirlockModal } from '@airlock/host-sdk'
import { createRelayService } from '@airlock/local-stack/stack'
import {
  DEMO_BITCOIN_ACCOUNT,
  DEMO_COSMOS_ACCOUNT,
  DEMO_EVM_ACCOUNTS,
  DEMO_POLKADOT_ACCOUNT,
  DEMO_SOLANA_ACCOUNTS,
} from '@airlock/testkit/demo'
import { verifyAdr036 } from '@airlock/testkit/verifyAdr036'
import { fromBase64 } from '@cosmjs/encoding'
import type { Page } from '@playwright/test'
import { stringToHex } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import {
  type Address,
  getBase58Decoder,
  getBase58Encoder,
  getTransactionDecoder,
} from '@solana/kit'
import { Verifier } from 'bip322-js'
import { latestSolanaBlockhash, readLamports, solanaSignatureStatus } from '../support/chain.ts'
import {
  approveInMobileWallet,
  clickWhenPainted,
  demoHostState,
  demoWalletPrompt,
  escapeRegExp,
  openDemoHost,
  pairMobileWallet,
} from '../support/host.ts'
import { modalView } from '../support/modal.ts'
import {
  bytes,
  callNamespaceProvider,
  createTestnetPsbt,
  createWestendPayload,
  solanaTransferBytes,
  succeeded,
  toBytes,
  verifiesEd25519,
  type Wire,
} from '../support/namespaceProviders.ts'
import { useChainStack } from '../support/stack.ts'
import { expect, test } from '../support/test.ts'

// All five namespaces (issue #21), modal side: the demo project's Westend, Bitcoin testnet and
// Cosmos Hub testnet networks beside the local EVM and Solana chains; the demo mobile wallet
// (WalletKit) approves all five in one WalletConnect session; the active chain moves across them;
// SIWX signs in on each, and the signature is verified here with the libraries a dapp's server
// uses and by the demo page's own check; a rejected sign-in can be signed again or cancelled. With
// the demo page's own wallets, SwitchActiveChain takes the visitor across all five namespaces.
// Build first: `npm run build`.

const SOLANA_LOCAL = 'solana:J8gmQyY2uH9RgiCs2FZPcUuZwM67dvMZ'
const stack = useChainStack({ relay: createRelayService({ port: 0 }) })

/** The demo's non-EVM networks and the mobile wallet's accounts on them. */
const NAMESPACES = [
  {
    namespace: 'solana',
    network: 'Solana Local',
    caipNetworkId: 'solana:J8gmQyY2uH9RgiCs2FZPcUuZwM67dvMZ',
    address: DEMO_SOLANA_ACCOUNTS[1].address,
    heading: 'Solana',
    walletMethod: 'solana_signMessage',
  },
  {
    namespace: 'polkadot',
    network: 'Westend Testnet',
    caipNetworkId: 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e',
    address: DEMO_POLKADOT_ACCOUNT.address,
    heading: 'Polkadot',
    walletMethod: 'polkadot_signMessage',
  },
  {
    namespace: 'bip122',
    network: 'Bitcoin Testnet',
    caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
    address: DEMO_BITCOIN_ACCOUNT.address,
    heading: 'Bitcoin',
    walletMethod: 'signMessage',
  },
  {
    namespace: 'cosmos',
    network: 'Cosmos Hub Testnet',
    caipNetworkId: 'cosmos:provider',
    address: DEMO_COSMOS_ACCOUNT.address,
    heading: 'Cosmos',
    walletMethod: 'cosmos_signAmino',
  },
] as const

type HostSiwx = { caipAddress: string; message: string; signature: string } | null

/** `modal.getState().siwx` in the host page. */
function hostSiwx(page: Page): Promise<HostSiwx> {
  return page.evaluate(
    () =>
      (
        window as unknown as { airlockModal: { getState: () => { siwx: HostSiwx } } }
      ).airlockModal.getState().siwx,
  )
}

/** The CAIP-10 ids of `modal.getState().accounts` in the host page. */
function hostAccounts(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      (
        window as unknown as {
          airlockModal: { getState: () => { accounts?: Array<{ caipAddress: string }> } }
        }
      ).airlockModal
        .getState()
        .accounts?.map((account) => account.caipAddress) ?? [],
  )
}

/** Whether the signature is the address's over the message, as a dapp's server checks it. */
async function verifies(namespace: string, address: string, message: string, signature: string) {
  if (namespace === 'polkadot') {
    await cryptoWaitReady()
    return signatureVerify(message, signature, address).isValid
  }
  if (namespace === 'bip122') return Verifier.verifySignature(address, message, signature)
  if (namespace === 'cosmos') return verifyAdr036(address, message, signature)
  return true // solana: the SIWX spec checks it; here the demo page's check below suffices
}

test.describe('namespaces over WalletConnect (modal side)', () => {
  /** Opens the demo host and pairs the mobile wallet on all five namespaces; waits until connected. */
  async function connectMobileWallet(page: Page) {
    await openDemoHost(page, stack.urls.host)
    const wallet = await pairMobileWallet(page, stack)
    await expect
      .poll(async () => (await demoHostState(page)).status, { timeout: 15_000 })
      .toBe('connected')
    return wallet
  }

  test('default: one session on all five namespaces; the active chain moves across them; SIWX signs in on each, verified here and by the demo page', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    await openDemoHost(page, `${stack.urls.host}?siwx=required`)
    const { dialog } = modalView(page)
    const wallet = await pairMobileWallet(page, stack)
    await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible({ timeout: 15_000 })
    await dialog.getByRole('button', { name: 'Sign' }).click()
    await wallet
      .getByRole('region', { name: 'personal_sign' })
      .getByRole('button', { name: 'Approve', exact: true })
      .click()
    await expect(page.locator('#state-siwx')).toHaveText(
      `Signed in as ${DEMO_EVM_ACCOUNTS[1].address} (nonce verified)`,
      { timeout: 15_000 },
    )

    for (const each of NAMESPACES) {
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
      await dialog.getByRole('button', { name: /^Network: / }).click()
      await dialog.getByRole('button', { name: new RegExp(each.network) }).click()
      // Connected there already (the session approved it): no SwitchActiveChain, the sign-in.
      await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible({
        timeout: 15_000,
      })
      const message = dialog.getByTestId('siwx-message')
      await expect(message).toContainText(`wants you to sign in with your ${each.heading} account:`)
      await expect(message).toContainText(each.address)
      await expect(message).toContainText(`Chain ID: ${each.caipNetworkId}`)
      await dialog.getByRole('button', { name: 'Sign' }).click()
      const request = wallet.getByRole('region', { name: each.walletMethod })
      await expect(request).toContainText(`wants you to sign in with your ${each.heading} account:`)
      await request.getByRole('button', { name: 'Approve', exact: true }).click()

      await expect(page.locator('#state-siwx')).toHaveText(
        `Signed in as ${each.address} (nonce verified)`,
        { timeout: 15_000 },
      )
      const session = await hostSiwx(page)
      expect(session?.caipAddress).toBe(`${each.caipNetworkId}:${each.address}`)
      expect(
        await verifies(
          each.namespace,
          each.address,
          session?.message ?? '',
          session?.signature ?? '',
        ),
      ).toBe(true)
      expect(await demoHostState(page)).toMatchObject({
        status: 'connected',
        address: each.address,
        network: each.caipNetworkId,
      })
    }

    // Account shows the active (cosmos) account and its network; no balance for a network
    // without a balance source (spec §9).
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: /^Network: Cosmos Hub Testnet/ })).toBeVisible()
    await expect(dialog.getByText(/0\.000 ATOM/)).toHaveCount(0)
    await expect(dialog.getByRole('link', { name: /Block explorer/ })).toHaveAttribute(
      'href',
      `https://explorer.polypore.xyz/provider/account/${DEMO_COSMOS_ACCOUNT.address}`,
    )
    // Disconnect ends the session on every namespace.
    await dialog.getByTestId('account-disconnect').click()
    await expect.poll(async () => (await demoHostState(page)).status).toBe('disconnected')
    await wallet.close()
  })

  test("error: the wallet rejects the polkadot, bitcoin and cosmos sign-ins: 'Signature declined', the sign view stays; Sign again signs in, Cancel disconnects every namespace", async ({
    page,
  }) => {
    test.setTimeout(150_000)
    await openDemoHost(page, `${stack.urls.host}?siwx=required`)
    const { dialog } = modalView(page)
    const wallet = await pairMobileWallet(page, stack)
    await dialog.getByRole('button', { name: 'Sign' }).click({ timeout: 15_000 })
    await wallet
      .getByRole('region', { name: 'personal_sign' })
      .getByRole('button', { name: 'Approve', exact: true })
      .click()
    await expect(page.locator('#state-siwx')).toHaveText(/nonce verified/, { timeout: 15_000 })
    const [polkadot, bitcoin, cosmos] = NAMESPACES.filter((each) => each.namespace !== 'solana')
    if (!polkadot || !bitcoin || !cosmos) throw new Error('NAMESPACES lacks a namespace.')

    /** Moves the active chain to `each`'s network, Sign, and the wallet rejects. */
    const signInRejected = async (each: typeof bitcoin) => {
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await dialog.getByRole('button', { name: /^Network: / }).click()
      await dialog.getByRole('button', { name: new RegExp(each.network) }).click()
      await expect(dialog.getByTestId('siwx-message')).toContainText(each.address, {
        timeout: 15_000,
      })
      await dialog.getByRole('button', { name: 'Sign' }).click()
      await wallet
        .getByRole('region', { name: each.walletMethod })
        .getByRole('button', { name: 'Reject', exact: true })
        .click()
      await expect(
        dialog.getByRole('alert').filter({ hasText: 'Signature declined' }),
      ).toBeVisible()
      await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible()
    }

    // Polkadot and bitcoin: declined, then Sign again and the wallet approves: signed in, verified.
    for (const each of [polkadot, bitcoin]) {
      await signInRejected(each)
      await dialog.getByRole('button', { name: 'Sign' }).click()
      await wallet
        .getByRole('region', { name: each.walletMethod })
        .getByRole('button', { name: 'Approve', exact: true })
        .click()
      await expect(page.locator('#state-siwx')).toHaveText(
        `Signed in as ${each.address} (nonce verified)`,
        { timeout: 15_000 },
      )
      const session = await hostSiwx(page)
      expect(
        await verifies(
          each.namespace,
          each.address,
          session?.message ?? '',
          session?.signature ?? '',
        ),
      ).toBe(true)
    }

    // Cosmos: declined, then Cancel (required SIWX): Connect, and the host is disconnected in
    // every namespace and signed out (it kept the other accounts before).
    await signInRejected(cosmos)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
    await expect.poll(async () => (await demoHostState(page)).status).toBe('disconnected')
    expect(await demoHostState(page)).toMatchObject({ address: null })
    expect(await hostAccounts(page)).toEqual([])
    await expect(page.locator('#state-siwx')).toHaveText('not signed in')
    await wallet.close()
  })

  test("default: the dapp's solana, polkadot, bitcoin and cosmos providers sign through the WalletConnect wallet (a Solana transaction and a polkadot payload too); CosmJS gets the public key", async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const wallet = await connectMobileWallet(page)
    const approve = (method: string) => approveInMobileWallet(wallet, method)

    const text = 'Hello over WalletConnect'
    // Solana (a regression: the dapp's requests went out by wallet-standard's names, which the
    // session refuses): signMessage and signTransaction as solana_signMessage and
    // solana_signTransaction, the signatures the account's over the bytes.
    const solanaSigner = DEMO_SOLANA_ACCOUNTS[1].address
    const solanaMessage = new TextEncoder().encode(text)
    const signingMessage = callNamespaceProvider(page, 'solana', 'signMessage', [
      bytes(solanaMessage),
    ])
    await approve('solana_signMessage')
    const solanaSignature = succeeded<Wire & { __bytes: number[] }>(await signingMessage)
    expect(
      verifiesEd25519(solanaSigner, solanaMessage, Uint8Array.from(solanaSignature.__bytes)),
    ).toBe(true)
    const unsigned = solanaTransferBytes(solanaSigner, DEMO_SOLANA_ACCOUNTS[0].address)
    const signingTransaction = callNamespaceProvider(page, 'solana', 'signTransaction', [
      bytes(unsigned),
    ])
    await approve('solana_signTransaction')
    const signedTransaction = getTransactionDecoder().decode(
      Uint8Array.from(succeeded<{ __bytes: number[] }>(await signingTransaction).__bytes),
    )
    const transactionSignature = signedTransaction.signatures[solanaSigner as Address]
    expect(transactionSignature).toBeTruthy()
    expect(
      verifiesEd25519(
        solanaSigner,
        Uint8Array.from(signedTransaction.messageBytes),
        Uint8Array.from(transactionSignature ?? []),
      ),
    ).toBe(true)

    const raw = callNamespaceProvider(page, 'polkadot', 'signRaw', [
      { address: DEMO_POLKADOT_ACCOUNT.address, data: stringToHex(text), type: 'bytes' },
    ])
    await approve('polkadot_signMessage')
    const { signature } = succeeded<{ signature: string }>(await raw)
    expect(await verifies('polkadot', DEMO_POLKADOT_ACCOUNT.address, text, signature)).toBe(true)

    // A transaction payload as @polkadot/api hands it to the signer: polkadot_signTransaction,
    // the signature checked against the extrinsic payload @polkadot/types encodes.
    const { payload, verifies: payloadVerifies } = createWestendPayload(
      DEMO_POLKADOT_ACCOUNT.address,
    )
    const signingPayload = callNamespaceProvider(page, 'polkadot', 'signPayload', [payload])
    const payloadRequest = wallet.getByRole('region', { name: 'polkadot_signTransaction' })
    await expect(payloadRequest).toContainText(payload.method)
    await approve('polkadot_signTransaction')
    const signedPayload = succeeded<{ signature: `0x${string}` }>(await signingPayload)
    expect(payloadVerifies(signedPayload.signature)).toBe(true)

    const { psbt, verifyInput } = createTestnetPsbt(DEMO_BITCOIN_ACCOUNT.publicKey)
    const signing = callNamespaceProvider(page, 'bip122', 'signPsbt', [
      { psbt, signInputs: { [DEMO_BITCOIN_ACCOUNT.address]: [0] } },
    ])
    await approve('signPsbt')
    expect(await verifyInput(succeeded<{ psbt: string }>(await signing).psbt)).toBe(true)

    // CosmJS's offline signer needs AccountData with the public key: cosmos_getAccounts has it.
    const accounts = callNamespaceProvider(page, 'cosmos', 'getAccounts', [])
    await approve('cosmos_getAccounts')
    expect(succeeded(await accounts)).toEqual([
      {
        address: DEMO_COSMOS_ACCOUNT.address,
        algo: 'secp256k1',
        pubkey: bytes(fromBase64(DEMO_COSMOS_ACCOUNT.publicKey)),
      },
    ])
    const adr036 = callNamespaceProvider(page, 'cosmos', 'signArbitrary', [
      DEMO_COSMOS_ACCOUNT.address,
      text,
    ])
    await approve('cosmos_signAmino')
    expect(
      await verifyAdr036(
        DEMO_COSMOS_ACCOUNT.address,
        text,
        JSON.stringify(succeeded(await adr036)),
      ),
    ).toBe(true)
    await wallet.close()
  })
  test("behavior: the dapp's Solana signAndSendTransaction with send options goes to the WalletConnect wallet as solana_signAndSendTransaction and lands on the local validator", async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const wallet = await connectMobileWallet(page)
    const rpc = stack.rpcUrl(SOLANA_LOCAL)
    const from = DEMO_SOLANA_ACCOUNTS[1].address
    const to = DEMO_SOLANA_ACCOUNTS[0].address
    const recentBlockhash = await latestSolanaBlockhash(rpc)
    const before = await readLamports(rpc, to)
    const transfer = solanaTransferBytes(from, to, { lamports: 100_000_000n, recentBlockhash })
    const sending = callNamespaceProvider(page, 'solana', 'signAndSendTransaction', [
      bytes(transfer),
      { preflightCommitment: 'confirmed', maxRetries: 3 },
    ])
    await approveInMobileWallet(wallet, 'solana_signAndSendTransaction')
    const signature = getBase58Decoder().decode(toBytes(succeeded(await sending)))
    const signed = getTransactionDecoder().decode(transfer)
    expect(
      verifiesEd25519(
        from,
        Uint8Array.from(signed.messageBytes),
        Uint8Array.from(getBase58Encoder().encode(signature)),
      ),
    ).toBe(true)
    await expect.poll(async () => (await readLamports(rpc, to)) - before).toBe(100_000_000n)
    await wallet.close()
  })

  test("behavior: the WalletConnect wallet sends with the dapp's skipPreflight: an overdraft the node's preflight refuses (its reason reaching the dapp) lands, failed, with it", async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const wallet = await connectMobileWallet(page)
    const rpc = stack.rpcUrl(SOLANA_LOCAL)
    const recentBlockhash = await latestSolanaBlockhash(rpc)
    // More than the wallet's account holds; distinct amounts, so distinct transactions.
    const overdraft = (extra: bigint) =>
      bytes(
        solanaTransferBytes(DEMO_SOLANA_ACCOUNTS[1].address, DEMO_SOLANA_ACCOUNTS[0].address, {
          lamports: 10n ** 15n + extra,
          recentBlockhash,
        }),
      )
    const request = wallet.getByRole('region', { name: 'solana_signAndSendTransaction' })

    const checked = callNamespaceProvider(page, 'solana', 'signAndSendTransaction', [overdraft(1n)])
    await approveInMobileWallet(wallet, 'solana_signAndSendTransaction')
    expect(await checked).toMatchObject({
      error: {
        message: expect.stringMatching(
          /The Solana RPC refused the transaction: Transaction simulation failed/,
        ),
      },
    })

    const unchecked = callNamespaceProvider(page, 'solana', 'signAndSendTransaction', [
      overdraft(2n),
      { skipPreflight: true },
    ])
    // The wallet shows how it is asked to send.
    await expect(request).toContainText('"skipPreflight":true')
    await approveInMobileWallet(wallet, 'solana_signAndSendTransaction')
    const failed = getBase58Decoder().decode(toBytes(succeeded(await unchecked)))
    await expect
      .poll(async () => (await solanaSignatureStatus(rpc, failed))?.err ?? null)
      .not.toBeNull()
    await wallet.close()
  })
})

test.describe('namespaces with the host page wallets', () => {
  /** Picks `wallet` on Connect and approves in its prompt in the host page; waits for Account. */
  async function pickAndApprove(page: Page, wallet: string) {
    const { dialog } = modalView(page)
    await dialog.getByRole('button', { name: new RegExp(escapeRegExp(wallet)) }).click()
    // Once painted: a click on the prompt just added over the modal could land on the modal's
    // backdrop and close it (see clickWhenPainted).
    await clickWhenPainted(
      page,
      demoWalletPrompt(page, wallet, 'Connect to this site').getByRole('button', {
        name: 'Approve',
      }),
    )
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible({ timeout: 15_000 })
  }

  test('default: SwitchActiveChain moves the active chain across all five namespaces, each wallet staying connected', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await openDemoHost(page, stack.urls.host)
    const { dialog } = modalView(page)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await pickAndApprove(page, 'Airlock Demo Wallet (EVM)')
    const hops = [
      { network: 'Westend Testnet', target: 'Polkadot', wallet: 'Airlock Demo Wallet (Polkadot)' },
      { network: 'Bitcoin Testnet', target: 'Bitcoin', wallet: 'Airlock Demo Wallet (Bitcoin)' },
      { network: 'Cosmos Hub Testnet', target: 'Cosmos', wallet: 'Airlock Demo Wallet (Cosmos)' },
      { network: 'Solana Local', target: 'Solana', wallet: 'Airlock Demo Wallet (Solana)' },
    ]
    let from = 'EVM'
    for (const { network, target, wallet } of hops) {
      await dialog.getByRole('button', { name: /^Network: / }).click()
      await dialog.getByRole('button', { name: new RegExp(network) }).click()
      await expect(dialog.getByText(`Your ${from} wallet stays connected.`)).toBeVisible()
      await dialog.getByRole('button', { name: `Switch to ${target}` }).click()
      await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
      await pickAndApprove(page, wallet)
      await expect(
        dialog.getByRole('button', { name: new RegExp(`^Network: ${network}`) }),
      ).toBeVisible()
      from = target
    }
    await expect
      .poll(async () => (await hostAccounts(page)).map((id) => id.split(':')[0]).sort())
      .toEqual(['bip122', 'cosmos', 'eip155', 'polkadot', 'solana'])

    // Back to the EVM network: connected there, so no SwitchActiveChain; Account on Anvil Local.
    await dialog.getByRole('button', { name: /^Network: / }).click()
    await dialog.getByRole('button', { name: /Anvil Local(?! 2)/ }).click()
    await expect(dialog.getByRole('button', { name: /^Network: Anvil Local(?! 2)/ })).toBeVisible()
    expect(await demoHostState(page)).toMatchObject({
      status: 'connected',
      address: DEMO_EVM_ACCOUNTS[0].address,
    })
    await dialog.getByTestId('account-disconnect').click()
    await expect.poll(async () => (await demoHostState(page)).status).toBe('disconnected')
  })

  test('behavior: leaving Connect for Bitcoin without a Bitcoin wallet returns to the EVM account (phone audit)', async ({
    page,
  }) => {
    await openDemoHost(page, stack.urls.host)
    const { dialog } = modalView(page)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await pickAndApprove(page, 'Airlock Demo Wallet (EVM)')
    const toBitcoin = async () => {
      await dialog.getByRole('button', { name: /^Network: / }).click()
      await dialog.getByRole('button', { name: /Bitcoin Testnet/ }).click()
      await dialog.getByRole('button', { name: 'Switch to Bitcoin' }).click()
      await expect(dialog.getByText('Choose a Bitcoin wallet.')).toBeVisible()
    }
    const connectedOnEvm = {
      status: 'connected',
      address: DEMO_EVM_ACCOUNTS[0].address,
      network: expect.stringMatching(/^eip155:/),
    }
    // Back: to Networks, the EVM network current again.
    await toBitcoin()
    await dialog.getByRole('button', { name: 'Back' }).click()
    await expect(dialog.getByRole('button', { name: /Anvil Local(?! 2)/ })).toHaveAttribute(
      'aria-current',
      'true',
    )
    expect(await demoHostState(page)).toMatchObject(connectedOnEvm)
    // Close: reopening shows the EVM account, not an empty Connect.
    await dialog.getByRole('button', { name: 'Back' }).click()
    await toBitcoin()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    expect(await demoHostState(page)).toMatchObject(connectedOnEvm)
    await page.evaluate(() =>
      (window as unknown as { airlockModal: Pick<AirlockModal, 'open'> }).airlockModal.open(),
    )
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  })
})
