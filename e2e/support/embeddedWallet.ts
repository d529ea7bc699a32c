import type { AirlockModal } from '@airlock/host-sdk'
import {
  createAuthServices,
  createWalletFrameService,
  type Service,
} from '@airlock/local-stack/stack'
import type { Page } from '@playwright/test'
import { solanaSignatureStatus } from './chain.ts'
import { modalView } from './modal.ts'
import type { ChainStack } from './stack.ts'
import { expect } from './test.ts'

// The visitor of the embedded wallet (email login, the wallet frame on its own origin), as the
// browser tests drive it: the stack's services, the code read from the local mailbox as a person
// reads it, the first login's recovery kit, the approvals in the modal.

/** The passphrase every first login of the tests protects its recovery kit with. */
export const PASSPHRASE = 'correct horse battery'

/** The local Solana validator's network. */
export const SOLANA_LOCAL = 'solana:J8gmQyY2uH9RgiCs2FZPcUuZwM67dvMZ'

/**
 * The embedded wallet's services, for `useChainStack({ before })`: the wallet frame, then the
 * SMTP server, the auth service (an in-memory database) and the demo OpenID provider, all on free
 * ports. `auth` overrides the auth services' options (a shorter code lifetime, a clock).
 */
export function embeddedWalletServices(
  auth: Partial<Parameters<typeof createAuthServices>[0]> = {},
): Service[] {
  return [
    createWalletFrameService({ port: 0 }),
    ...createAuthServices({
      smtpPort: 0,
      authPort: 0,
      oidcPort: 0,
      databasePath: ':memory:',
      ...auth,
    }),
  ]
}

/** The auth service of `stack`. */
export function authUrl(stack: ChainStack): string {
  const url = stack.endpoints.authUrl
  if (!url) throw new Error('the stack runs no auth service')
  return url
}

/** The newest code mailed to `email` after `after` codes were (reads the mailbox's JSON). */
export async function readCode(stack: ChainStack, email: string, after = 0): Promise<string> {
  let code: string | undefined
  await expect
    .poll(
      async () => {
        const response = await fetch(`${authUrl(stack)}/mailbox/messages.json`)
        const { messages } = (await response.json()) as {
          messages: Array<{ to: string[]; code: string | null }>
        }
        const mine = messages.filter((message) => message.to.includes(email) && message.code)
        code = mine.length > after ? (mine.at(-1)?.code ?? undefined) : undefined
        return code
      },
      { message: `a code mailed to ${email}`, timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/)
  return code as string
}

/** How many mails the local mailbox has for `email`. */
export async function mailsTo(stack: ChainStack, email: string): Promise<number> {
  const response = await fetch(`${authUrl(stack)}/mailbox/messages.json`)
  const { messages } = (await response.json()) as { messages: Array<{ to: string[] }> }
  return messages.filter((message) => message.to.includes(email)).length
}

/** On Connect: the address in its email field → Enter; waits for the code step. */
export async function submitEmail(page: Page, email: string): Promise<void> {
  const { dialog } = modalView(page)
  const field = dialog.getByRole('textbox', { name: 'Email' })
  await field.fill(email)
  await field.press('Enter')
  await expect(dialog.getByLabel('Code')).toBeVisible({ timeout: 25_000 })
}

/** Types the mailed code: its last digit checks it, with no press on Continue. */
export async function enterCode(page: Page, code: string): Promise<void> {
  await modalView(page).dialog.getByLabel('Code').fill(code)
}

/** A first login's setup: the passphrase twice, then the kit shown once; returns the kit. */
export async function createRecoveryKit(page: Page): Promise<string> {
  const { dialog } = modalView(page)
  await expect(dialog.getByText('Protect your new wallet')).toBeVisible({ timeout: 15_000 })
  await dialog.getByLabel('Passphrase', { exact: true }).fill(PASSPHRASE)
  await dialog.getByLabel('Passphrase again').fill(PASSPHRASE)
  await dialog.getByRole('button', { name: 'Create wallet' }).click()
  const kit = dialog.getByLabel('Recovery kit')
  await expect(kit).not.toHaveValue('', { timeout: 15_000 })
  const text = await kit.inputValue()
  await dialog.getByRole('button', { name: 'I saved my recovery kit' }).click()
  return text
}

/**
 * A new visitor's whole email login from the modal's Connect: the address, the mailed code, the
 * recovery kit; returns the kit.
 */
export async function firstEmailLogin(
  page: Page,
  stack: ChainStack,
  email: string,
): Promise<string> {
  await submitEmail(page, email)
  await enterCode(page, await readCode(stack, email))
  return createRecoveryKit(page)
}

/** Approves the modal's ApproveTransaction once it shows `title`. */
export async function approveInModal(page: Page, title: string | RegExp): Promise<void> {
  const { dialog } = modalView(page)
  await expect(dialog.getByTestId('approval-title')).toHaveText(title, { timeout: 15_000 })
  await dialog.getByRole('button', { name: 'Approve' }).click()
}

/** The connected Solana address of the modal (the embedded wallet's), from the host's state. */
export async function solanaAddress(page: Page): Promise<string> {
  const solana = await page.evaluate(
    () =>
      (window as unknown as { airlockModal: Pick<AirlockModal, 'getState'> }).airlockModal
        .getState()
        .accounts?.find((account) => account.namespace === 'solana')?.address ?? null,
  )
  expect(solana).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  return solana as string
}

/** Lamports for `to` on the stack's local validator, waited for. */
export async function airdropSol(stack: ChainStack, to: string, lamports: number): Promise<void> {
  const rpc = stack.rpcUrl(SOLANA_LOCAL)
  // The local Solana RPC airdrops only to the pages of the stack (by their Origin).
  const airdrop = await fetch(rpc, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(stack.urls.modal).origin },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'requestAirdrop',
      params: [to, lamports],
    }),
  })
  const { result, error } = (await airdrop.json()) as { result?: string; error?: unknown }
  expect(error).toBeUndefined()
  await expect
    .poll(async () => (await solanaSignatureStatus(rpc, result as string))?.confirmationStatus)
    .toMatch(/confirmed|finalized/)
}
