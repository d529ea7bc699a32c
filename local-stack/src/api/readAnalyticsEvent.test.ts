import { expect, it } from 'vitest'
import { ApiError } from './ApiError.ts'
import { readAnalyticsEvent } from './readAnalyticsEvent.ts'

const query = new URLSearchParams({ projectId: 'demo', st: 'airlock', sv: '0.1.0' })
const body = {
  eventId: 'event-1',
  url: 'http://127.0.0.1:4300',
  domain: '127.0.0.1',
  timestamp: 1_764_064_000_000,
  props: {
    type: 'track',
    event: 'CONNECT_SUCCESS',
    properties: { method: 'browser', name: 'Airlock Demo Wallet (EVM)' },
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  },
}

/** The error readAnalyticsEvent throws, as the API answers it. */
function refusal(params: URLSearchParams, value: unknown) {
  try {
    readAnalyticsEvent(params, value)
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, ...error.toJSON().error }
    throw error
  }
  throw new Error('accepted')
}

it('default: a tracked event, with the query beside the body', () => {
  expect(readAnalyticsEvent(query, body)).toEqual({
    projectId: 'demo',
    st: 'airlock',
    sv: '0.1.0',
    ...body,
  })
})

it('behavior: fields the spec does not name are dropped; address may be absent', () => {
  const { address: _, ...props } = body.props
  const event = readAnalyticsEvent(query, { ...body, extra: 1, props: { ...props, more: 2 } })
  expect(event).not.toHaveProperty('extra')
  expect(event.props).toEqual({
    type: 'track',
    event: 'CONNECT_SUCCESS',
    properties: props.properties,
  })
})

it('behavior: an error report (type error), with and without a stack trace or message', () => {
  const error = {
    type: 'error',
    event: 'INTERNAL_SDK_ERROR',
    errorType: 'TypeError',
    errorMessage: '',
  }
  expect(readAnalyticsEvent(query, { ...body, props: error }).props).toEqual(error)
  const withStack = { ...error, stackTrace: 'TypeError\n    at x' }
  expect(readAnalyticsEvent(query, { ...body, props: withStack }).props).toEqual(withStack)
})

it('behavior: a url with a path and a port is a page of its origin', () => {
  const event = readAnalyticsEvent(query, {
    ...body,
    url: 'https://shop.example.com:8443/cart?x=1',
    domain: 'shop.example.com',
  })
  expect(event.url).toBe('https://shop.example.com:8443/cart?x=1')
})

it.each([
  ['projectId', 'MISSING_PARAMETER'],
  ['st', 'MISSING_PARAMETER'],
  ['sv', 'MISSING_PARAMETER'],
])('error: without %s in the query', (name, code) => {
  const params = new URLSearchParams(query)
  params.delete(name)
  expect(refusal(params, body)).toMatchObject({ status: 400, code })
})

it('error: a projectId that is not a project id, and a query value over 100 characters', () => {
  expect(
    refusal(new URLSearchParams({ ...Object.fromEntries(query), projectId: '../x' }), body),
  ).toMatchInlineSnapshot(`
    {
      "code": "INVALID_PARAMETER",
      "message": "The projectId "../x" is not a project id: 1 to 64 letters, digits, '_' and '-'.",
      "status": 400,
    }
  `)
  expect(
    refusal(new URLSearchParams({ ...Object.fromEntries(query), sv: 'x'.repeat(101) }), body),
  ).toMatchObject({ status: 400, code: 'INVALID_PARAMETER' })
})

it.each<[string, unknown, string]>([
  ['an array', [], 'The body is not a JSON object.'],
  [
    'no eventId',
    { ...body, eventId: undefined },
    '"eventId" must be a string of 1 to 128 characters.',
  ],
  ['a url that is not one', { ...body, url: 'nope' }, '"url" "nope" is not a URL.'],
  [
    'a url that is not http(s)',
    { ...body, url: 'file:///x' },
    '"url" must be an http(s) URL, not file:.',
  ],
  [
    'a domain that is not the url’s',
    { ...body, domain: 'evil.example' },
    '"domain" "evil.example" is not the host name of "url" (127.0.0.1).',
  ],
  [
    'a timestamp in seconds as text',
    { ...body, timestamp: '1764064000' },
    '"timestamp" must be a whole number of milliseconds since the epoch.',
  ],
  ['no props', { ...body, props: null }, '"props" must be an object.'],
  [
    'another type',
    { ...body, props: { ...body.props, type: 'page' } },
    '"props.type" must be "track" or "error".',
  ],
  [
    'MODAL_CREATED (never sent)',
    { ...body, props: { ...body.props, event: 'MODAL_CREATED' } },
    '"props.event" "MODAL_CREATED" is not a tracked event: one of MODAL_OPEN, MODAL_CLOSE, SWITCH_NETWORK, SET_PREFERRED_ACCOUNT_TYPE, CONNECT_SUCCESS, SEND_INITIATED, SEND_SUCCESS, ERROR_FETCH_TRANSACTIONS, SIWX_AUTH_SUCCESS, SIWX_AUTH_ERROR, CLICK_CANCEL_SIWX.',
  ],
  [
    'properties that are not an object',
    { ...body, props: { ...body.props, properties: [] } },
    '"props.properties" must be an object.',
  ],
  [
    'an address that is not text',
    { ...body, props: { ...body.props, address: 7 } },
    '"props.address", when present, must be a string of at most 128 characters.',
  ],
  [
    'an error report without errorType',
    { ...body, props: { type: 'error', event: 'X', errorMessage: 'm' } },
    '"props.errorType" must be a string of 1 to 200 characters.',
  ],
])('error: %s is INVALID_BODY, naming the field and the shape', (_, value, message) => {
  expect(refusal(query, value)).toEqual({
    status: 400,
    code: 'INVALID_BODY',
    message: `${message} Send { "eventId", "url", "domain", "timestamp", "props": { "type", "event", "properties", "address" } }.`,
  })
})
