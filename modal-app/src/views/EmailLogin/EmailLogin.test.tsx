// @vitest-environment happy-dom
import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { EMBEDDED_EVM, fakeWalletFrame, frameState } from '../../embedded/testing.ts'
import { accountsAtom } from '../../state/account.ts'
import { activeConnectorIdsAtom } from '../../state/connectors.ts'
import { closeModal } from '../../state/modal.ts'
import { pushView, viewAtom } from '../../state/router/viewStack.ts'
import { STORAGE_KEYS, type StorageLike } from '../../state/storage.ts'
import { mapStorage, onStorage } from '../../state/testing.ts'
import { renderView, testStore } from '../renderView.tsx'
import { EmailLogin } from './EmailLogin.tsx'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const refused = (reason: string, extra: object = {}) =>
  new AirlockError(ErrorCode.AUTH_REFUSED, `Refused: ${reason}`, { data: { reason, ...extra } })

/** Types the address into the email field and presses Enter. */
function typeEmail(email = 'ada@example.com') {
  const field = screen.getByRole('textbox', { name: 'Email' })
  fireEvent.input(field, { target: { value: email } })
  fireEvent.keyDown(field, { key: 'Enter' })
}

/** Types the code; a whole one is checked as it lands, a short or malformed one on Continue. */
function typeCode(code: string) {
  fireEvent.input(screen.getByLabelText('Code'), { target: { value: code } })
  if (!/^\d{6}$/.test(code)) fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
}

/** The modal after a (re)load on `backend`: a new store, as the page's boot makes one. */
const modalPage = (backend: StorageLike | (() => StorageLike)) => onStorage(testStore(), backend)

const BLOCKED = (): StorageLike => {
  throw new DOMException('blocked', 'SecurityError')
}

describe('EmailLogin after a reload', () => {
  test('behavior: the code mailed before the reload is offered; "Send a new code" waits out the block from that send; the code logs in (the reload lost it)', async () => {
    let clock = 1_000_000
    const now = () => clock
    const backend = mapStorage()
    const before = modalPage(backend)
    fakeWalletFrame(before, { emailStart: () => ({ expiresInSeconds: 600 }) })
    pushView(before, 'EmailLogin')
    renderView(<EmailLogin now={now} />, before)
    typeEmail()
    await screen.findByText('Check your email')
    cleanup()

    // The visitor reads the mail; the phone's browser reloads the page.
    clock += 10_000
    const after = modalPage(backend)
    const { calls } = fakeWalletFrame(after, { emailVerify: () => frameState('ready') })
    pushView(after, 'EmailLogin')
    renderView(<EmailLogin now={now} />, after)
    fireEvent.click(
      screen.getByRole('button', { name: 'Enter the code we sent to ada@example.com' }),
    )
    expect(screen.getByText('Check your email')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }))
    expect(screen.getByRole('alert').textContent).toBe('Please try again after 20 seconds')
    typeCode('123456')
    await vi.waitFor(() => expect(after.get(viewAtom)).toBe('Account'))
    expect(calls).toEqual([
      { method: 'emailVerify', params: { email: 'ada@example.com', code: '123456' } },
    ])
    // Spent: the next reload offers it no more.
    expect(backend.data.has(STORAGE_KEYS.emailCode)).toBe(false)
  })

  test('behavior: a code past its lifetime is not offered, and leaves storage', async () => {
    let clock = 1_000_000
    const now = () => clock
    const backend = mapStorage()
    const before = modalPage(backend)
    fakeWalletFrame(before, { emailStart: () => ({ expiresInSeconds: 30 }) })
    renderView(<EmailLogin now={now} />, before)
    typeEmail()
    await screen.findByText('Check your email')
    cleanup()

    clock += 30_000
    const after = modalPage(backend)
    fakeWalletFrame(after, {})
    renderView(<EmailLogin now={now} />, after)
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Enter the code we sent/ })).toBeNull()
    await vi.waitFor(() => expect(backend.data.has(STORAGE_KEYS.emailCode)).toBe(false))
  })

  test('behavior: "Change email" forgets the code: the field offers it no more, nor does a reload', async () => {
    const backend = mapStorage()
    const before = modalPage(backend)
    fakeWalletFrame(before, { emailStart: () => ({ expiresInSeconds: 600 }) })
    renderView(<EmailLogin />, before)
    typeEmail()
    await screen.findByText('Check your email')
    expect(backend.data.has(STORAGE_KEYS.emailCode)).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Change email' }))
    expect(screen.queryByRole('button', { name: /Enter the code we sent/ })).toBeNull()
    expect(backend.data.has(STORAGE_KEYS.emailCode)).toBe(false)
    cleanup()

    const after = modalPage(backend)
    fakeWalletFrame(after, {})
    renderView(<EmailLogin />, after)
    expect(screen.queryByRole('button', { name: /Enter the code we sent/ })).toBeNull()
  })

  test('behavior: an address typed but not sent is in the field again after a reload', () => {
    const backend = mapStorage()
    const before = modalPage(backend)
    fakeWalletFrame(before, {})
    renderView(<EmailLogin />, before)
    fireEvent.input(screen.getByRole('textbox', { name: 'Email' }), {
      target: { value: 'ada@exam' },
    })
    cleanup()

    const after = modalPage(backend)
    fakeWalletFrame(after, {})
    renderView(<EmailLogin />, after)
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe(
      'ada@exam',
    )
  })

  test('error: with storage blocked the login works within the page, and a reload remembers nothing', async () => {
    const before = modalPage(BLOCKED)
    const { calls } = fakeWalletFrame(before, {
      emailStart: () => ({ expiresInSeconds: 600 }),
      emailVerify: () => frameState('ready'),
    })
    pushView(before, 'EmailLogin')
    renderView(<EmailLogin />, before)
    typeEmail()
    await screen.findByText('Check your email')
    typeCode('123456')
    await vi.waitFor(() => expect(before.get(viewAtom)).toBe('Account'))
    expect(calls.map((call) => call.method)).toEqual(['emailStart', 'emailVerify'])
    cleanup()

    const after = modalPage(BLOCKED)
    fakeWalletFrame(after, {})
    renderView(<EmailLogin />, after)
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('')
    expect(screen.queryByRole('button', { name: /Enter the code we sent/ })).toBeNull()
  })
})

