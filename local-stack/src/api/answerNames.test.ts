import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createNameRegistrationMessage } from '@airlock/shared-protocol'
import { nameLookupSchema } from '@airlock/shared-protocol/projectApi'
import { DEMO_EVM_ACCOUNTS } from '@airlock/testkit/demo'
import { type Hex, zeroAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type StartReferenceApiReturnType, startReferenceApi } from './startReferenceApi.ts'
import { type ApiAnswer as Answer, fetchApiAnswer, jsonPost } from './testing/requests.ts'

// Real HTTP against a reference API with no networks: the names routes need no chain.
const [holder, other] = DEMO_EVM_ACCOUNTS
const START = Date.UTC(2025, 10, 25, 9, 46, 40)
const SEPOLIA_COIN_TYPE = 0x80000000 + 11155111

let clock: number
let api: StartReferenceApiReturnType

beforeEach(async () => {
  clock = START
  api = await startReferenceApi({
    port: 0,
    networks: [],
    now: () => clock,
    databasePath: ':memory:',
  })
})

afterEach(async () => {
  await api.close()
})

type Signed = { coinType: unknown; address: unknown; signature: unknown; message: unknown }

/** A nonce of the API for `projectId`, as the modal fetches it before asking for a signature. */
async function fetchNonce(projectId = 'demo'): Promise<string> {
  const answer = await call('names/nonce', undefined, `projectId=${projectId}`)
  expect(answer.status).toBe(200)
  return (answer.body as { nonce: string }).nonce
}

/** The body the modal posts: the registration message, with a fresh nonce, signed by `signer`. */
async function signed(
  name: string,
  {
    signer = holder,
    attributes = {},
    coinType = 60,
    projectId = 'demo',
    nonce,
  }: {
    signer?: (typeof DEMO_EVM_ACCOUNTS)[number]
    attributes?: Record<string, unknown>
    coinType?: number
    projectId?: string
    nonce?: string
  } = {},
): Promise<Signed> {
  const message = createNameRegistrationMessage({
    name,
    attributes,
    coinType,
    projectId,
    nonce: nonce ?? (await fetchNonce(projectId)),
  })
  const signature = await privateKeyToAccount(signer.privateKey).signMessage({ message })
  return { coinType, address: signer.address, signature, message }
}

const call = (path: string, init?: RequestInit, query = 'projectId=demo'): Promise<Answer> =>
  fetchApiAnswer(`${api.url}${path}${query ? `?${query}` : ''}`, init)

const register = (body: unknown, query?: string): Promise<Answer> =>
  call('names', jsonPost(body), query)

