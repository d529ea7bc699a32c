import {
  emailStartResponseSchema,
  loginSchema,
  sessionResponseSchema,
} from '@airlock/shared-protocol/authApi'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import {
  startTestAuth,
  TEST_FRAME_ORIGIN,
  TEST_HOST_ORIGIN,
  TEST_PROJECT,
  type TestAuth,
} from './testing/startTestAuth.ts'

let t: TestAuth
beforeEach(async () => {
  t = await startTestAuth()
})
afterEach(async () => {
  await t.stop()
})

const bound = { projectId: TEST_PROJECT, hostOrigin: TEST_HOST_ORIGIN }

/** Asks for a code and reads it from the local mailbox, as a person would. */
async function mailedCode(email: string): Promise<string> {
  const start = await t.call('POST', '/v1/email/start', { body: { ...bound, email } })
  expect(start.status).toBe(200)
  const mailbox = await fetch(`${t.auth.url}/mailbox/messages.json`).then((r) => r.json())
  const mail = mailbox.messages.findLast((message: { to: string[] }) => message.to.includes(email))
  expect(mail.code).toMatch(/^\d{6}$/)
  return mail.code
}

async function emailLogin(email = 'visitor@example.com') {
  const code = await mailedCode(email)
  const verify = await t.call('POST', '/v1/email/verify', { body: { ...bound, email, code } })
  expect(verify.status).toBe(200)
  return verify.body
}

