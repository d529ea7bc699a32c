import { createRelayService } from '@airlock/local-stack/stack'
import { DEMO_EVM_ACCOUNTS, DEMO_SOLANA_ACCOUNTS } from '@airlock/testkit/demo'
import type { Page } from '@playwright/test'
import {
  type Address,
  getBase58Encoder,
  getPublicKeyFromAddress,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import { type Hex, verifyMessage } from 'viem'
import {
  connectDemoWallet,
  demoWalletPrompt,
  openDemoHost,
  pairMobileWallet,
} from '../support/host.ts'
import { modalFrame, modalView, recordShakes } from '../support/modal.ts'
import { useChainStack } from '../support/stack.ts'
import { expect, test } from '../support/test.ts'

// Sign in with the wallet (spec §4 SIWX) end to end: the demo host page with its demo wallets
// (prompts in the HOST page), the modal in its iframe, local chains, our WalletConnect relay and
// the demo mobile wallet page (WalletKit) for the WalletConnect sign-in. The demo page turns SIWX
// on with `?siwx=required` (or `optional`), issues each message's nonce from its `siwx.getNonce()`
// (`?siwxNonce=down` makes it throw) and checks the session it gets. Build first: `npm run build`.

const EVM = 'Airlock Demo Wallet (EVM)'
const SOLANA = 'Airlock Demo Wallet (Solana)'
const EVM_ACCOUNT = DEMO_EVM_ACCOUNTS[0].address
const SOLANA_ACCOUNT = DEMO_SOLANA_ACCOUNTS[0].address
// The mobile wallet's accounts (the second of each list).
const WC_EVM_ACCOUNT = DEMO_EVM_ACCOUNTS[1].address
const WC_SOLANA_ACCOUNT = DEMO_SOLANA_ACCOUNTS[1].address
const STATEMENT = 'Sign in to the Airlock demo'

const stack = useChainStack({ relay: createRelayService({ port: 0 }) })

/**
 * Opens the demo page with `siwx: { required, statement, getNonce }` in its createModal() options
 * (`getNonce`: the page's own nonce issuer; `?siwxNonce=down` in `query` makes it throw).
 */
async function openDemoPageWithSiwx(page: Page, required: boolean, query = ''): Promise<void> {
  await openDemoHost(page, `${stack.urls.host}?siwx=${required ? 'required' : 'optional'}${query}`)
}

/** Connects a demo wallet (Approve in the host page); SIWX then shows its sign view. */
async function connectWallet(page: Page, wallet = EVM): Promise<void> {
  const { dialog } = modalView(page)
  await connectDemoWallet(page, wallet)
  await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible()
}

/** The session the modal stored for (namespace, address), read from the modal frame's storage. */
async function storedSession(
  page: Page,
  namespace: 'eip155' | 'solana',
  address: string,
): Promise<{ message: string; signature: string } | null> {
  const frame = await modalFrame(page)
  const stored = await frame.evaluate(
    (suffix) => {
      const key = Object.keys(localStorage).find((each) => each.endsWith(suffix))
      return key ? localStorage.getItem(key) : null
    },
    `siwx/${namespace}:${namespace === 'eip155' ? address.toLowerCase() : address}`,
  )
  return stored === null ? null : (JSON.parse(stored) as { message: string; signature: string })
}

/** Whether a base58 ed25519 signature of `message` verifies with the Solana address as the key. */
async function verifySolana(address: string, message: string, signature: string) {
  return verifySignature(
    await getPublicKeyFromAddress(address as Address),
    getBase58Encoder().encode(signature) as SignatureBytes,
    new TextEncoder().encode(message),
  )
}

function hostStatus(page: Page) {
  return page.evaluate(() => {
    const modal = (
      window as unknown as {
        airlockModal: { getState: () => { open: boolean; status: string } }
      }
    ).airlockModal
    const { open, status } = modal.getState()
    return { open, status }
  })
}

/** The nonces the demo page issued through its `siwx.getNonce()` (`window.airlockDemoNonces`). */
function issuedNonces(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (
      window as unknown as { airlockDemoNonces: { issued: () => string[] } }
    ).airlockDemoNonces.issued(),
  )
}

