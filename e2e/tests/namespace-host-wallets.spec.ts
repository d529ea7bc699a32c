import {
  DEMO_BITCOIN_ACCOUNT,
  DEMO_COSMOS_ACCOUNT,
  DEMO_POLKADOT_ACCOUNT,
} from '@airlock/testkit/demo'
import { verifyAdr036 } from '@airlock/testkit/verifyAdr036'
import {
  encodeSecp256k1Pubkey,
  makeSignDoc as makeAminoSignDoc,
  type StdSignature,
  serializeSignDoc,
} from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, toBase64 } from '@cosmjs/encoding'
import {
  encodePubkey,
  makeAuthInfoBytes,
  makeSignBytes,
  makeSignDoc,
  Registry,
} from '@cosmjs/proto-signing'
import type { Locator, Page } from '@playwright/test'
import { stringToHex } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { Verifier } from 'bip322-js'
import {
  connectDemoWallet,
  demoHostState,
  demoWalletPrompt,
  escapeRegExp,
  openDemoHost,
} from '../support/host.ts'
import { modalView } from '../support/modal.ts'
import {
  bigint,
  bytes,
  callNamespaceProvider,
  createTestnetPsbt,
  createWestendPayload,
  succeeded,
  toBytes,
} from '../support/namespaceProviders.ts'
import { expect, test } from '../support/test.ts'

// Issue #21 with the demo host page's own polkadot, bitcoin and cosmos wallets (an injectedWeb3
// extension, a wallet-standard `bitcoin:` wallet, a Keplr-interface wallet; prompts in the host
// page). Per namespace, on one page load: the dapp asks its provider for accounts, the visitor
// connects the wallet in the modal, the required sign-in is declined once and then signed (checked
// with the ecosystem's library and by the demo page); then the dapp's provider signs a message and
// a transaction the way the ecosystem's libraries call it (a polkadot{.js} SignerPayloadJSON, a
// PSBT, a CosmJS direct and amino sign doc), each verified here; a rejected request fails with
// USER_REJECTED; Disconnect leaves the host disconnected. Build first: `npm run build`.

const POLKADOT = 'Airlock Demo Wallet (Polkadot)'
const BITCOIN = 'Airlock Demo Wallet (Bitcoin)'
const COSMOS = 'Airlock Demo Wallet (Cosmos)'
const WESTEND = 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e'
const BITCOIN_TESTNET = 'bip122:000000000933ea01ad0ee984209779ba'
const COSMOS_CHAIN = 'provider'

/** Clicks Approve (or Reject) in the wallet's prompt titled `title`, once it is there. */
async function answer(page: Page, wallet: string, title: string, choice: 'Approve' | 'Reject') {
  await demoWalletPrompt(page, wallet, title).getByRole('button', { name: choice }).click()
}

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

/**
 * The dapp asks for accounts (`account request` of its provider: the modal opens Connect), the
 * visitor picks the wallet and approves in its prompt, then the required sign-in: Sign, Reject in
 * the wallet ('Signature declined', the view stays), Sign again and Approve. Resolves with the
 * dapp's accounts answer and the signed-in session the host got.
 */
async function connectAndSignIn(
  page: Page,
  options: {
    namespace: 'polkadot' | 'bip122' | 'cosmos'
    wallet: string
    accountRequest: string
    heading: string
    address: string
    caipNetworkId: string
  },
) {
  const { dialog } = modalView(page)
  const accounts = callNamespaceProvider(page, options.namespace, options.accountRequest, [])
  await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
  await dialog.getByRole('button', { name: new RegExp(escapeRegExp(options.wallet)) }).click()
  await answer(page, options.wallet, 'Connect to this site', 'Approve')

  await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  const message = dialog.getByTestId('siwx-message')
  await expect(message).toContainText(`wants you to sign in with your ${options.heading} account:`)
  await expect(message).toContainText(options.address)
  await expect(message).toContainText(`Chain ID: ${options.caipNetworkId}`)
  await dialog.getByRole('button', { name: 'Sign' }).click()
  await answer(page, options.wallet, 'Sign a message', 'Reject')
  await expect(dialog.getByRole('alert').filter({ hasText: 'Signature declined' })).toBeVisible()
  await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Sign' }).click()
  await answer(page, options.wallet, 'Sign a message', 'Approve')

  await expect(page.locator('#state-siwx')).toHaveText(
    `Signed in as ${options.address} (nonce verified)`,
  )
  await expect(dialog).toBeHidden()
  expect(await demoHostState(page)).toMatchObject({
    status: 'connected',
    address: options.address,
    network: options.caipNetworkId,
  })
  const session = await hostSiwx(page)
  expect(session?.caipAddress).toBe(`${options.caipNetworkId}:${options.address}`)
  return {
    accounts: succeeded<unknown[]>(await accounts),
    session: session as NonNullable<HostSiwx>,
  }
}

