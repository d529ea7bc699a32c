import { modalOptionsSchema } from '@airlock/shared-protocol'
import { expect, test } from 'vitest'
import { testNetwork } from '../testing.ts'
import { toOptionsError } from './toOptionsError.ts'

/** The error toOptionsError makes for `options`, as `code: message`. */
function refusal(options: unknown): string {
  const parsed = modalOptionsSchema.safeParse(options, { reportInput: true })
  if (parsed.success) throw new Error('expected the options to fail')
  const error = toOptionsError(parsed.error.issues)
  return `${error.code}: ${error.message}`
}

const network = testNetwork('eip155:1')

test('default: the path of the option, what it should be and what it was', () => {
  expect(
    refusal({
      networks: [{ ...network, rpcUrls: { default: { http: ['ftp://rpc.example'] } } }],
    }),
  ).toMatchInlineSnapshot(
    `"INVALID_OPTIONS: Invalid option "networks.0.rpcUrls.default.http.0": Expected an absolute http(s) URL, not "ftp://rpc.example"."`,
  )
})

test('error: every kind of failure reads as a sentence', () => {
  expect(
    [
      { themeMode: 'blue' },
      { themeVariables: { color: 'red' } },
      { themeVariables: { '--al-accent': 'x'.repeat(201) } },
      { networks: {} },
      { networks: [{ ...network, name: 7 }] },
      { networks: [{ ...network, id: -1 }] },
      { networks: [{ ...network, id: true }] },
      { networks: [{ ...network, nativeCurrency: { name: 'E', symbol: 'E', decimals: 1.5 } }] },
      { networks: [{ ...network, nativeCurrency: { name: 'E', symbol: 'E', decimals: 37 } }] },
      { networks: [{ ...network, rpcUrls: { default: { http: [] } } }] },
      { networks: [{ ...network, caipNetworkId: 'eip155' }] },
      { networks: [{ ...network, nativeCurrency: undefined }] },
      { features: { swaps: 'yes' } },
      { metadata: { name: 'Demo', icons: new Array(5).fill('https://a.example/i.png') } },
      { siwx: { statement: 'Sign in\nURI: https://evil.example' } },
      'light',
    ].map(refusal),
  ).toMatchInlineSnapshot(`
    [
      "INVALID_OPTIONS: Invalid option "themeMode": Expected one of "dark", "light", not "blue".",
      "INVALID_OPTIONS: Invalid option "themeVariables.color": Expected a --al-* name (a-z, 0-9 and "-" after it), not "color".",
      "INVALID_OPTIONS: Invalid option "themeVariables.--al-accent": Expected at most 200 characters, not 201.",
      "INVALID_OPTIONS: Invalid option "networks": Expected a list, not {}.",
      "INVALID_OPTIONS: Invalid option "networks.0.name": Expected a string, not 7.",
      "INVALID_OPTIONS: Invalid option "networks.0.id": Expected a number of at least 0, not -1.",
      "INVALID_OPTIONS: Invalid option "networks.0.id": Expected a number, or a string, not true.",
      "INVALID_OPTIONS: Invalid option "networks.0.nativeCurrency.decimals": Expected an integer, not 1.5.",
      "INVALID_OPTIONS: Invalid option "networks.0.nativeCurrency.decimals": Expected a number of at most 36, not 37.",
      "INVALID_OPTIONS: Invalid option "networks.0.rpcUrls.default.http": Expected at least 1 item, not 0.",
      "INVALID_OPTIONS: Invalid option "networks.0.caipNetworkId": Expected a CAIP-2 network id of a known namespace, not "eip155".",
      "INVALID_OPTIONS: Invalid option "networks.0.nativeCurrency": Expected an object.",
      "INVALID_OPTIONS: Invalid option "features.swaps": Expected true or false, not "yes".",
      "INVALID_OPTIONS: Invalid option "metadata.icons": Expected at most 4 items, not 5.",
      "INVALID_OPTIONS: Invalid option "siwx.statement": Expected one line of text, not "Sign in\\nURI: https://evil.example".",
      "INVALID_OPTIONS: Invalid options: Expected an object, not "light".",
    ]
  `)
})

test('error: an unknown option name is UNKNOWN_OPTION, with the name it differs from only in case', () => {
  expect(refusal({ colour: 'red' })).toMatchInlineSnapshot(
    `"UNKNOWN_OPTION: createModal() has no option "colour"."`,
  )
  expect(refusal({ thememode: 'light' })).toMatchInlineSnapshot(
    `"UNKNOWN_OPTION: createModal() has no option "thememode". Did you mean "themeMode"?"`,
  )
  // A host option reaches the modal only when misspelt (the host SDK keeps the right ones).
  expect(refusal({ modalURL: 'https://modal.example/' })).toBe(
    'UNKNOWN_OPTION: createModal() has no option "modalURL". Did you mean "modalUrl"?',
  )
})

test('edge: long paths and names are cut', () => {
  expect(refusal({ ['x'.repeat(500)]: 1 })).toHaveLength(
    'UNKNOWN_OPTION: createModal() has no option "".'.length + 60,
  )
})
