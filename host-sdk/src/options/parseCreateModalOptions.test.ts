import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { describe, expect, test } from 'vitest'
import { DEFAULT_MODAL_URL } from '../DEFAULT_MODAL_URL.ts'
import { parseCreateModalOptions } from './parseCreateModalOptions.ts'

function failure(input: unknown) {
  try {
    parseCreateModalOptions(input)
  } catch (error) {
    expect(error).toBeInstanceOf(AirlockError)
    const { code, message } = error as AirlockError
    return { code, message }
  }
  throw new Error('expected a failure')
}

describe('parseCreateModalOptions', () => {
  test('default: a projectId string, defaults filled in', () => {
    expect(parseCreateModalOptions('demo')).toEqual({
      projectId: 'demo',
      modalUrl: DEFAULT_MODAL_URL,
      handshakeTimeoutMs: 10_000,
      requestTimeoutMs: 10_000,
      adapters: [],
      modalOptions: {},
    })
  })

  test('args: every option', () => {
    const network = {
      id: 31337,
      chainNamespace: 'eip155',
      caipNetworkId: 'eip155:31337',
      name: 'Anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    }
    expect(
      parseCreateModalOptions({
        projectId: 'demo_1-x',
        modalUrl: 'https://modal.example/',
        handshakeTimeoutMs: 500,
        requestTimeoutMs: 800,
        themeMode: 'light',
        networks: [network],
        features: { swaps: false },
        metadata: { name: 'Demo', extra: 'dropped' },
      }),
    ).toEqual({
      projectId: 'demo_1-x',
      modalUrl: 'https://modal.example/',
      handshakeTimeoutMs: 500,
      requestTimeoutMs: 800,
      adapters: [],
      modalOptions: {
        themeMode: 'light',
        networks: [network],
        features: { swaps: false },
        metadata: { name: 'Demo' },
      },
    })
  })

  test('error: not a string or an object', () => {
    for (const input of [undefined, null, 42, ['demo']]) {
      expect(failure(input)).toEqual({
        code: ErrorCode.INVALID_OPTIONS,
        message: 'createModal() takes a projectId string or an options object.',
      })
    }
  })

  test('error: projectId missing', () => {
    expect(failure({ themeMode: 'dark' })).toMatchInlineSnapshot(`
      {
        "code": "INVALID_PROJECT_ID",
        "message": "createModal() requires a projectId.",
      }
    `)
  })

  test('error: projectId malformed', () => {
    for (const projectId of ['', 'has space', 'a'.repeat(65), 'ünïcode', 7]) {
      expect(failure({ projectId })).toEqual({
        code: ErrorCode.INVALID_PROJECT_ID,
        message: 'The projectId must be 1 to 64 letters, digits, "_" or "-".',
      })
    }
    expect(() => parseCreateModalOptions('a'.repeat(64))).not.toThrow()
  })

  test('error: unknown option, with the same name in another case suggested', () => {
    expect(failure({ projectId: 'demo', colour: 'red' })).toMatchInlineSnapshot(`
      {
        "code": "UNKNOWN_OPTION",
        "message": "createModal() has no option "colour".",
      }
    `)
    expect(failure({ projectID: 'demo' })).toMatchInlineSnapshot(`
      {
        "code": "UNKNOWN_OPTION",
        "message": "createModal() has no option "projectID". Did you mean "projectId"?",
      }
    `)
  })

  test('error: modalUrl not an absolute http(s) URL', () => {
    for (const modalUrl of [
      '/modal',
      'modal.example',
      'javascript:alert(1)',
      'ftp://x.example',
      1,
    ]) {
      expect(failure({ projectId: 'demo', modalUrl })).toEqual({
        code: ErrorCode.INVALID_MODAL_URL,
        message: 'The modalUrl must be an absolute http(s) URL.',
      })
    }
  })

  test('error: a bad modal option names its path', () => {
    expect(failure({ projectId: 'demo', themeMode: 'blue' })).toMatchInlineSnapshot(`
      {
        "code": "INVALID_OPTIONS",
        "message": "Invalid option "themeMode": Expected one of dark, light.",
      }
    `)
    expect(
      failure({
        projectId: 'demo',
        networks: [{ id: 1, chainNamespace: 'eip155', caipNetworkId: 'eip155:1', name: 7 }],
      }),
    ).toMatchInlineSnapshot(`
      {
        "code": "INVALID_OPTIONS",
        "message": "Invalid option "networks.0.name": Expected a string of 0–200 characters.",
      }
    `)
    expect(failure({ projectId: 'demo', features: { swaps: 'yes' } }).message).toContain(
      '"features.swaps"',
    )
  })

  test('error: timeouts must be whole positive milliseconds', () => {
    for (const handshakeTimeoutMs of [0, -1, 1.5, '100', Number.POSITIVE_INFINITY]) {
      expect(failure({ projectId: 'demo', handshakeTimeoutMs })).toMatchObject({
        code: ErrorCode.INVALID_OPTIONS,
        message: expect.stringContaining('"handshakeTimeoutMs"'),
      })
    }
  })

  test('args: siwx.getNonce stays in the host; the modal is told with siwx.hostNonce', () => {
    const getNonce = () => 'abcd1234'
    const parsed = parseCreateModalOptions({
      projectId: 'demo',
      siwx: { required: true, statement: 'Sign in', getNonce },
    })
    expect(parsed.modalOptions).toEqual({
      siwx: { required: true, statement: 'Sign in', hostNonce: true },
    })
    expect(parsed.getNonce).toBe(getNonce)
    expect(JSON.stringify(parsed)).not.toContain('getNonce')
  })

  test("behavior: siwx.hostNonce is the SDK's to set: without a getNonce it is dropped", () => {
    const parsed = parseCreateModalOptions({ projectId: 'demo', siwx: { hostNonce: true } })
    expect(parsed.modalOptions).toEqual({ siwx: {} })
    expect(parsed).not.toHaveProperty('getNonce')
  })

  test('error: siwx.getNonce that is not a function', () => {
    expect(failure({ projectId: 'demo', siwx: { getNonce: 'abcd1234' } })).toMatchInlineSnapshot(`
      {
        "code": "INVALID_OPTIONS",
        "message": "Invalid option "siwx.getNonce": Expected a function.",
      }
    `)
  })
})