/**
 * Account shows the account (its full address as the name's title) and its network; Disconnect
 * there leaves the host disconnected in every namespace, signed out.
 */
async function disconnect(page: Page, address: string, network: string) {
  const { dialog } = modalView(page)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  await expect(dialog.getByTitle(address, { exact: true })).toBeVisible()
  await expect(
    dialog.getByRole('button', { name: new RegExp(`^Network: ${network}`) }),
  ).toBeVisible()
  await dialog.getByTestId('account-disconnect').click()
  await expect.poll(async () => (await demoHostState(page)).status).toBe('disconnected')
  expect(await demoHostState(page)).toMatchObject({ address: null })
  await expect(page.locator('#state-siwx')).toHaveText('not signed in')
}

test.describe('namespace host wallets', () => {
  test.beforeEach(async ({ page, urls }) => {
    await openDemoHost(page, `${urls.host}?siwx=required`)
  })

  test('default: polkadot: connect and sign in; signRaw and a transaction payload signed, verified; reject; disconnect', async ({
    page,
  }) => {
    await cryptoWaitReady()
    const { accounts, session } = await connectAndSignIn(page, {
      namespace: 'polkadot',
      wallet: POLKADOT,
      accountRequest: 'connect',
      heading: 'Polkadot',
      address: DEMO_POLKADOT_ACCOUNT.address,
      caipNetworkId: WESTEND,
    })
    expect(accounts).toEqual([
      expect.objectContaining({ address: DEMO_POLKADOT_ACCOUNT.address, type: 'sr25519' }),
    ])
    expect(
      signatureVerify(session.message, session.signature, DEMO_POLKADOT_ACCOUNT.address).isValid,
    ).toBe(true)

    // signRaw as @polkadot/extension-dapp's signer is called: hex bytes, type 'bytes'.
    const text = 'Hello from a polkadot dapp'
    const raw = { address: DEMO_POLKADOT_ACCOUNT.address, data: stringToHex(text), type: 'bytes' }
    const signing = callNamespaceProvider(page, 'polkadot', 'signRaw', [raw])
    await answer(page, POLKADOT, 'Sign a message', 'Approve')
    const signed = succeeded<{ id: number; signature: `0x${string}` }>(await signing)
    expect(signatureVerify(text, signed.signature, DEMO_POLKADOT_ACCOUNT.address).isValid).toBe(
      true,
    )
    expect(
      signatureVerify('another text', signed.signature, DEMO_POLKADOT_ACCOUNT.address),
    ).toMatchObject({ isValid: false })

    // signPayload with a Westend transfer as @polkadot/api hands it to the signer, checked
    // against the payload @polkadot/types encodes (createWestendPayload).
    const { payload, verifies } = createWestendPayload(DEMO_POLKADOT_ACCOUNT.address)
    const signingPayload = callNamespaceProvider(page, 'polkadot', 'signPayload', [payload])
    const prompt = demoWalletPrompt(page, POLKADOT, 'Sign a transaction')
    await expect(prompt).toContainText(payload.method)
    await prompt.getByRole('button', { name: 'Approve' }).click()
    const signedPayload = succeeded<{ id: number; signature: `0x${string}` }>(await signingPayload)
    expect(signedPayload.id).toBeGreaterThan(signed.id)
    expect(verifies(signedPayload.signature)).toBe(true)

    // A rejected request is USER_REJECTED, as polkadot{.js} 'Cancelled' is.
    const rejected = callNamespaceProvider(page, 'polkadot', 'signRaw', [raw])
    await answer(page, POLKADOT, 'Sign a message', 'Reject')
    expect(await rejected).toMatchObject({ error: { code: 'USER_REJECTED' } })

    await disconnect(page, DEMO_POLKADOT_ACCOUNT.address, 'Westend Testnet')
  })

  test('default: bitcoin: connect and sign in; a BIP-322 message and a PSBT signed, verified; reject; disconnect', async ({
    page,
  }) => {
    const { accounts, session } = await connectAndSignIn(page, {
      namespace: 'bip122',
      wallet: BITCOIN,
      accountRequest: 'getAccounts',
      heading: 'Bitcoin',
      address: DEMO_BITCOIN_ACCOUNT.address,
      caipNetworkId: BITCOIN_TESTNET,
    })
    expect(accounts).toEqual([
      {
        address: DEMO_BITCOIN_ACCOUNT.address,
        publicKey: DEMO_BITCOIN_ACCOUNT.publicKey,
        purpose: 'payment',
      },
    ])
    expect(
      Verifier.verifySignature(DEMO_BITCOIN_ACCOUNT.address, session.message, session.signature),
    ).toBe(true)

    const text = 'Hello from a bitcoin dapp'
    const signing = callNamespaceProvider(page, 'bip122', 'signMessage', [
      { address: DEMO_BITCOIN_ACCOUNT.address, message: text },
    ])
    await answer(page, BITCOIN, 'Sign a message', 'Approve')
    const { signature } = succeeded<{ signature: string }>(await signing)
    expect(Verifier.verifySignature(DEMO_BITCOIN_ACCOUNT.address, text, signature)).toBe(true)

    const { psbt, verifyInput } = createTestnetPsbt(DEMO_BITCOIN_ACCOUNT.publicKey)
    const signingPsbt = callNamespaceProvider(page, 'bip122', 'signPsbt', [
      { psbt, signInputs: { [DEMO_BITCOIN_ACCOUNT.address]: [0] } },
    ])
    const prompt = demoWalletPrompt(page, BITCOIN, 'Sign a transaction')
    await expect(prompt).toContainText('100000 sat, 49000 sat')
    await prompt.getByRole('button', { name: 'Approve' }).click()
    expect(await verifyInput(succeeded<{ psbt: string }>(await signingPsbt).psbt)).toBe(true)

    const rejected = callNamespaceProvider(page, 'bip122', 'signMessage', [
      { address: DEMO_BITCOIN_ACCOUNT.address, message: text },
    ])
    await answer(page, BITCOIN, 'Sign a message', 'Reject')
    expect(await rejected).toMatchObject({ error: { code: 'USER_REJECTED' } })

    await disconnect(page, DEMO_BITCOIN_ACCOUNT.address, 'Bitcoin Testnet')
  })

  test('default: cosmos: connect and sign in; the CosmJS offline signer signs direct and amino, verified; reject; disconnect', async ({
    page,
  }) => {
    const { accounts, session } = await connectAndSignIn(page, {
      namespace: 'cosmos',
      wallet: COSMOS,
      accountRequest: 'getAccounts',
      heading: 'Cosmos',
      address: DEMO_COSMOS_ACCOUNT.address,
      caipNetworkId: `cosmos:${COSMOS_CHAIN}`,
    })
    // CosmJS's AccountData: the public key it puts in the auth info, and its algorithm.
    const publicKey = fromBase64(DEMO_COSMOS_ACCOUNT.publicKey)
    expect(accounts).toEqual([
      { address: DEMO_COSMOS_ACCOUNT.address, algo: 'secp256k1', pubkey: bytes(publicKey) },
    ])
    expect(
      await verifyAdr036(DEMO_COSMOS_ACCOUNT.address, session.message, session.signature),
    ).toBe(true)

    const text = 'Hello from a cosmos dapp'
    const signing = callNamespaceProvider(page, 'cosmos', 'signArbitrary', [
      DEMO_COSMOS_ACCOUNT.address,
      text,
    ])
    await answer(page, COSMOS, 'Sign a message', 'Approve')
    const adr036 = succeeded<StdSignature>(await signing)
    expect(await verifyAdr036(DEMO_COSMOS_ACCOUNT.address, text, JSON.stringify(adr036))).toBe(true)

    // A bank send as SigningStargateClient.sign builds it for an offline signer (SIGN_MODE_DIRECT).
    const send = {
      fromAddress: DEMO_COSMOS_ACCOUNT.address,
      toAddress: 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu',
      amount: [{ denom: 'uatom', amount: '1234' }],
    }
    const bodyBytes = new Registry().encodeTxBody({
      messages: [{ typeUrl: '/cosmos.bank.v1beta1.MsgSend', value: send }],
      memo: 'airlock e2e',
    })
    const authInfoBytes = makeAuthInfoBytes(
      [{ pubkey: encodePubkey(encodeSecp256k1Pubkey(publicKey)), sequence: 3 }],
      [{ denom: 'uatom', amount: '5000' }],
      200_000,
      undefined,
      undefined,
    )
    const signDoc = makeSignDoc(bodyBytes, authInfoBytes, COSMOS_CHAIN, 42)
    const signingDirect = callNamespaceProvider(page, 'cosmos', 'signDirect', [
      DEMO_COSMOS_ACCOUNT.address,
      {
        bodyBytes: bytes(signDoc.bodyBytes),
        authInfoBytes: bytes(signDoc.authInfoBytes),
        chainId: signDoc.chainId,
        accountNumber: bigint(signDoc.accountNumber),
      },
    ])
    await answer(page, COSMOS, 'Sign a transaction', 'Approve')
    const direct = succeeded<{
      signed: {
        bodyBytes: unknown
        authInfoBytes: unknown
        chainId: string
        accountNumber: unknown
      }
      signature: StdSignature
    }>(await signingDirect)
    const signedDoc = {
      bodyBytes: toBytes(direct.signed.bodyBytes),
      authInfoBytes: toBytes(direct.signed.authInfoBytes),
      chainId: direct.signed.chainId,
      accountNumber: BigInt((direct.signed.accountNumber as { __bigint: string }).__bigint),
    }
    expect(signedDoc).toEqual(signDoc)
    expect(direct.signature.pub_key.value).toBe(DEMO_COSMOS_ACCOUNT.publicKey)
    expect(
      await Secp256k1.verifySignature(
        Secp256k1Signature.fromFixedLength(fromBase64(direct.signature.signature)),
        sha256(makeSignBytes(signDoc)),
        publicKey,
      ),
    ).toBe(true)

    // The same send in amino JSON (SIGN_MODE_LEGACY_AMINO_JSON), as Ledger and amino-only apps sign.
    const aminoDoc = makeAminoSignDoc(
      [
        {
          type: 'cosmos-sdk/MsgSend',
          value: {
            from_address: send.fromAddress,
            to_address: send.toAddress,
            amount: send.amount,
          },
        },
      ],
      { amount: [{ denom: 'uatom', amount: '5000' }], gas: '200000' },
      COSMOS_CHAIN,
      'airlock e2e',
      42,
      3,
    )
    const signingAmino = callNamespaceProvider(page, 'cosmos', 'signAmino', [
      DEMO_COSMOS_ACCOUNT.address,
      aminoDoc,
    ])
    await answer(page, COSMOS, 'Sign a transaction', 'Approve')
    const amino = succeeded<{ signed: typeof aminoDoc; signature: StdSignature }>(
      await signingAmino,
    )
    expect(amino.signed).toEqual(aminoDoc)
    expect(
      await Secp256k1.verifySignature(
        Secp256k1Signature.fromFixedLength(fromBase64(amino.signature.signature)),
        sha256(serializeSignDoc(aminoDoc)),
        publicKey,
      ),
    ).toBe(true)
    expect(toBase64(publicKey)).toBe(amino.signature.pub_key.value)

    const rejected = callNamespaceProvider(page, 'cosmos', 'signArbitrary', [
      DEMO_COSMOS_ACCOUNT.address,
      text,
    ])
    await answer(page, COSMOS, 'Sign a message', 'Reject')
    expect(await rejected).toMatchObject({ error: { code: 'USER_REJECTED' } })

    await disconnect(page, DEMO_COSMOS_ACCOUNT.address, 'Cosmos Hub Testnet')
  })

  test('behavior: Cancel of the required sign-in leaves the host disconnected', async ({
    page,
  }) => {
    const { dialog } = modalView(page)
    await connectDemoWallet(page, COSMOS)
    await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
    await expect.poll(async () => (await demoHostState(page)).status).toBe('disconnected')
    expect(await demoHostState(page)).toMatchObject({ address: null, error: null })
    await expect(page.locator('#state-siwx')).toHaveText('not signed in')
  })
})

