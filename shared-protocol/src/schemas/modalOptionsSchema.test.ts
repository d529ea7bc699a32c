import { expect, test } from 'vitest'
import { FEATURE_NAMES } from '../constants.ts'
import { examples } from '../testing/examples.ts'
import { withHostileKeys } from '../testing/withHostileKeys.ts'
import { modalOptionsSchema } from './modalOptionsSchema.ts'

test('default: full options and empty options parse', () => {
  expect(modalOptionsSchema.parse(examples.options)).toEqual(examples.options)
  expect(modalOptionsSchema.parse({})).toEqual({})
})

test('error: an unknown option name is refused, naming it; unknown keys inside an option are stripped', () => {
  const result = modalOptionsSchema.safeParse({ projectId: 'p', themeMode: 'dark' })
  expect(result.error?.issues).toMatchObject([{ code: 'unrecognized_keys', keys: ['projectId'] }])
  expect(modalOptionsSchema.parse({ features: { swaps: true, unknownFlag: true } })).toEqual({
    features: { swaps: true },
  })
})

test('error: theme variables named constructor or toString are refused, __proto__ dropped', () => {
  const withVariables = (json: string) => ({ themeVariables: structuredClone(JSON.parse(json)) })
  for (const name of ['constructor', 'toString']) {
    expect(modalOptionsSchema.safeParse(withVariables(`{"${name}":"red"}`)).success).toBe(false)
  }
  const parsed = modalOptionsSchema.parse(
    withVariables('{"__proto__":{"polluted":1},"--al-accent":"red"}'),
  )
  const variables = parsed.themeVariables ?? {}
  expect(Object.keys(variables)).toEqual(['--al-accent'])
  expect(Object.getPrototypeOf(variables)).toBe(Object.prototype)
  expect(({} as Record<string, unknown>).polluted).toBeUndefined()
})

test('behavior: hostile keys inside options are dropped; at the top they are unknown options', () => {
  const { themeVariables: _, ...options } = examples.options
  const nested = withHostileKeys(options) as Record<string, unknown>
  const result = modalOptionsSchema.safeParse(nested)
  expect(result.error?.issues).toMatchObject([
    { code: 'unrecognized_keys', keys: ['__proto__', 'constructor', 'toString'] },
  ])
  const parsed = modalOptionsSchema.parse({ ...options, metadata: nested.metadata })
  expect(Object.hasOwn(parsed.metadata as object, 'constructor')).toBe(false)
  expect(Object.hasOwn(parsed.metadata as object, '__proto__')).toBe(false)
})

test("behavior: siwx.hostNonce crosses; the host page's getNonce function never does", () => {
  expect(modalOptionsSchema.parse({ siwx: { required: true, hostNonce: true } })).toEqual({
    siwx: { required: true, hostNonce: true },
  })
  expect(modalOptionsSchema.parse({ siwx: { getNonce: 'x' } })).toEqual({ siwx: {} })
})

test('default: every feature flag of spec §6 is accepted', () => {
  const features = Object.fromEntries(FEATURE_NAMES.map((name) => [name, true]))
  expect(modalOptionsSchema.parse({ features }).features).toEqual(features)
  expect(FEATURE_NAMES).toHaveLength(15)
})

test('error: malformed options', () => {
  for (const value of [
    { themeMode: 'blue' },
    { themeVariables: { accent: 'red' } },
    { themeVariables: { '--al-Accent': 'red' } },
    { themeVariables: { '--al-accent': 'x'.repeat(201) } },
    { themeVariables: { '--al-accent': Number.NaN } },
    { themeVariables: { '--al-accent': Number.POSITIVE_INFINITY } },
    { metadata: { name: 'x', icons: new Array(5).fill('https://a.example/i.png') } },
    { metadata: { name: 'x', url: 'javascript:alert(1)' } },
    { defaultNetwork: 'eip155' },
    { features: { swaps: 'yes' } },
    { termsConditionsUrl: 'ftp://x' },
    { customWallets: [{ id: 'x', name: 'X', webappLink: 'data:x' }] },
    { siwx: { required: 1 } },
    { siwx: { hostNonce: 'yes' } },
    { siwx: { statement: 'Sign in\nURI: https://evil.example' } },
    { siweConfig: { statement: 'a\rb' } },
  ]) {
    expect(modalOptionsSchema.safeParse(value).success, JSON.stringify(value)).toBe(false)
  }
})
