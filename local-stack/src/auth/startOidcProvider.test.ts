import { oauthPollResponseSchema, oauthStartResponseSchema } from '@airlock/shared-protocol/authApi'
import { afterEach, beforeEach, expect, test } from 'vitest'
import {
  followPopup,
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

async function startSocial(provider = 'github') {
  const start = await t.call('POST', '/v1/oauth/start', { body: { ...bound, provider } })
  expect(start.status).toBe(200)
  return oauthStartResponseSchema.parse(start.body)
}

const poll = (attempt: { attemptId: string; pollToken: string }) =>
  t.call('POST', '/v1/oauth/poll', {
    body: { attemptId: attempt.attemptId, pollToken: attempt.pollToken },
  })

test('default: a social login goes through the OpenID provider and ends on the wallet origin', async () => {
  const attempt = await startSocial('github')
  expect(attempt.url).toBe(`${t.auth.url}/v1/oauth/authorize?attempt=${attempt.attemptId}`)
  expect((await poll(attempt)).body).toEqual({ status: 'pending' })

  const { landed, pages } = await followPopup(attempt.url, TEST_FRAME_ORIGIN, 'bob')
  expect(pages[0]).toContain('standing in for GitHub')
  expect(pages[0]).toContain('Bob Demo')
  expect(landed).toBe(`${TEST_FRAME_ORIGIN}/login-done.html`)
  // The link is used: opening it again shows an error, not the provider.
  const reopened = await fetch(attempt.url, { redirect: 'manual' })
  expect(reopened.status).toBe(400)

  const done = await poll(attempt)
  expect(oauthPollResponseSchema.parse(done.body).status).toBe('done')
  expect(done.body.login.user).toMatchObject({
    provider: 'github',
    email: 'bob@demo.airlock.localhost',
    name: 'Bob Demo',
  })
  const session = await t.call('GET', '/v1/session', { token: done.body.login.sessionToken })
  expect(session.body.user.id).toBe(done.body.login.user.id)
  // The login is handed out once.
  expect((await poll(attempt)).body).toEqual({
    status: 'failed',
    message: 'This login was already handed out.',
  })
})

test('behavior: the same person on the same social is the same user', async () => {
  const first = await startSocial('google')
  await followPopup(first.url, TEST_FRAME_ORIGIN, 'carol')
  const second = await startSocial('google')
  await followPopup(second.url, TEST_FRAME_ORIGIN, 'carol')
  const [a, b] = [(await poll(first)).body, (await poll(second)).body]
  expect(a.login.user.id).toBe(b.login.user.id)
  expect(a.login.sessionToken).not.toBe(b.login.sessionToken)
})

test('error: cancelling on the provider fails the attempt', async () => {
  const attempt = await startSocial('discord')
  const { landed } = await followPopup(attempt.url, TEST_FRAME_ORIGIN, '')
  expect(landed).toBe(`${TEST_FRAME_ORIGIN}/login-done.html`)
  expect((await poll(attempt)).body).toEqual({
    status: 'failed',
    message: 'Demo provider (Discord) did not log you in (The visitor cancelled the sign-in.).',
  })
})

test("error: a callback without the popup's cookie does not log in", async () => {
  const attempt = await startSocial('x')
  // Someone else's browser opens the link the attacker got (login CSRF): it must not log in.
  const first = await fetch(attempt.url, { redirect: 'manual' })
  const providerUrl = new URL(first.headers.get('location') ?? '')
  const state = providerUrl.searchParams.get('state')
  const callback = await fetch(`${t.auth.url}/v1/oauth/callback?code=abc&state=${state}`, {
    redirect: 'manual',
  })
  expect(callback.headers.get('location')).toBe(`${TEST_FRAME_ORIGIN}/login-done.html`)
  expect((await poll(attempt)).body).toEqual({
    status: 'failed',
    message: 'The login finished in another browser than the one that started it.',
  })
})

test('error: a wrong poll token or an unknown social', async () => {
  const attempt = await startSocial('apple')
  const wrong = await t.call('POST', '/v1/oauth/poll', {
    body: { attemptId: attempt.attemptId, pollToken: 'A'.repeat(43) },
  })
  expect([wrong.status, wrong.body.error.code]).toEqual([404, 'UNKNOWN_ATTEMPT'])
  const unknown = await t.call('POST', '/v1/oauth/start', {
    body: { ...bound, provider: 'farcaster' },
  })
  expect(unknown.body.error.message).toBe(
    "The body's provider is missing or not one of the socials (google, x, discord, apple, github, facebook).",
  )
})