describe('email codes', () => {
  test('default: the code mailed over SMTP logs in', async () => {
    const start = await t.call('POST', '/v1/email/start', {
      body: { ...bound, email: 'Visitor@Example.com' },
    })
    expect(emailStartResponseSchema.parse(start.body)).toEqual({
      expiresInSeconds: 600,
      resendAfterSeconds: 30,
    })
    const [mail] = t.mail.messages()
    expect(mail?.to).toEqual(['visitor@example.com'])
    expect(mail?.subject).toBe(`${mail?.code} is your login code`)
    const page = await fetch(`${t.auth.url}/mailbox`).then((r) => r.text())
    expect(page).toContain(`aria-label="Login code">${mail?.code}<`)

    const login = await t.call('POST', '/v1/email/verify', {
      body: { ...bound, email: 'visitor@example.com', code: mail?.code },
    })
    expect(login.status).toBe(200)
    loginSchema.parse(login.body)
    expect(login.body.user).toMatchObject({ provider: 'email', email: 'visitor@example.com' })
    expect(login.body.wallet).toBeNull()
    const session = await t.call('GET', '/v1/session', { token: login.body.sessionToken })
    expect(sessionResponseSchema.parse(session.body).user).toEqual(login.body.user)
  })

  test('behavior: a second email within 30 s says how long to wait', async () => {
    await mailedCode('visitor@example.com')
    t.clock.now += 12_000
    const again = await t.call('POST', '/v1/email/start', {
      body: { ...bound, email: 'visitor@example.com' },
    })
    expect(again.status).toBe(429)
    expect(again.headers.get('retry-after')).toBe('18')
    expect(again.body).toMatchInlineSnapshot(`
      {
        "error": {
          "code": "EMAIL_COOLDOWN",
          "message": "A code was emailed to this address less than 30 seconds ago. Please try again after 18 seconds.",
          "retryAfterSeconds": 18,
        },
      }
    `)
    t.clock.now += 18_000
    expect(
      (
        await t.call('POST', '/v1/email/start', {
          body: { ...bound, email: 'visitor@example.com' },
        })
      ).status,
    ).toBe(200)
  })

  test('behavior: inside the 30 s after its code logged in, a new email is RATE_LIMITED: EMAIL_COOLDOWN says the code mailed still stands', async () => {
    await emailLogin('visitor@example.com')
    t.clock.now += 12_000
    const again = await t.call('POST', '/v1/email/start', {
      body: { ...bound, email: 'visitor@example.com' },
    })
    expect(again.status).toBe(429)
    expect(again.body.error).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 18 })
  })

  test('error: a wrong code says how many tries are left', async () => {
    const code = await mailedCode('visitor@example.com')
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const answer = await t.call('POST', '/v1/email/verify', {
      body: { ...bound, email: 'visitor@example.com', code: wrong },
    })
    expect(answer.status).toBe(400)
    expect(answer.body.error).toEqual({
      code: 'WRONG_CODE',
      message: 'The code is wrong: 4 tries left.',
      attemptsLeft: 4,
    })
  })

  test('error: the fifth wrong code voids the code', async () => {
    const code = await mailedCode('visitor@example.com')
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const statuses: number[] = []
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await t.call('POST', '/v1/email/verify', {
        body: { ...bound, email: 'visitor@example.com', code: wrong },
      })
      statuses.push(answer.status)
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429])
    const right = await t.call('POST', '/v1/email/verify', {
      body: { ...bound, email: 'visitor@example.com', code },
    })
    expect(right.body.error.code).toBe('TOO_MANY_ATTEMPTS')
  })

  test('error: a code older than 10 minutes has expired', async () => {
    const code = await mailedCode('visitor@example.com')
    t.clock.now += 600_000
    const answer = await t.call('POST', '/v1/email/verify', {
      body: { ...bound, email: 'visitor@example.com', code },
    })
    expect(answer.status).toBe(410)
    expect(answer.body.error.code).toBe('CODE_EXPIRED')
  })

  test('behavior: codeTtlSeconds sets how long a code lasts: the answer, the email, the expiry', async () => {
    await t.stop()
    t = await startTestAuth({ codeTtlSeconds: 45 })
    const code = await mailedCode('visitor@example.com')
    expect(t.mail.messages().at(-1)?.text).toContain('It expires in 45 seconds.')
    const body = { ...bound, email: 'visitor@example.com', code }
    t.clock.now += 45_000
    const late = await t.call('POST', '/v1/email/verify', { body })
    expect(late.status).toBe(410)
    expect(late.body.error.code).toBe('CODE_EXPIRED')
    // Never shorter than the block between two emails: a new code can be had at once.
    const again = await t.call('POST', '/v1/email/start', {
      body: { ...bound, email: 'visitor@example.com' },
    })
    expect(again.body).toEqual({ expiresInSeconds: 45, resendAfterSeconds: 30 })
  })

  test.each([29, 86_401, 60.5, Number.NaN])(
    'error: codeTtlSeconds %s is refused by name before anything is served',
    async (seconds) => {
      await expect(startTestAuth({ codeTtlSeconds: seconds })).rejects.toThrow(
        `codeTtlSeconds must be a whole number of seconds from 30 (the time between two code emails) to 86400 (a day), got ${seconds}.`,
      )
    },
  )

  test('error: a code works once', async () => {
    const code = await mailedCode('visitor@example.com')
    const body = { ...bound, email: 'visitor@example.com', code }
    expect((await t.call('POST', '/v1/email/verify', { body })).status).toBe(200)
    expect((await t.call('POST', '/v1/email/verify', { body })).status).toBe(410)
  })

  test('error: a malformed address, an unknown project, a host origin not allowed', async () => {
    const bad = await t.call('POST', '/v1/email/start', {
      body: { ...bound, email: 'not-an-email' },
    })
    expect(bad.body.error).toEqual({
      code: 'INVALID_EMAIL',
      message: "'not-an-email' is not an email address.",
    })
    const project = await t.call('POST', '/v1/email/start', {
      body: { projectId: 'nope', hostOrigin: TEST_HOST_ORIGIN, email: 'a@example.com' },
    })
    expect([project.status, project.body.error.code]).toEqual([404, 'UNKNOWN_PROJECT'])
    const origin = await t.call('POST', '/v1/email/start', {
      body: { projectId: TEST_PROJECT, hostOrigin: 'https://evil.example', email: 'a@example.com' },
    })
    expect([origin.status, origin.body.error.code]).toEqual([403, 'ORIGIN_NOT_ALLOWED'])
    const missing = await t.call('POST', '/v1/email/start', { body: { ...bound } })
    expect(missing.body.error.message).toBe(
      "The body's email is missing or not a string of at most 254 characters.",
    )
  })
})