describe('EmailLogin', () => {
  test('default: opened from Connect with the mailed address, it asks for the code at once', async () => {
    const store = testStore()
    const { calls } = fakeWalletFrame(store, { emailVerify: () => frameState('ready') })
    pushView(store, 'EmailLogin', { email: 'ada@example.com' })
    renderView(<EmailLogin />, store)
    expect(screen.getByText('Check your email')).toBeTruthy()
    expect(screen.getByText('ada@example.com')).toBeTruthy()
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Code')))
    // The field is described by where the code went: the focus lands past that text
    // (regression: a screen reader said only "Code, edit text").
    const described = screen.getByLabelText('Code').getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(described)?.textContent).toBe(
      'Enter the 6-digit code we sent to ada@example.com.',
    )
    typeCode('123456')
    await vi.waitFor(() => expect(store.get(viewAtom)).toBe('Account'))
    expect(calls).toEqual([
      { method: 'emailVerify', params: { email: 'ada@example.com', code: '123456' } },
    ])
  })

  test('behavior: a space typed in the code does not stay in the field (Preact keeps it unless told)', () => {
    const store = testStore()
    fakeWalletFrame(store, { emailVerify: () => frameState('ready') })
    pushView(store, 'EmailLogin', { email: 'ada@example.com' })
    renderView(<EmailLogin />, store)
    const field = screen.getByLabelText('Code') as HTMLInputElement
    fireEvent.input(field, { target: { value: '123' } })
    fireEvent.input(field, { target: { value: '123 ' } })
    expect(field.value).toBe('123')
  })

  test('behavior: the last digit checks the code at once, as pasted or autofilled', async () => {
    const store = testStore()
    const { calls } = fakeWalletFrame(store, { emailVerify: () => frameState('ready') })
    pushView(store, 'EmailLogin', { email: 'ada@example.com' })
    renderView(<EmailLogin />, store)
    const field = screen.getByLabelText('Code') as HTMLInputElement
    fireEvent.input(field, { target: { value: '12345' } })
    expect(calls).toEqual([])
    // A code copied from the email with its separator is the same code; no press on Continue.
    fireEvent.input(field, { target: { value: '123-456' } })
    expect(field.value).toBe('123456')
    await vi.waitFor(() => expect(store.get(viewAtom)).toBe('Account'))
    expect(calls).toEqual([
      { method: 'emailVerify', params: { email: 'ada@example.com', code: '123456' } },
    ])
  })

  test('behavior: Continue pressed while the last digit is being checked asks once', async () => {
    const store = testStore()
    let answer: (state: ReturnType<typeof frameState>) => void = () => {}
    const { calls } = fakeWalletFrame(store, {
      emailVerify: () => new Promise((resolve) => (answer = resolve)),
    })
    pushView(store, 'EmailLogin', { email: 'ada@example.com' })
    renderView(<EmailLogin />, store)
    fireEvent.input(screen.getByLabelText('Code'), { target: { value: '123456' } })
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    fireEvent.submit(screen.getByLabelText('Code').closest('form') as HTMLFormElement)
    await act(async () => answer(frameState('ready')))
    await vi.waitFor(() => expect(store.get(viewAtom)).toBe('Account'))
    expect(calls).toHaveLength(1)
  })

  test('behavior: "Change email" shows the field with the address the code went to', async () => {
    const store = testStore()
    fakeWalletFrame(store, {})
    pushView(store, 'EmailLogin', { email: 'ada@example.com' })
    renderView(<EmailLogin />, store)
    fireEvent.click(screen.getByRole('button', { name: 'Change email' }))
    const field = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement
    expect(field.value).toBe('ada@example.com')
    expect(screen.queryByLabelText('Code')).toBeNull()
  })

  test('behavior: flagged on but without an embedded-wallet service it says so, with no form', () => {
    renderView(<EmailLogin />, testStore({ features: { email: true } }))
    expect(screen.getByText('This project has not enabled email login.')).toBeTruthy()
    expect(screen.queryByLabelText('Email')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
  })

  test('default: email, then the mailed code, connects the embedded wallet and shows Account', async () => {
    const store = testStore()
    const { calls } = fakeWalletFrame(store, {
      emailStart: () => ({ expiresInSeconds: 600 }),
      emailVerify: () => frameState('ready'),
    })
    pushView(store, 'EmailLogin')
    renderView(<EmailLogin />, store)
    typeEmail()
    await screen.findByText('Check your email')
    // The code step starts in its field.
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Code')))
    typeCode('123456')
    await vi.waitFor(() => expect(store.get(viewAtom)).toBe('Account'))
    expect(calls.map((call) => call.method)).toEqual(['emailStart', 'emailVerify'])
    expect(calls[1]?.params).toEqual({ email: 'ada@example.com', code: '123456' })
    expect(store.get(accountsAtom).eip155.address).toBe(EMBEDDED_EVM)
    expect(store.get(accountsAtom).eip155.user).toEqual({ email: 'ada@example.com' })
    expect(store.get(activeConnectorIdsAtom)).toMatchObject({
      eip155: 'embedded',
      solana: 'embedded',
    })
  })

  test('error: a malformed email or code is refused before the frame is asked', async () => {
    const store = testStore()
    const { calls } = fakeWalletFrame(store, { emailStart: () => ({ expiresInSeconds: 600 }) })
    renderView(<EmailLogin />, store)
    typeEmail('ada@')
    expect(screen.getByRole('button', { name: 'Continue with email' })).toHaveProperty(
      'disabled',
      true,
    )
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a valid email address')
    typeEmail()
    await screen.findByLabelText('Code')
    typeCode('12a')
    expect(screen.getByRole('alert').textContent).toBe('Enter the 6-digit code from the email')
    expect(calls.map((call) => call.method)).toEqual(['emailStart'])
  })

  test('error: a part before the @ over 64 characters is refused here, in words, before the frame is asked (the auth service alone refused it)', async () => {
    const store = testStore()
    const { calls } = fakeWalletFrame(store, { emailStart: () => ({ expiresInSeconds: 600 }) })
    renderView(<EmailLogin />, store)
    const field = screen.getByRole('textbox', { name: 'Email' })
    fireEvent.input(field, { target: { value: `${'a'.repeat(65)}@example.com` } })
    // The address looks right, so the arrow is there to tap: the tap says what to fix.
    fireEvent.click(screen.getByRole('button', { name: 'Continue with email' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter a valid email address: the part before @ can be at most 64 characters',
    )
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(calls).toEqual([])
  })

  test('error: a wrong code says how many attempts are left; an expired one says so', async () => {
    const store = testStore()
    const verify = vi
      .fn()
      .mockRejectedValueOnce(refused('WRONG_CODE', { attemptsLeft: 4 }))
      .mockRejectedValueOnce(refused('CODE_EXPIRED'))
    fakeWalletFrame(store, { emailStart: () => ({ expiresInSeconds: 600 }), emailVerify: verify })
    renderView(<EmailLogin />, store)
    typeEmail()
    await screen.findByLabelText('Code')
    typeCode('000000')
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong code. 4 attempts left.')
    typeCode('111111')
    await vi.waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'This code has expired. Ask for a new one.',
      ),
    )
  })

  test('behavior: the 30 s email block says "try again after N seconds" and counts down', async () => {
    vi.useFakeTimers()
    let clock = 1_000_000
    const now = () => clock
    const store = testStore()
    const { calls } = fakeWalletFrame(store, { emailStart: () => ({ expiresInSeconds: 600 }) })
    renderView(<EmailLogin now={now} />, store)
    typeEmail()
    await vi.waitFor(() => screen.getByText('Send a new code'))
    clock += 4_000
    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }))
    expect(screen.getByRole('alert').textContent).toBe('Please try again after 26 seconds')
    clock += 1_000
    await act(async () => {
      vi.advanceTimersByTime(1_000)
    })
    expect(screen.getByRole('alert').textContent).toBe('Please try again after 25 seconds')
    expect(calls).toHaveLength(1)
  })

  test('behavior: the auth service’s block is shown the same way', async () => {
    const store = testStore()
    fakeWalletFrame(store, {
      emailStart: () => {
        throw refused('RATE_LIMITED', { retryAfterSeconds: 17 })
      },
    })
    renderView(<EmailLogin />, store)
    typeEmail()
    expect((await screen.findByRole('alert')).textContent).toBe('Please try again after 17 seconds')
  })

  test('behavior: after a reload, the same address opens the code step; "Send a new code" waits out the service’s block (EMAIL_COOLDOWN was a dead end)', async () => {
    vi.useFakeTimers()
    let clock = 1_000_000
    const now = () => clock
    const store = testStore()
    let mailed = false
    const { calls } = fakeWalletFrame(store, {
      emailStart: () => {
        if (mailed) return { expiresInSeconds: 600 }
        throw refused('EMAIL_COOLDOWN', { retryAfterSeconds: 17 })
      },
      emailVerify: () => frameState('ready'),
    })
    pushView(store, 'EmailLogin')
    renderView(<EmailLogin now={now} />, store)
    typeEmail()
    await vi.waitFor(() => screen.getByText('Check your email'))
    expect(screen.queryByRole('alert')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }))
    expect(screen.getByRole('alert').textContent).toBe('Please try again after 17 seconds')
    clock += 17_000
    await act(async () => {
      vi.advanceTimersByTime(17_000)
    })
    expect(screen.queryByRole('alert')).toBeNull()
    mailed = true
    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }))
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.method === 'emailStart')).toHaveLength(2),
    )
    typeCode('123456')
    await vi.waitFor(() => expect(store.get(viewAtom)).toBe('Account'))
  })

  test('behavior: the same address again inside the 30 s block opens the code step: the code already mailed is still valid', async () => {
    const store = testStore()
    const { calls } = fakeWalletFrame(store, { emailStart: () => ({ expiresInSeconds: 600 }) })
    renderView(<EmailLogin />, store)
    typeEmail()
    await screen.findByText('Check your email')
    fireEvent.click(screen.getByRole('button', { name: 'Change email' }))
    typeEmail('bob@example.com')
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^Please try again after \d+ seconds$/,
    )
    typeEmail('ada@example.com')
    expect(await screen.findByText('Check your email')).toBeTruthy()
    expect(calls.filter((call) => call.method === 'emailStart')).toHaveLength(1)
  })

  test('behavior: an address typed but not sent is kept when the visitor leaves and opens the login again', () => {
    const store = testStore()
    fakeWalletFrame(store, {})
    pushView(store, 'EmailLogin')
    renderView(<EmailLogin />, store)
    fireEvent.input(screen.getByRole('textbox', { name: 'Email' }), {
      target: { value: 'ada@example.com' },
    })
    cleanup()
    closeModal(store)
    pushView(store, 'EmailLogin')
    renderView(<EmailLogin />, store)
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe(
      'ada@example.com',
    )
  })

  test('error: the auth service down is named, and the visitor can try again at once', async () => {
    const store = testStore()
    let up = false
    const { calls } = fakeWalletFrame(store, {
      emailStart: () => {
        if (up) return { expiresInSeconds: 600 }
        throw new AirlockError(
          ErrorCode.HTTP_ERROR,
          'The login service could not be reached. Try again in a moment.',
        )
      },
    })
    renderView(<EmailLogin />, store)
    typeEmail()
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The login service could not be reached. Try again in a moment. Nothing was lost.',
    )
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com')
    // No code went out, so the 30 s between two codes has not started.
    up = true
    typeEmail()
    expect(await screen.findByText('Check your email')).toBeTruthy()
    expect(calls.filter((call) => call.method === 'emailStart')).toHaveLength(2)
  })

  test('behavior: a first login sets up the recovery kit before connecting', async () => {
    const store = testStore()
    const { calls } = fakeWalletFrame(store, {
      emailStart: () => ({ expiresInSeconds: 600 }),
      emailVerify: () => frameState('needsWallet'),
      createWallet: () => ({ kit: 'airlock-kit-v1:sealed', state: frameState('ready') }),
    })
    pushView(store, 'EmailLogin')
    renderView(<EmailLogin />, store)
    typeEmail()
    await screen.findByLabelText('Code')
    typeCode('123456')
    await screen.findByText('Protect your new wallet')
    fireEvent.input(screen.getByLabelText('Passphrase'), { target: { value: 'correct horse' } })
    fireEvent.input(screen.getByLabelText('Passphrase again'), {
      target: { value: 'correct hors' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Create wallet' }))
    expect(screen.getByRole('alert').textContent).toBe('The two passphrases differ')
    fireEvent.input(screen.getByLabelText('Passphrase again'), {
      target: { value: 'correct horse' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Create wallet' }))
    const kit = (await screen.findByLabelText('Recovery kit')) as HTMLTextAreaElement
    expect(kit.value).toBe('airlock-kit-v1:sealed')
    expect(calls.at(-1)?.params).toEqual({ passphrase: 'correct horse' })
    // Not connected until the visitor says the kit is saved.
    expect(store.get(accountsAtom).eip155.address).toBeUndefined()
    fireEvent.click(screen.getByRole('button', { name: 'I saved my recovery kit' }))
    expect(store.get(viewAtom)).toBe('Account')
    expect(store.get(accountsAtom).eip155.address).toBe(EMBEDDED_EVM)
  })

  test('behavior: a new device recovers with the kit and its passphrase', async () => {
    const store = testStore()
    const recover = vi
      .fn()
      .mockRejectedValueOnce(new AirlockError(ErrorCode.WRONG_PASSPHRASE, 'Wrong passphrase.'))
      .mockResolvedValueOnce(frameState('ready'))
    fakeWalletFrame(store, {
      emailStart: () => ({ expiresInSeconds: 600 }),
      emailVerify: () => frameState('needsRecovery'),
      recover,
    })
    renderView(<EmailLogin />, store)
    typeEmail()
    await screen.findByLabelText('Code')
    typeCode('123456')
    await screen.findByText('Recover your wallet on this device')
    fireEvent.input(screen.getByLabelText('Recovery kit'), { target: { value: ' kit ' } })
    fireEvent.input(screen.getByLabelText('Passphrase'), { target: { value: 'nope' } })
    fireEvent.click(screen.getByRole('button', { name: 'Recover wallet' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This passphrase does not open the recovery kit. Check both and try again.',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Recover wallet' }))
    await vi.waitFor(() => expect(store.get(accountsAtom).eip155.address).toBe(EMBEDDED_EVM))
    expect(recover).toHaveBeenLastCalledWith({ kit: 'kit', passphrase: 'nope' })
  })
})
