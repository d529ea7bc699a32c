// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { createWalletPrompt } from './createWalletPrompt.ts'
import { DEMO_WALLET_ICONS } from './DEMO_WALLET_ICONS.ts'
import { ProviderRpcError } from './ProviderRpcError.ts'
import { waitForPrompt } from './testing/waitForPrompt.ts'

const request = {
  title: 'Sign a message',
  method: 'personal_sign',
  details: [
    {
      label: 'Account',
      value: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      kind: 'code' as const,
    },
    { label: 'Message', value: 'line 1\nline 2', kind: 'code' as const },
  ],
}

function setup() {
  const opener = document.createElement('button')
  opener.textContent = 'Sign'
  document.body.append(opener)
  opener.focus()
  const prompt = createWalletPrompt({ walletName: 'Test Wallet', icon: DEMO_WALLET_ICONS.evm })
  return { opener, prompt }
}

afterEach(() => {
  document.body.replaceChildren()
})

describe('createWalletPrompt', () => {
  test('default: an accessible dialog labelled as a demo wallet, with the site and the details', async () => {
    const { prompt } = setup()
    void prompt.ask(request)
    const { dialog } = await waitForPrompt()
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    const name = (dialog.getAttribute('aria-labelledby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ')
    expect(name).toBe('Test Wallet Sign a message')
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '')
    expect(description?.textContent).toBe('Demo wallet — development key, local chain only')
    const rows = [...dialog.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ])
    expect(rows).toEqual([
      ['Site', location.origin],
      ['Method', 'personal_sign'],
      ['Account', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
      ['Message', 'line 1\nline 2'],
    ])
    expect([...dialog.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      'Reject',
      'Approve',
    ])
    expect(prompt.isOpen()).toBe(true)
  })

  test('behavior: Approve resolves true, removes the dialog and gives focus back', async () => {
    const { opener, prompt } = setup()
    const answer = prompt.ask(request)
    const shown = await waitForPrompt()
    expect(document.activeElement?.textContent).toBe('Reject')
    shown.click('Approve')
    await expect(answer).resolves.toBe(true)
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    expect(document.activeElement).toBe(opener)
    expect(prompt.isOpen()).toBe(false)
  })

  test('behavior: Reject and Escape resolve false', async () => {
    const { prompt } = setup()
    const rejected = prompt.ask(request)
    ;(await waitForPrompt()).click('Reject')
    await expect(rejected).resolves.toBe(false)

    const escaped = prompt.ask(request)
    const { dialog } = await waitForPrompt()
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    await expect(escaped).resolves.toBe(false)
    expect(document.querySelector('[role="dialog"]')).toBeNull()
  })

  test('behavior: Tab and Shift+Tab keep focus on the two buttons', async () => {
    const { prompt } = setup()
    void prompt.ask(request)
    const { dialog } = await waitForPrompt()
    const tab = (shiftKey: boolean) =>
      document.activeElement?.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true }),
      )
    tab(false)
    expect(document.activeElement?.textContent).toBe('Approve')
    tab(false)
    expect(document.activeElement?.textContent).toBe('Reject')
    tab(true)
    expect(document.activeElement?.textContent).toBe('Approve')
    expect(dialog.contains(document.activeElement)).toBe(true)
  })

  test('error: a second request while one is open rejects with -32002; the first still answers', async () => {
    const { prompt } = setup()
    const first = prompt.ask(request)
    const shown = await waitForPrompt()
    const second = prompt.ask({ title: 'Another', method: 'x', details: [] })
    await expect(second).rejects.toBeInstanceOf(ProviderRpcError)
    await expect(second).rejects.toMatchObject({ code: -32002 })
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1)
    shown.click('Approve')
    await expect(first).resolves.toBe(true)
  })

  test('behavior: values are text, never markup', async () => {
    const { prompt } = setup()
    void prompt.ask({
      title: '<b>bold</b>',
      method: 'x',
      details: [{ label: 'x', value: '<img src=x>' }],
    })
    const { dialog, text } = await waitForPrompt()
    expect(dialog.querySelector('b')).toBeNull()
    expect(dialog.querySelectorAll('img')).toHaveLength(1) // the wallet's own icon only
    expect(text).toContain('<img src=x>')
  })

  test('behavior: destroy closes an open prompt as rejected', async () => {
    const { prompt } = setup()
    const answer = prompt.ask(request)
    await waitForPrompt()
    prompt.destroy()
    await expect(answer).resolves.toBe(false)
    expect(document.querySelector('[role="dialog"]')).toBeNull()
  })
})
