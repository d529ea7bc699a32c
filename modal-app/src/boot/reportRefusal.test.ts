import { expect, test, vi } from 'vitest'
import { reportRefusal } from './reportRefusal.ts'

const reportTo = { hostOrigin: 'https://shop.example', channel: 'abcd1234' }

test('default: the refusal goes to the verified host origin only, never to "*"', () => {
  const postMessage = vi.fn()
  const posted = reportRefusal(
    { postMessage },
    { kind: 'refused', code: 'ORIGIN_NOT_ALLOWED', reason: 'Not on the allowlist.', reportTo },
  )
  expect(posted).toBe(true)
  expect(postMessage.mock.calls).toEqual([
    [
      {
        type: 'airlock:refused',
        channel: 'abcd1234',
        code: 'ORIGIN_NOT_ALLOWED',
        message: 'Not on the allowlist.',
      },
      'https://shop.example',
    ],
  ])
})

test('edge: a code a refusal does not carry is reported as INTERNAL', () => {
  const postMessage = vi.fn()
  reportRefusal(
    { postMessage },
    { kind: 'refused', code: 'PROTOCOL_MISMATCH', reason: 'Bad hash.', reportTo },
  )
  expect(postMessage.mock.calls[0]?.[0]).toMatchObject({ code: 'INTERNAL', message: 'Bad hash.' })
})

test('error: without a verified host nothing is posted', () => {
  const postMessage = vi.fn()
  const posted = reportRefusal(
    { postMessage },
    { kind: 'refused', code: 'ORIGIN_NOT_ALLOWED', reason: 'The origins disagree.' },
  )
  expect(posted).toBe(false)
  expect(postMessage).not.toHaveBeenCalled()
})