const reasons = (description: string, code?: string) => ({
  reasons: [code === undefined ? { description } : { description, code }],
})

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

    expect(await call('names/ALICE.airlock')).toMatchObject({
      status: 200,
      body: { name: 'alice.airlock', record: alice },
    })

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
    const first = await register(await signed('alice.airlock'))
    clock += 1000
    await register(await signed('later.airlock'))
    const again = await register(await signed('alice.airlock'))
    expect(again).toMatchObject({ status: 201, body: first.body })
    expect(
      ((await call(`names/reverse/${holder.address}`)).body as { name: string }[]).map(
        (record) => record.name,
      ),
    ).toEqual(['later.airlock', 'alice.airlock'])
  })

  it('default: GET names/nonce answers a fresh nonce for the project and when it expires', async () => {
    const answer = await call('names/nonce')
    expect(answer).toMatchObject({
      status: 200,
      body: {
        nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
        expiresAt: '2025-11-25T09:51:40.000Z',
      },
    })
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
    expect((await call('names/nonce')).body).not.toEqual(answer.body)
    expect(await call('names/nonce', undefined, '')).toMatchObject({ status: 400 })
    expect(await call('names/nonce', { method: 'POST' })).toMatchObject({ status: 405 })
  })

  it('error: replay: the same signed registration posted again is 401 REGISTRATION_REPLAYED', async () => {
    const body = await signed('alice.airlock')
    expect((await register(body)).status).toBe(201)
    expect(await register(body)).toMatchObject({
      status: 401,
      body: reasons(
        'This signed registration was already used; a registration is accepted once. Sign a new one.',
        'REGISTRATION_REPLAYED',
      ),
    })
  })

  it('error: stale nonce: a registration sent after its nonce expired is 401 REGISTRATION_EXPIRED', async () => {
    const body = await signed('alice.airlock')
    clock += 5 * 60 * 1000 + 1
    expect(await register(body)).toMatchObject({
      status: 401,
      body: reasons(
        'The signed registration expired: fetch a new nonce (GET /v1/names/nonce) and sign again.',
        'REGISTRATION_EXPIRED',
      ),
    })
    expect((await call('names/alice.airlock')).body).toEqual({
      name: 'alice.airlock',
      record: null,
    })
  })

  it('error: wrong projectId: a registration signed for another project is 400 PROJECT_MISMATCH', async () => {
    const forOther = await signed('alice.airlock', { projectId: 'evilcorp' })
    expect(await register(forOther)).toMatchObject({
      status: 400,
      body: reasons('The message was signed for project evilcorp, not demo.', 'PROJECT_MISMATCH'),
    })
    // Signed for demo, posted to evilcorp: refused the same way, and its nonce stays unused.
    const forDemo = await signed('alice.airlock')
    expect(await register(forDemo, 'projectId=evilcorp')).toMatchObject({
      status: 400,
      body: { reasons: [{ code: 'PROJECT_MISMATCH' }] },
    })
    expect((await register(forDemo)).status).toBe(201)
  })

  it('error: wrong coinType: a body whose coinType is not the signed one is 400 COIN_TYPE_MISMATCH', async () => {
    const body = await signed('alice.airlock', { coinType: 60 })
    expect(await register({ ...body, coinType: SEPOLIA_COIN_TYPE })).toMatchObject({
      status: 400,
      body: reasons(
        `The message was signed for coinType 60, but the body registers coinType ${SEPOLIA_COIN_TYPE}.`,
        'COIN_TYPE_MISMATCH',
      ),
    })
  })

  it('error: a nonce this API never handed out is 401 NONCE_UNKNOWN', async () => {
    expect(await register(await signed('alice.airlock', { nonce: 'a'.repeat(32) }))).toMatchObject({
      status: 401,
      body: { reasons: [{ code: 'NONCE_UNKNOWN' }] },
    })
  })

  it('behavior: restart: names and unused nonces are kept in the database file', async () => {
    const databasePath = join(mkdtempSync(join(tmpdir(), 'airlock-names-')), 'api.sqlite')
    const first = await startReferenceApi({ port: 0, networks: [], databasePath })
    const nonceOf = async (url: string) =>
      ((await (await fetch(`${url}names/nonce?projectId=demo`)).json()) as { nonce: string }).nonce
    const post = (url: string, body: unknown) =>
      fetchApiAnswer(`${url}names?projectId=demo`, jsonPost(body))
    const used = await signed('alice.airlock', { nonce: await nonceOf(first.url) })
    expect((await post(first.url, used)).status).toBe(201)
    const pending = await signed('alice-work.airlock', { nonce: await nonceOf(first.url) })
    await first.close()

    const again = await startReferenceApi({ port: 0, networks: [], databasePath })
    try {
      expect(
        (await fetchApiAnswer(`${again.url}names/alice.airlock?projectId=demo`)).body,
      ).toMatchObject({
        name: 'alice.airlock',
        record: { addresses: { '60': { address: holder.address } } },
      })
      // A signature made before the restart still counts once; the used one is still a replay.
      expect((await post(again.url, pending)).status).toBe(201)
      expect(await post(again.url, used)).toMatchObject({
        status: 401,
        body: { reasons: [{ code: 'REGISTRATION_REPLAYED' }] },
      })
    } finally {
      await again.close()
    }
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
    expect((await call('names/alice.airlock')).body).toEqual({
      name: 'alice.airlock',
      record: null,
    })
  })

  it('behavior: a name no one holds is a 200 answer saying so, not a 404 the browser logs as an error', async () => {
    const answer = await call('names/Bobby.airlock')
    expect(answer).toMatchObject({ status: 200, body: { name: 'bobby.airlock', record: null } })
    expect(nameLookupSchema.parse(answer.body)).toEqual({ name: 'bobby.airlock', record: null })
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

  it.each([501, 0x80000000, 0x100000000, 0])('error: coinType %d is 400', async (coinType) => {
    expect(await register(await signed('alice.airlock', { coinType }))).toMatchObject({
      status: 400,
      body: reasons(
        `coinType ${coinType} is not an EVM coin type: use 60, or 0x80000000 | chainId (ENSIP-11) for a chainId from 1 to 0x7fffffff.`,
      ),
    })
  })

  it('error: a malformed body is 400, each with its own description', async () => {
    const body = await signed('alice.airlock')
    const shape =
      'The message must be the JSON {"name", "attributes", "coinType", "projectId", "nonce"} the wallet signed (see GET /v1/names/nonce)'
    const message = (fields: Record<string, unknown>) =>
      JSON.stringify({ ...JSON.parse(body.message as string), ...fields })
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
      [{ ...body, message: message({ name: undefined }) }, `${shape}, but it has no name.`],
      [
        { ...body, message: message({ attributes: null }) },
        `${shape}, but its attributes is not an object.`,
      ],
      [
        { ...body, message: message({ coinType: '60' }) },
        `${shape}, but its coinType is not a number.`,
      ],
      [
        { ...body, message: message({ coinType: 1.5 }) },
        `${shape}, but its coinType is not an integer.`,
      ],
      [
        { ...body, message: message({ nonce: 'x\nURI: evil' }) },
        `${shape}, but its nonce is not valid.`,
      ],
      [{ ...body, message: message({ timestamp: 1 }) }, `${shape}, but it also has "timestamp".`],
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

  it('error: a malformed address in reverse is 400', async () => {
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
      'The names routes are GET /v1/names/nonce, POST /v1/names, GET /v1/names/{name} and GET /v1/names/reverse/{address}.'
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