type HostSiwx = {
  caipAddress: string
  message: string
  signature: string
  issuedAt: string
  expirationTime?: string
} | null

/** `modal.getState().siwx` in the host page. */
function hostSiwx(page: Page): Promise<HostSiwx> {
  return page.evaluate(
    () =>
      (
        window as unknown as { airlockModal: { getState: () => { siwx: HostSiwx } } }
      ).airlockModal.getState().siwx,
  )
}

test.describe('SIWX', () => {
  test('behavior: host getNonce: the wallet signs the nonce the page issued; getState().siwx has that message and a signature that verifies; disconnect → null', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await openDemoPageWithSiwx(page, true)
    expect(await hostSiwx(page)).toBeNull()
    await connectWallet(page)
    const { dialog } = modalView(page)
    const message = dialog.getByTestId('siwx-message')
    await expect(message).toContainText('Nonce: ')
    const issued = await issuedNonces(page)
    expect(issued.length).toBeGreaterThan(0)
    const nonce = issued.at(-1) ?? ''
    const shown = (await message.textContent()) ?? ''
    expect(shown.split('\n').filter((line) => line.startsWith('Nonce: '))).toEqual([
      `Nonce: ${nonce}`,
    ])

    await dialog.getByRole('button', { name: 'Sign' }).click()
    // The demo EVM wallet shows the text it is asked to sign: with exactly that nonce.
    const prompt = demoWalletPrompt(page, EVM, 'Sign a message')
    await expect(prompt).toContainText(`Nonce: ${nonce}`)
    await prompt.getByRole('button', { name: 'Approve' }).click()
    await expect.poll(() => hostStatus(page)).toEqual({ open: false, status: 'connected' })

    // The host page gets the session: the shown message, signed by the connected account.
    await expect.poll(() => hostSiwx(page)).not.toBeNull()
    const siwx = await hostSiwx(page)
    expect(siwx).toEqual({
      caipAddress: `eip155:31337:${EVM_ACCOUNT}`,
      message: shown,
      signature: expect.stringMatching(/^0x[0-9a-f]{130}$/),
      issuedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      expirationTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    })
    // Every sign-in expires, a day after it was issued by default; the message says so.
    const issuedAt = Date.parse(siwx?.issuedAt ?? '')
    expect(Date.parse(siwx?.expirationTime ?? '') - issuedAt).toBe(86_400_000)
    expect(siwx?.message).toContain(`Expiration Time: ${siwx?.expirationTime}`)
    expect(
      await verifyMessage({
        address: EVM_ACCOUNT,
        message: siwx?.message ?? '',
        signature: (siwx?.signature ?? '0x') as Hex,
      }),
    ).toBe(true)
    // The demo page checked it as a dapp's server would.
    await expect(page.locator('#state-siwx')).toHaveText(
      `Signed in as ${EVM_ACCOUNT} (nonce verified)`,
    )

    await page.evaluate(() =>
      (
        window as unknown as { airlockModal: { disconnect: () => Promise<void> } }
      ).airlockModal.disconnect(),
    )
    await expect.poll(async () => (await hostStatus(page)).status).toBe('disconnected')
    await expect.poll(() => hostSiwx(page)).toBeNull()
    await expect(page.locator('#state-siwx')).toHaveText('not signed in')
  })

  test("error: a host getNonce that throws: 'A problem occurred while trying initialize authentication', disconnected, the reason in the console", async ({
    page,
  }) => {
    test.setTimeout(60_000)
    const errors: string[] = []
    page.on('console', (entry) => {
      if (entry.type() === 'error') errors.push(entry.text())
    })
    await openDemoPageWithSiwx(page, true, '&siwxNonce=down')
    const { dialog, frame } = modalView(page)
    await connectDemoWallet(page, EVM)

    await expect(frame.locator('.al-snackbar')).toContainText(
      'A problem occurred while trying initialize authentication',
    )
    await expect.poll(async () => (await hostStatus(page)).status).toBe('disconnected')
    await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
    expect(await hostSiwx(page)).toBeNull()
    expect(await issuedNonces(page)).toEqual([])
    // The modal logs why, with what the host page's getNonce() threw (its console is the page's,
    // in the iframe's context).
    await expect.poll(() => errors.join('\n')).toContain('[airlock] SIWX: no nonce from the host')
    expect(errors.join('\n')).toContain('siwx.getNonce() threw: the demo nonce server is down')
  })

  test('default: required SIWX after connect: the message names the host, Sign + Approve signs it in', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await openDemoPageWithSiwx(page, true)
    await connectWallet(page)
    const { dialog } = modalView(page)
    const host = new URL(stack.urls.host)
    const message = dialog.getByTestId('siwx-message')
    await expect(message).toContainText(
      `${host.host} wants you to sign in with your Ethereum account:`,
    )
    await expect(message).toContainText(EVM_ACCOUNT)
    await expect(message).toContainText(STATEMENT)
    await expect(message).toContainText(`URI: ${host.origin}`)
    const shown = (await message.textContent()) ?? ''
    // Required and no session: closing is disabled.
    const shakes = await recordShakes(page)
    await page.keyboard.press('Escape')
    await expect.poll(shakes).toBe(1)
    await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible()

    await dialog.getByRole('button', { name: 'Sign' }).click()
    await demoWalletPrompt(page, EVM, 'Sign a message')
      .getByRole('button', { name: 'Approve' })
      .click()
    await expect.poll(() => hostStatus(page)).toEqual({ open: false, status: 'connected' })

    // The session in the modal's storage holds the shown message and the wallet's signature.
    const session = await storedSession(page, 'eip155', EVM_ACCOUNT)
    expect(session?.message).toBe(shown)
    expect(
      await verifyMessage({
        address: EVM_ACCOUNT,
        message: session?.message ?? '',
        signature: (session?.signature ?? '0x') as Hex,
      }),
    ).toBe(true)

    // Reopening shows the account, not the sign view.
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  })

  test("behavior: required sign-in: the host says 'signing-in' until signed; × and Escape say why and offer Disconnect", async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await openDemoPageWithSiwx(page, true)
    await connectWallet(page)
    const { dialog } = modalView(page)
    // The account is known, but the dapp must not take it as signed in yet.
    await expect.poll(() => hostStatus(page)).toEqual({ open: true, status: 'signing-in' })
    const why = dialog.getByRole('alert').filter({ hasText: 'Sign in to continue, or disconnect' })
    await expect(why).toHaveCount(0)

    // Escape does not close it, and now says why, with a way out. The demo wallet's prompt was in
    // the host page, so the keyboard is still there: the visitor is back in the window first
    // (CI once pressed Escape into the host page).
    await dialog.getByRole('heading', { name: 'Sign In' }).click()
    await page.keyboard.press('Escape')
    await expect(why).toBeVisible()
    await expect(why).toContainText('needs you to sign in before the window can close')
    await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible()
    expect((await hostStatus(page)).open).toBe(true)
    // × too.
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(why).toBeVisible()
    expect(await hostStatus(page)).toEqual({ open: true, status: 'signing-in' })

    // The offered Disconnect ends the connection.
    await why.getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => hostStatus(page)).toMatchObject({ status: 'disconnected' })
    await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect.poll(() => hostStatus(page)).toEqual({ open: false, status: 'disconnected' })

    // Connected again and signed: 'connected' only once the sign-in is done.
    await connectWallet(page)
    await expect.poll(() => hostStatus(page)).toEqual({ open: true, status: 'signing-in' })
    await dialog.getByRole('button', { name: 'Sign' }).click()
    await demoWalletPrompt(page, EVM, 'Sign a message')
      .getByRole('button', { name: 'Approve' })
      .click()
    await expect.poll(() => hostStatus(page)).toEqual({ open: false, status: 'connected' })
    expect(await hostSiwx(page)).not.toBeNull()
  })

  test("error: a refused signature keeps the sign view with 'Signature declined'; Cancel disconnects", async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await openDemoPageWithSiwx(page, true)
    await connectWallet(page)
    const { dialog } = modalView(page)
    await dialog.getByRole('button', { name: 'Sign' }).click()
    await demoWalletPrompt(page, EVM, 'Sign a message')
      .getByRole('button', { name: 'Reject' })
      .click()
    await expect(dialog.getByRole('alert').filter({ hasText: 'Signature declined' })).toBeVisible()
    await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible()
    expect((await hostStatus(page)).open).toBe(true)

    // Required SIWX: Cancel disconnects and goes back to Connect.
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(async () => (await hostStatus(page)).status).toBe('disconnected')
  })

  test('behavior: Solana demo wallet: the CAIP-122 Solana message, solana:signMessage in the wallet, a base58 ed25519 signature that verifies', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(60_000)
    await openDemoPageWithSiwx(page, true)
    await connectWallet(page, SOLANA)
    const { dialog } = modalView(page)
    const host = new URL(stack.urls.host)
    const message = dialog.getByTestId('siwx-message')
    await expect(message).toContainText(
      `${host.host} wants you to sign in with your Solana account:`,
    )
    await expect(message).toContainText(SOLANA_ACCOUNT)
    await expect(message).toContainText(/Chain ID: solana:\w+/)
    const shown = (await message.textContent()) ?? ''

    await dialog.getByRole('button', { name: 'Sign' }).click()
    // The demo wallet shows the text it is asked to sign.
    const prompt = demoWalletPrompt(page, SOLANA, 'Sign a message')
    await expect(prompt).toContainText(
      `${host.host} wants you to sign in with your Solana account:`,
    )
    await prompt.getByRole('button', { name: 'Approve' }).click()
    await expect.poll(() => hostStatus(page)).toEqual({ open: false, status: 'connected' })

    const session = await storedSession(page, 'solana', SOLANA_ACCOUNT)
    expect(session?.message).toBe(shown)
    expect(session?.signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(await verifySolana(SOLANA_ACCOUNT, shown, session?.signature ?? '')).toBe(true)
    // The host page got it and checked it (ed25519 in the page, a nonce it issued).
    await expect.poll(async () => (await hostSiwx(page))?.signature).toBe(session?.signature)
    await expect(page.locator('#state-siwx')).toHaveText(
      `Signed in as ${SOLANA_ACCOUNT} (nonce verified)`,
    )
    expect(consoleErrors).toEqual([])
  })

  test("error: Solana demo wallet: Reject shows 'Signature declined' and keeps the sign view", async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await openDemoPageWithSiwx(page, true)
    await connectWallet(page, SOLANA)
    const { dialog } = modalView(page)
    await dialog.getByRole('button', { name: 'Sign' }).click()
    await demoWalletPrompt(page, SOLANA, 'Sign a message')
      .getByRole('button', { name: 'Reject' })
      .click()
    await expect(dialog.getByRole('alert').filter({ hasText: 'Signature declined' })).toBeVisible()
    await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible()
    expect(await storedSession(page, 'solana', SOLANA_ACCOUNT)).toBeNull()
  })

  test('behavior: page reload: a stored session reconnects without a prompt; an expired one asks again (siwx.required cannot be skipped by reloading)', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await openDemoPageWithSiwx(page, true)
    await connectWallet(page)
    const { dialog } = modalView(page)
    await dialog.getByRole('button', { name: 'Sign' }).click()
    await demoWalletPrompt(page, EVM, 'Sign a message')
      .getByRole('button', { name: 'Approve' })
      .click()
    await expect.poll(() => hostStatus(page)).toEqual({ open: false, status: 'connected' })

    const signedIn = await hostSiwx(page)
    expect(signedIn?.caipAddress).toBe(`eip155:31337:${EVM_ACCOUNT}`)

    // Reload with the session stored: the wallet reconnects silently, the account shows; the
    // host gets the same session again, and the page still accepts its nonce.
    await page.reload()
    await expect.poll(() => hostStatus(page)).toEqual({ open: false, status: 'connected' })
    await expect.poll(() => hostSiwx(page)).toEqual(signedIn)
    await expect(page.locator('#state-siwx')).toHaveText(
      `Signed in as ${EVM_ACCOUNT} (nonce verified)`,
    )
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect.poll(async () => (await hostStatus(page)).open).toBe(false)

    // The session expires (its message's expiry in the past), then the page reloads.
    const frame = await modalFrame(page)
    await frame.evaluate((suffix) => {
      const key = Object.keys(localStorage).find((each) => each.endsWith(suffix))
      if (!key) throw new Error('no stored session')
      const session = JSON.parse(localStorage.getItem(key) ?? '{}')
      session.data.expirationTime = '2000-01-01T00:00:00.000Z'
      localStorage.setItem(key, JSON.stringify(session))
    }, `siwx/eip155:${EVM_ACCOUNT.toLowerCase()}`)
    await page.reload()
    // The modal opens the sign view by itself (the host shows it), not Account; no session is
    // reported, the host's status says the sign-in is owed; it cannot be closed.
    await expect.poll(() => hostStatus(page)).toEqual({ open: true, status: 'signing-in' })
    expect(await hostSiwx(page)).toBeNull()
    await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible()
    await expect(dialog.getByTestId('siwx-message')).toContainText(EVM_ACCOUNT)
    const shakes = await recordShakes(page)
    await page.keyboard.press('Escape')
    await expect.poll(shakes).toBe(1)
    await dialog.getByRole('button', { name: 'Sign' }).click()
    await demoWalletPrompt(page, EVM, 'Sign a message')
      .getByRole('button', { name: 'Approve' })
      .click()
    await expect.poll(() => hostStatus(page)).toEqual({ open: false, status: 'connected' })
    const session = await storedSession(page, 'eip155', EVM_ACCOUNT)
    expect(
      await verifyMessage({
        address: EVM_ACCOUNT,
        message: session?.message ?? '',
        signature: (session?.signature ?? '0x') as Hex,
      }),
    ).toBe(true)
  })

  test('behavior: WalletConnect: the approved session asks to sign in (personal_sign in the mobile wallet), then its Solana account once made active (solana_signMessage); both verify', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await openDemoPageWithSiwx(page, true)
    const { dialog } = modalView(page)
    const wallet = await pairMobileWallet(page, stack)
    await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible({ timeout: 15_000 })
    const message = dialog.getByTestId('siwx-message')
    await expect(message).toContainText('wants you to sign in with your Ethereum account:')
    await expect(message).toContainText(WC_EVM_ACCOUNT)
    const shown = (await message.textContent()) ?? ''

    await dialog.getByRole('button', { name: 'Sign' }).click()
    const request = wallet.getByRole('region', { name: 'personal_sign' })
    await expect(request).toContainText('wants you to sign in with your Ethereum account:')
    await request.getByRole('button', { name: 'Approve', exact: true }).click()
    await expect.poll(() => hostStatus(page)).toEqual({ open: false, status: 'connected' })

    const session = await storedSession(page, 'eip155', WC_EVM_ACCOUNT)
    expect(session?.message).toBe(shown)
    expect(
      await verifyMessage({
        address: WC_EVM_ACCOUNT,
        message: shown,
        signature: (session?.signature ?? '0x') as Hex,
      }),
    ).toBe(true)

    // The same session's Solana account signs in once its namespace is made active.
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
    await dialog.getByRole('button', { name: /^Network: / }).click()
    await dialog.getByRole('button', { name: /Solana Local/ }).click()
    await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible()
    await expect(message).toContainText('wants you to sign in with your Solana account:')
    await expect(message).toContainText(WC_SOLANA_ACCOUNT)
    const solanaText = (await message.textContent()) ?? ''
    await dialog.getByRole('button', { name: 'Sign' }).click()
    const solanaRequest = wallet.getByRole('region', { name: 'solana_signMessage' })
    await expect(solanaRequest).toContainText('wants you to sign in with your Solana account:')
    await solanaRequest.getByRole('button', { name: 'Approve', exact: true }).click()
    await expect.poll(() => hostStatus(page)).toEqual({ open: false, status: 'connected' })
    const solanaSession = await storedSession(page, 'solana', WC_SOLANA_ACCOUNT)
    expect(solanaSession?.message).toBe(solanaText)
    expect(await verifySolana(WC_SOLANA_ACCOUNT, solanaText, solanaSession?.signature ?? '')).toBe(
      true,
    )
    await wallet.close()
  })
})