// The registry's namespace wallets (modal-app/build/walletRegistry/ownWallets.ts): polkadot{.js}
// and UniSat, which the package's data lacks, are found in All Wallets with their extension store
// links; an installed polkadot{.js} (`window.injectedWeb3['polkadot-js']`, as the extension
// injects it) is matched to its entry by connector id: the entry's logo, listed once.
test.describe('namespace wallets in the registry', () => {
  /** The logo `image` loaded, from the modal's origin. */
  async function expectModalLogo(image: Locator, modalOrigin: string) {
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0)
    const src = await image.evaluate((element: HTMLImageElement) => element.currentSrc)
    expect(new URL(src).origin).toBe(new URL(modalOrigin).origin)
    expect(new URL(src).pathname).toBe('/wallets/img/org.js.polkadot.png')
  }

  test('behavior: All Wallets finds polkadot{.js} and UniSat, with their extension stores', async ({
    page,
    urls,
    consoleErrors,
  }) => {
    await openDemoHost(page, urls.host)
    const { dialog } = modalView(page)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog.getByRole('button', { name: /^All Wallets/ }).click()
    const search = dialog.getByRole('searchbox', { name: 'Search wallets' })
    const rows = dialog.getByRole('list', { name: 'Wallets' }).getByRole('listitem')

    await search.fill('polkadot')
    const polkadotJs = rows.filter({ hasText: 'polkadot{.js}' })
    await expect(polkadotJs).toHaveCount(1, { timeout: 15_000 })
    await expectModalLogo(polkadotJs.locator('img'), urls.modal)
    await polkadotJs.getByRole('button').click()
    await expect(dialog.getByRole('link', { name: 'polkadot{.js} on Chrome' })).toHaveAttribute(
      'href',
      /^https:\/\/chrome\.google\.com\/webstore\/detail\/polkadot%7Bjs%7D-extension\//,
    )
    await expect(dialog.getByRole('link', { name: 'polkadot{.js} on Firefox' })).toHaveAttribute(
      'href',
      'https://addons.mozilla.org/firefox/addon/polkadot-js-extension/',
    )

    await dialog.getByRole('button', { name: 'Back' }).click()
    await search.fill('unisat')
    const unisat = rows.filter({ hasText: 'UniSat' })
    await expect(unisat).toHaveCount(1, { timeout: 15_000 })
    // No logo we may ship: its monogram.
    await expect(unisat.locator('img')).toHaveCount(0)
    await unisat.getByRole('button').click()
    await expect(dialog.getByRole('link', { name: 'UniSat on Chrome' })).toHaveAttribute(
      'href',
      /^https:\/\/chromewebstore\.google\.com\/detail\/unisat-wallet\//,
    )
    expect(consoleErrors).toEqual([])
  })

  test('behavior: an installed polkadot{.js} shows its entry logo on Connect and is listed once', async ({
    page,
    urls,
  }) => {
    // What the extension's content script injects before the page runs (no account granted yet).
    await page.addInitScript(() => {
      const injected = window as { injectedWeb3?: Record<string, unknown> }
      injected.injectedWeb3 = {
        ...injected.injectedWeb3,
        'polkadot-js': { version: '0.62.1', enable: () => new Promise(() => undefined) },
      }
    })
    await openDemoHost(page, urls.host)
    const { dialog } = modalView(page)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const row = dialog.getByRole('button', { name: /^polkadot\{\.js\}/ })
    await expect(row).toBeVisible()
    await expectModalLogo(row.locator('img'), urls.modal)

    await dialog.getByRole('button', { name: /^All Wallets/ }).click()
    await dialog.getByRole('searchbox', { name: 'Search wallets' }).fill('polkadot{')
    const rows = dialog.getByRole('list', { name: 'Wallets' }).getByRole('listitem')
    await expect(rows.filter({ hasText: 'Installed' })).toHaveCount(1, { timeout: 15_000 })
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText('polkadot{.js}')
  })
})
