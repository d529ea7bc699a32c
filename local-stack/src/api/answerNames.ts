import type { IncomingMessage } from 'node:http'
import type { NameNonce } from '@airlock/shared-protocol'
import type { NameLookup, NameRecord } from '@airlock/shared-protocol/projectApi'
import { ApiError } from './ApiError.ts'
import type { NameNonces } from './createNameNonces.ts'
import type { NameStore } from './createNameStore.ts'
import { readJsonBody } from './http.ts'
import { NameApiError } from './NameApiError.ts'
import { normalizeName } from './names.ts'
import { verifyNameRegistration } from './verifyNameRegistration.ts'

/** Options of {@link answerNames}. */
export type AnswerNamesOptions = {
  /**
   * Where the names are kept.
   */
  names: NameStore
  /**
   * The single-use nonces registrations sign.
   */
  nonces: NameNonces
  /**
   * The server's clock, in milliseconds since the epoch.
   */
  now: () => number
}

/** What {@link answerNames} answers: a status and, but for a preflight, a JSON body. */
export type AnswerNamesReturnType = {
  /**
   * The HTTP status.
   */
  status: number
  /**
   * The JSON body; absent for the 204 preflight.
   */
  body?: NameRecord | NameRecord[] | NameLookup | NameNonce
}

/** The most a registration body may weigh: a few hundred bytes are needed, attributes included. */
const MAX_BODY_BYTES = 16 * 1024
const NONCE_PATH = '/v1/names/nonce'
const REVERSE_PATH = /^\/v1\/names\/reverse\/([^/]+)$/
const NAME_PATH = /^\/v1\/names\/([^/]+)$/

const decode = (segment: string): string => {
  try {
    return decodeURIComponent(segment)
  } catch {
    // Malformed percent-encoding: checked (and refused) as it is written.
    return segment
  }
}

const allowOnly = (request: IncomingMessage, method: 'GET' | 'POST'): void => {
  if (request.method === method) return
  const allow = `${method}, OPTIONS`
  throw new NameApiError(
    405,
    `${request.method} is not allowed here: this path only answers ${method} (and OPTIONS).`,
    { allow },
  )
}

/** The body as JSON; the names routes answer in the spec's `reasons` shape, so the same 413 and 400 in it. */
async function readNamesBody(request: IncomingMessage): Promise<unknown> {
  try {
    return await readJsonBody(request, MAX_BODY_BYTES)
  } catch (error) {
    if (error instanceof ApiError)
      throw new NameApiError(error.status, error.message, { cause: error })
    throw error
  }
}

/**
 * Answers a request under `/v1/names` (the caller routes there every path that is `/v1/names` or
 * starts with `/v1/names/`), all with `?projectId=<id>` (400 without):
 *
 * - `GET /v1/names/nonce` answers 200 `{ nonce, expiresAt }`: a nonce for one registration of
 *   the project, to sign in its message (see `createNameNonces`).
 * - `POST /v1/names` with `{ coinType, address, signature, message }` registers the signed name
 *   (see `verifyNameRegistration`: the message names the project, the coin type and a nonce of
 *   this API, used once) and answers 201 with its record; 409 when another address holds it;
 *   registering your own name again (with a new nonce) is fine.
 * - `GET /v1/names/{name}` answers 200 `{ name, record }`, `record` null when no one holds it
 *   (`NameLookup`: a free name is an answer, not an error the browser logs).
 * - `GET /v1/names/reverse/{address}` answers 200 with the address's records, newest (its
 *   primary) first, `[]` for none.
 * - `OPTIONS` on those paths answers 204 (CORS preflight); any other path is 404.
 *
 * @throws NameApiError for every refusal, whose `toJSON()` is the `{ reasons: [{ description }] }` body.
 */
export async function answerNames(
  request: IncomingMessage,
  url: URL,
  options: AnswerNamesOptions,
): Promise<AnswerNamesReturnType> {
  const nonce = url.pathname === NONCE_PATH
  const reverse = REVERSE_PATH.exec(url.pathname)
  const lookup = reverse || nonce ? null : NAME_PATH.exec(url.pathname)
  if (url.pathname !== '/v1/names' && !nonce && !reverse && !lookup) {
    throw new NameApiError(
      404,
      `No such path: ${url.pathname.slice(0, 200)}. The names routes are GET /v1/names/nonce, POST /v1/names, GET /v1/names/{name} and GET /v1/names/reverse/{address}.`,
    )
  }
  if (request.method === 'OPTIONS') return { status: 204 }
  allowOnly(request, nonce || reverse || lookup ? 'GET' : 'POST')
  const projectId = url.searchParams.get('projectId')?.trim()
  if (!projectId) {
    throw new NameApiError(
      400,
      'The projectId query parameter is missing: add ?projectId=<your project id>.',
    )
  }
  if (nonce) return { status: 200, body: options.nonces.issue(projectId, options.now()) }

  if (reverse) {
    const address = decode(reverse[1] ?? '')
    if (!/^0x[0-9a-fA-F]{40}$/.test(address)) {
      throw new NameApiError(
        400,
        `'${address.slice(0, 100)}' is not an EVM address: expected 0x followed by 40 hexadecimal digits.`,
      )
    }
    return { status: 200, body: options.names.reverse(address) }
  }
  if (lookup) {
    const name = normalizeName(decode(lookup[1] ?? ''))
    return { status: 200, body: { name, record: options.names.get(name) ?? null } }
  }

  const registration = await verifyNameRegistration(await readNamesBody(request), {
    projectId,
    nonces: options.nonces,
    now: options.now(),
  })
  const record = options.names.register(registration)
  if (!record) throw new NameApiError(409, `${registration.name} is already taken.`)
  return { status: 201, body: record }
}