describe('sessions', () => {
  test('error: another host origin or project cannot use the session', async () => {
    const login = await emailLogin()
    const otherOrigin = await t.call('GET', '/v1/session', {
      token: login.sessionToken,
      headers: { 'x-airlock-host-origin': 'https://other.example' },
    })
    expect([otherOrigin.status, otherOrigin.body.error.code]).toEqual([403, 'SESSION_MISMATCH'])
    const otherProject = await t.call('GET', '/v1/session', {
      token: login.sessionToken,
      headers: { 'x-airlock-project-id': 'other' },
    })
    expect([otherProject.status, otherProject.body.error.code]).toEqual([403, 'SESSION_MISMATCH'])
  })

  test('behavior: logout revokes the session', async () => {
    const login = await emailLogin()
    const out = await t.call('POST', '/v1/logout', { token: login.sessionToken })
    expect(out.body).toEqual({ loggedOut: true })
    const after = await t.call('GET', '/v1/session', { token: login.sessionToken })
    expect(after.status).toBe(401)
    expect(after.body.error.message).toBe('The session was logged out: log in again.')
  })

  test('behavior: the auth share is stored once and read back by a later session', async () => {
    const login = await emailLogin()
    const wallet = {
      authShare: 'AQIDBAUGBwg=',
      eip155: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      solana: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
    }
    const put = await t.call('PUT', '/v1/wallet', { token: login.sessionToken, body: wallet })
    expect(put.body).toEqual({ wallet: { eip155: wallet.eip155, solana: wallet.solana } })
    const again = await t.call('PUT', '/v1/wallet', {
      token: login.sessionToken,
      body: { ...wallet, authShare: 'CQkJCQ==' },
    })
    expect([again.status, again.body.error.code]).toEqual([409, 'WALLET_EXISTS'])

    t.clock.now += 31_000
    const second = await emailLogin()
    expect(second.wallet).toEqual({ eip155: wallet.eip155, solana: wallet.solana })
    const share = await t.call('GET', '/v1/wallet/share', { token: second.sessionToken })
    expect(share.body).toEqual({ authShare: 'AQIDBAUGBwg=' })
  })

  test('behavior: the export grant needs a login under 5 minutes old', async () => {
    const login = await emailLogin()
    const fresh = await t.call('POST', '/v1/wallet/export-grant', { token: login.sessionToken })
    expect(fresh.body).toEqual({ validUntil: t.clock.now + 300_000 })
    t.clock.now += 300_000
    const old = await t.call('POST', '/v1/wallet/export-grant', { token: login.sessionToken })
    expect([old.status, old.body.error.code]).toEqual([403, 'LOGIN_TOO_OLD'])
  })
})

describe('http', () => {
  test('behavior: CORS answers the wallet frame only', async () => {
    const preflight = (origin: string) =>
      fetch(`${t.auth.url}/v1/email/start`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      })
    const frame = await preflight(TEST_FRAME_ORIGIN)
    expect(frame.headers.get('access-control-allow-origin')).toBe(TEST_FRAME_ORIGIN)
    const other = await preflight('https://evil.example')
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
    const post = await t.call('POST', '/v1/email/start', {
      body: { ...bound, email: 'a@example.com' },
      headers: { origin: 'https://evil.example' },
    })
    expect([post.status, post.body.error.code]).toEqual([403, 'ORIGIN_NOT_ALLOWED'])
    expect(t.mail.messages()).toEqual([])
  })
})

test('behavior: too many requests from one IP are refused', async () => {
  await t.stop()
  t = await startTestAuth({ rateLimits: { requestsPerIpPerMinute: 2 } })
  const statuses = []
  for (let i = 0; i < 3; i++) {
    statuses.push((await t.call('GET', '/v1/session', { token: 'x'.repeat(43) })).status)
  }
  expect(statuses).toEqual([401, 401, 429])
  t.clock.now += 60_000
  expect((await t.call('GET', '/v1/session', { token: 'x'.repeat(43) })).status).toBe(401)
})

test('error: an SMTP server that is down is a 502, and the visitor may ask again at once', async () => {
  await t.mail.close()
  const body = { ...bound, email: 'visitor@example.com' }
  const down = await t.call('POST', '/v1/email/start', { body })
  expect([down.status, down.body.error.code]).toEqual([502, 'UPSTREAM_FAILED'])
  const again = await t.call('POST', '/v1/email/start', { body })
  expect(again.body.error.code).toBe('UPSTREAM_FAILED')
})
