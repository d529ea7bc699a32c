import { type Hex, zeroAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEMO_EVM_ACCOUNTS } from '../chains/DEMO_EVM_ACCOUNTS.ts'
import { type StartReferenceApiReturnType, startReferenceApi } from './startReferenceApi.ts'
import { type ApiAnswer as Answer, fetchApiAnswer } from './testing/fetchApiAnswer.ts'
import { jsonPost } from './testing/jsonPost.ts'

// Real HTTP against a reference API with no networks: the names routes need no chain.
const [holder, other] = DEMO_EVM_ACCOUNTS
const START = Date.UTC(2025, 10, 25, 9, 46, 40)
const SEPOLIA_COIN_TYPE = 0x80000000 + 11155111

let clock: number
let api: StartReferenceApiReturnType

beforeEach(async () => {
  clock = START
  api = await startReferenceApi({ port: 0, networks: [], now: () => clock })
})

afterEach(async () => {
  await api.close()
})

type Signed = { coinType: unknown; address: unknown; signature: unknown; message: unknown }

/** The body the modal posts: `message` signed by `signer` with personal_sign. */
async function signed(
  name: string,
  {
    signer = holder,
    timestamp = Math.floor(clock / 1000),
    attributes = {},
    coinType = 60,
  }: {
    signer?: (typeof DEMO_EVM_ACCOUNTS)[number]
    timestamp?: number
    attributes?: Record<string, unknown>
    coinType?: number
  } = {},
): Promise<Signed> {
  const message = JSON.stringify({ name, attributes, timestamp })
  const signature = await privateKeyToAccount(signer.privateKey).signMessage({ message })
  return { coinType, address: signer.address, signature, message }
}

const call = (path: string, init?: RequestInit, query = 'projectId=demo'): Promise<Answer> =>
  fetchApiAnswer(`${api.url}${path}${query ? `?${query}` : ''}`, init)

const register = (body: unknown, query?: string): Promise<Answer> =>
  call('names', jsonPost(body), query)

const reasons = (description: string) => ({ reasons: [{ description }] })

