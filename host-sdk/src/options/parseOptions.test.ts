import {
  AirlockError,
  ErrorCode,
  HOST_OPTION_NAMES,
  modalOptionsSchema,
} from '@airlock/shared-protocol'
import { optimism } from 'viem/chains'
import { describe, expect, test } from 'vitest'
import { parseCreateModalOptions, stableStringify } from './parseOptions.ts'

const M = 'https://m.example/'

describe('parseCreateModalOptions', () => {
  const parsed = (input: unknown) => parseCreateModalOptions(input).modalOptions

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

  test('default: projectId and modalUrl, defaults filled in', () => {
    expect(
      parseCreateModalOptions({ projectId: 'demo', modalUrl: 'https://m.example/' }),
    ).toMatchObject({
      projectId: 'demo',
      modalUrl: 'https://m.example/',
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
        metadata: { name: 'Demo', extra: 'for the modal to strip' },
      }),
    ).toEqual({
      projectId: 'demo_1-x',
      modalUrl: 'https://modal.example/',
      handshakeTimeoutMs: 500,
      requestTimeoutMs: 800,
      adapters: [],
      preload: 'load',
      modalOptions: {
        themeMode: 'light',
        networks: [network],
        features: { swaps: false },
        metadata: { name: 'Demo', extra: 'for the modal to strip' },
      },
    })
  })

  test('error: not an object', () => {
    for (const input of [undefined, null, 42, ['demo'], 'demo']) {
      expect(failure(input)).toEqual({
        code: ErrorCode.INVALID_OPTIONS,
        message: 'createModal() takes an options object: createModal({ projectId, modalUrl }).',
      })
    }
  })

  test('error: modalUrl missing: there is no default, the message says what to pass', () => {
    expect(failure({ projectId: 'demo' })).toMatchInlineSnapshot(`
      {
        "code": "INVALID_MODAL_URL",
        "message": "createModal() requires modalUrl, the absolute http(s) URL of your Airlock modal.",
      }
    `)
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
    expect(() =>
      parseCreateModalOptions({ projectId: 'a'.repeat(64), modalUrl: 'https://m.example/' }),
    ).not.toThrow()
  })

  test('behavior: a host option in another case is not taken; it goes on to the modal, which names it', () => {
    expect(failure({ projectID: 'demo' })).toEqual({
      code: ErrorCode.INVALID_PROJECT_ID,
      message: 'createModal() requires a projectId.',
    })
    const parsedOptions = parseCreateModalOptions({
      projectId: 'demo',
      modalUrl: 'https://modal.example/',
      modalURL: 'https://m.example/',
    })
    expect(parsedOptions.modalUrl).toBe('https://modal.example/')
    expect(parsedOptions.modalOptions).toEqual({ modalURL: 'https://m.example/' })
  })

  test('behavior: every host option stays in the host page', () => {
    const options = {
      projectId: 'demo',
      modalUrl: 'https://m.example/',
      handshakeTimeoutMs: 5,
      requestTimeoutMs: 6,
      adapters: [],
      embed: undefined,
      preload: 'idle',
    }
    expect(Object.keys(options)).toEqual([...HOST_OPTION_NAMES])
    expect(parseCreateModalOptions(options).modalOptions).toEqual({})
  })

  test('behavior: the modal options go to the modal unchecked (it checks them, and names the unknown ones)', () => {
    expect(
      parseCreateModalOptions({ projectId: 'demo', modalUrl: M, colour: 'red', themeMode: 'blue' })
        .modalOptions,
    ).toEqual({ colour: 'red', themeMode: 'blue' })
  })

  test('error: modalUrl not an absolute http(s) URL: the message names the option and the value (regression: a relative URL read as a missing one)', () => {
    const modalUrls = ['/modal/', 'modal.example', 'javascript:alert(1)', 'ftp://x.example', 1]
    const failures = modalUrls.map((modalUrl) => failure({ projectId: 'demo', modalUrl }))
    expect(failures.every(({ code }) => code === ErrorCode.INVALID_MODAL_URL)).toBe(true)
    expect(failures.map(({ message }) => message)).toMatchInlineSnapshot(`
      [
        "Invalid option "modalUrl": Expected the absolute http(s) URL of your Airlock modal (https://modal.example.com/), not "/modal/".",
        "Invalid option "modalUrl": Expected the absolute http(s) URL of your Airlock modal (https://modal.example.com/), not "modal.example".",
        "Invalid option "modalUrl": Expected the absolute http(s) URL of your Airlock modal (https://modal.example.com/), not "javascript:alert(1)".",
        "Invalid option "modalUrl": Expected the absolute http(s) URL of your Airlock modal (https://modal.example.com/), not "ftp://x.example".",
        "Invalid option "modalUrl": Expected the absolute http(s) URL of your Airlock modal (https://modal.example.com/), not number.",
      ]
    `)
  })

  test('error: modal options that cannot cross the iframe throw at once, with the reason', () => {
    const cycle: Record<string, unknown> = { name: 'Demo' }
    cycle.self = cycle
    expect(
      [
        { metadata: { name: 'Demo', icons: [() => 'https://demo.example/i.png'] } },
        { networks: [{ id: 1n }] },
        { metadata: cycle },
        { metadata: { name: 'x'.repeat(1_000_001) } },
        { themeMode: new Date(0) },
      ].map((options) => failure({ projectId: 'demo', modalUrl: M, ...options })),
    ).toMatchInlineSnapshot(`
      [
        {
          "code": "UNSUPPORTED_VALUE",
          "message": "Invalid option "metadata": A function cannot cross the boundary.",
        },
        {
          "code": "UNSUPPORTED_VALUE",
          "message": "Invalid option "networks": BigInt values cannot cross the boundary; send a decimal or hex string.",
        },
        {
          "code": "UNSUPPORTED_VALUE",
          "message": "Invalid option "metadata": The message contains a cycle.",
        },
        {
          "code": "PAYLOAD_TOO_LARGE",
          "message": "Invalid option "metadata": The message is larger than 1000000 bytes.",
        },
        {
          "code": "UNSUPPORTED_VALUE",
          "message": "Invalid option "themeMode": Only plain objects and arrays can cross the boundary.",
        },
      ]
    `)
  })

  test('behavior: a viem chain object is a network; its functions stay in the host page', () => {
    // viem's OP Mainnet carries formatters, serializers and a fee estimator: functions.
    const network = { ...optimism, chainNamespace: 'eip155', caipNetworkId: 'eip155:10' }
    const { networks } = parsed({ projectId: 'demo', modalUrl: M, networks: [network] })
    expect(JSON.stringify(networks)).toBe(JSON.stringify([network]))
    const holdsFunction = (value: unknown): boolean =>
      typeof value === 'function' ||
      (typeof value === 'object' && value !== null && Object.values(value).some(holdsFunction))
    expect(holdsFunction(network)).toBe(true)
    expect(holdsFunction(networks)).toBe(false)
    expect(modalOptionsSchema.safeParse({ networks }).success).toBe(true)
    // The chain object itself is left as it was.
    expect(typeof network.formatters.block.format).toBe('function')
  })

  test('error: timeouts must be whole positive milliseconds', () => {
    for (const handshakeTimeoutMs of [0, -1, 1.5, '100', Number.POSITIVE_INFINITY, null]) {
      expect(failure({ projectId: 'demo', modalUrl: M, handshakeTimeoutMs })).toEqual({
        code: ErrorCode.INVALID_OPTIONS,
        message: 'Invalid option "handshakeTimeoutMs": Expected an integer from 1 to 2147483647.',
      })
    }
    expect(
      failure({ projectId: 'demo', modalUrl: M, requestTimeoutMs: 2_147_483_648 }).message,
    ).toBe('Invalid option "requestTimeoutMs": Expected an integer from 1 to 2147483647.')
  })

  test('args: siwx.getNonce stays in the host; the modal is told with siwx.hostNonce', () => {
    const getNonce = () => 'abcd1234'
    const parsed = parseCreateModalOptions({
      projectId: 'demo',
      modalUrl: M,
      siwx: { required: true, statement: 'Sign in', getNonce },
    })
    expect(parsed.modalOptions).toEqual({
      siwx: { required: true, statement: 'Sign in', hostNonce: true },
    })
    expect(parsed.getNonce).toBe(getNonce)
    expect(JSON.stringify(parsed)).not.toContain('getNonce')
  })

  test("behavior: siwx.hostNonce is the SDK's to set: without a getNonce it is dropped", () => {
    const parsed = parseCreateModalOptions({
      projectId: 'demo',
      modalUrl: M,
      siwx: { hostNonce: true },
    })
    expect(parsed.modalOptions).toEqual({ siwx: {} })
    expect(parsed).not.toHaveProperty('getNonce')
  })

  test('behavior: a siwx that is not an object goes to the modal as it is (the modal says what is wrong)', () => {
    expect(parsed({ projectId: 'demo', modalUrl: M, siwx: true })).toEqual({ siwx: true })
  })

  test('error: siwx.getNonce that is not a function', () => {
    expect(
      failure({ projectId: 'demo', modalUrl: M, siwx: { getNonce: 'abcd1234' } }),
    ).toMatchInlineSnapshot(`
      {
        "code": "INVALID_OPTIONS",
        "message": "Invalid option "siwx.getNonce": Expected a function.",
      }
    `)
  })
})

describe('stableStringify', () => {
  test('default: object keys in sorted order at every level, arrays in their own', () => {
    expect(stableStringify({ b: 1, a: { d: [{ y: 1, x: 2 }, 'z'], c: null } })).toBe(
      '{"a":{"c":null,"d":[{"x":2,"y":1},"z"]},"b":1}',
    )
    expect(stableStringify({ a: 1, b: 2 })).toBe(stableStringify({ b: 2, a: 1 }))
  })

  test('behavior: functions and undefined values are left out, as JSON.stringify does', () => {
    expect(stableStringify({ b: undefined, a: () => 1, c: 'x' })).toBe('{"c":"x"}')
    expect(stableStringify('demo')).toBe('"demo"')
  })

  test('edge: a __proto__ key stays a plain key and pollutes nothing', () => {
    const value = JSON.parse('{"b":1,"__proto__":{"polluted":"yes"}}')
    expect(stableStringify(value)).toBe('{"__proto__":{"polluted":"yes"},"b":1}')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})