describe('answerNames', () => {
  it('default: register, look up, then reverse with two names, newest first', async () => {
    const alice = {
      name: 'alice.airlock',
      addresses: { '60': { address: holder.address } },
      attributes: { bio: 'gm' },
      createdAt: '2025-11-25T09:46:40.000Z',
    }
    const first = await register({
      ...(await signed('Alice.AIRLOCK', { attributes: { bio: 'gm' } })),
      address: holder.address.toLowerCase(),
    })
    expect(first).toMatchObject({ status: 201, body: alice })
    expect(first.headers.get('access-control-allow-origin')).toBe('*')
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8')

    expect(await call('names/ALICE.airlock')).toMatchObject({ status: 200, body: alice })

    clock += 1000
    const second = await register(
      await signed('alice-work.airlock', { coinType: SEPOLIA_COIN_TYPE }),
    )
    const work = {
      name: 'alice-work.airlock',
      addresses: { [String(SEPOLIA_COIN_TYPE)]: { address: holder.address } },
      attributes: {},
      createdAt: '2025-11-25T09:46:41.000Z',
    }
    expect(second).toMatchObject({ status: 201, body: work })

    expect(await call(`names/reverse/${holder.address.toLowerCase()}`)).toMatchObject({
      status: 200,
      body: [work, alice],
    })
    expect(await call(`names/reverse/${other.address}`)).toMatchObject({ status: 200, body: [] })
  })

  it('behavior: registering your own name again answers its record, unchanged in rank', async () => {
    const body = await signed('alice.airlock')
    const first = await register(body)
    clock += 1000
    await register(await signed('later.airlock'))
    const again = await register(body)
    expect(again).toMatchObject({ status: 201, body: first.body })
    expect(
      ((await call(`names/reverse/${holder.address}`)).body as { name: string }[]).map(
        (record) => record.name,
      ),
    ).toEqual(['later.airlock', 'alice.airlock'])
  })

  it('behavior: names live in one API: another (or a restarted) one has none', async () => {
    expect((await register(await signed('alice.airlock'))).status).toBe(201)
    const fresh = await startReferenceApi({ port: 0, networks: [] })
    try {
      const response = await fetch(`${fresh.url}names/alice.airlock?projectId=demo`)
      expect(response.status).toBe(404)
    } finally {
      await fresh.close()
    }
  })

  it('behavior: a timestamp 10 minutes away either way is still accepted', async () => {
    const now = Math.floor(clock / 1000)
    expect((await register(await signed('early.airlock', { timestamp: now - 600 }))).status).toBe(
      201,
    )
    expect((await register(await signed('later.airlock', { timestamp: now + 600 }))).status).toBe(
      201,
    )
  })

  it('error: a name another address holds is 409', async () => {
    await register(await signed('alice.airlock'))
    expect(await register(await signed('ALICE.airlock', { signer: other }))).toMatchObject({
      status: 409,
      body: reasons('alice.airlock is already taken.'),
    })
    expect(await call(`names/reverse/${other.address}`)).toMatchObject({ body: [] })
  })

  it('error: a signature by another key, or one that recovers no key, is 401', async () => {
    const mismatch = 'The signature does not match the address.'
    const byOther = await signed('alice.airlock', { signer: other })
    expect(await register({ ...byOther, address: holder.address })).toMatchObject({
      status: 401,
      body: reasons(mismatch),
    })
    const zeros = `0x${'00'.repeat(65)}` as Hex
    expect(await register({ ...(await signed('alice.airlock')), signature: zeros })).toMatchObject({
      status: 401,
      body: reasons(mismatch),
    })
    // Signed over other text than the message sent.
    const body = await signed('alice.airlock')
    const tampered = { ...body, message: (body.message as string).replace('alice', 'alica') }
    expect(await register(tampered)).toMatchObject({ status: 401, body: reasons(mismatch) })
    expect((await call('names/alice.airlock')).status).toBe(404)
  })

  it.each([
    ['too old', -601],
    ['from the future', 601],
  ])('error: a timestamp %s is 400', async (_, seconds) => {
    const timestamp = Math.floor(clock / 1000) + seconds
    expect(await register(await signed('alice.airlock', { timestamp }))).toMatchObject({
      status: 400,
      body: reasons('The signed message is too old or from the future; sign again.'),
    })
  })

  it('error: an invalid name is 400 stating the rule, when registered and when looked up', async () => {
    const rule = (name: string) =>
      reasons(
        `'${name}' is not a valid name: a name is <label>.airlock, where the label is 4 to 63 letters, digits and hyphens.`,
      )
    expect(await register(await signed('bob.airlock'))).toMatchObject({
      status: 400,
      body: rule('bob.airlock'),
    })
    expect(await register(await signed('alice.eth'))).toMatchObject({
      status: 400,
      body: rule('alice.eth'),
    })
    expect(await call('names/al_ice.airlock')).toMatchObject({
      status: 400,
      body: rule('al_ice.airlock'),
    })
  })

  it.each([501, 0x80000000, 0x100000000, 0, 60.5])(
    'error: coinType %d is 400',
    async (coinType) => {
      expect(await register(await signed('alice.airlock', { coinType }))).toMatchObject({
        status: 400,
        body: reasons(
          `coinType ${coinType} is not an EVM coin type: use 60, or 0x80000000 | chainId (ENSIP-11) for a chainId from 1 to 0x7fffffff.`,
        ),
      })
    },
  )

  it('error: a malformed body is 400, each with its own description', async () => {
    const body = await signed('alice.airlock')
    const shape =
      'The message must be the JSON {"name": string, "attributes": object, "timestamp": unix seconds} the wallet signed'
    const cases: [unknown, string][] = [
      ['{"coinType":', expect.stringMatching(/^The body is not JSON \(.+\)\.$/)],
      [[body], 'The body must be a JSON object { coinType, address, signature, message }.'],
      [
        { ...body, coinType: '60' },
        'coinType must be a number, the ENSIP-11 coin type (60 for Ethereum).',
      ],
      [
        { ...body, address: '0x12' },
        'address must be an EVM address: a string of 0x followed by 40 hexadecimal digits.',
      ],
      [
        { ...body, signature: 'nope' },
        'signature must be a string of 0x followed by hexadecimal bytes.',
      ],
      [
        { ...body, message: undefined },
        'message must be a string: the exact text the wallet signed.',
      ],
      [{ ...body, message: 'alice.airlock' }, `${shape}, but it is not JSON.`],
      [{ ...body, message: '[]' }, `${shape}, but it is not an object.`],
      [
        { ...body, message: '{"attributes":{},"timestamp":1}' },
        `${shape}, but its name is not a string.`,
      ],
      [
        { ...body, message: '{"name":"alice.airlock","attributes":null,"timestamp":1}' },
        `${shape}, but its attributes are not an object.`,
      ],
      [
        { ...body, message: '{"name":"alice.airlock","attributes":{},"timestamp":"1"}' },
        `${shape}, but its timestamp is not an integer.`,
      ],
      [
        { ...body, message: '{"name":"alice.airlock","attributes":{},"timestamp":1.5}' },
        `${shape}, but its timestamp is not an integer.`,
      ],
    ]
    for (const [sent, description] of cases) {
      expect(await register(sent)).toMatchObject({ status: 400, body: reasons(description) })
    }
  })

  it('error: a body over 16 KB is 413', async () => {
    const body = await signed('alice.airlock', { attributes: { bio: 'x'.repeat(16 * 1024) } })
    const answer = await register(body)
    expect(answer.status).toBe(413)
    expect(answer.body).toEqual(
      reasons(
        expect.stringMatching(
          /^The body is \d+ bytes, more than the 16384 bytes this API accepts\.$/,
        ),
      ),
    )
  })

  it('error: every names route without projectId is 400', async () => {
    const missing = reasons(
      'The projectId query parameter is missing: add ?projectId=<your project id>.',
    )
    expect(await register(await signed('alice.airlock'), '')).toMatchObject({
      status: 400,
      body: missing,
    })
    expect(await call('names/alice.airlock', undefined, 'projectId=%20')).toMatchObject({
      status: 400,
      body: missing,
    })
    expect(await call(`names/reverse/${holder.address}`, undefined, '')).toMatchObject({
      status: 400,
      body: missing,
    })
  })

  it('error: a name no one holds is 404; a malformed address in reverse is 400', async () => {
    expect(await call('names/Bobby.airlock')).toMatchObject({
      status: 404,
      body: reasons('No one has registered bobby.airlock.'),
    })
    expect(await call('names/reverse/0x12')).toMatchObject({
      status: 400,
      body: reasons("'0x12' is not an EVM address: expected 0x followed by 40 hexadecimal digits."),
    })
    expect(await call(`names/reverse/${zeroAddress}`)).toMatchObject({ status: 200, body: [] })
  })

  it('behavior: the preflight allows POST with a Content-Type header', async () => {
    const preflight = await call(
      'names',
      {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:4310',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      },
      '',
    )
    expect(preflight.status).toBe(204)
    expect(preflight.body).toBeUndefined()
    expect(Object.fromEntries(preflight.headers)).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, POST, OPTIONS',
      'access-control-allow-headers': 'Content-Type, Accept',
    })
    const lookup = await call('names/alice.airlock', { method: 'OPTIONS' })
    expect(lookup.status).toBe(204)
    expect(lookup.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS')
  })

  it('error: an unknown path under /v1/names is 404, a wrong method 405, both as reasons', async () => {
    const routes =
      'The names routes are POST /v1/names, GET /v1/names/{name} and GET /v1/names/reverse/{address}.'
    for (const path of ['names/', 'names/alice.airlock/extra', 'names/reverse/']) {
      const answer = await call(path)
      expect(answer).toMatchObject({
        status: 404,
        body: reasons(`No such path: /v1/${path}. ${routes}`),
      })
      expect(answer.headers.get('access-control-allow-origin')).toBe('*')
    }
    const listed = await call('names')
    expect(listed).toMatchObject({
      status: 405,
      body: reasons('GET is not allowed here: this path only answers POST (and OPTIONS).'),
    })
    expect(listed.headers.get('allow')).toBe('POST, OPTIONS')
    const deleted = await call('names/alice.airlock', { method: 'DELETE' })
    expect(deleted).toMatchObject({
      status: 405,
      body: reasons('DELETE is not allowed here: this path only answers GET (and OPTIONS).'),
    })
    expect(deleted.headers.get('allow')).toBe('GET, OPTIONS')
  })
})
