import { expect, test } from 'vitest'
import { examples } from '../testing/examples.ts'
import { FEATURE_NAMES } from './FEATURE_NAMES.ts'
import { modalOptionsSchema } from './modalOptionsSchema.ts'

test('default: full options and empty options parse', () => {
  expect(modalOptionsSchema.parse(examples.options)).toEqual(examples.options)
  expect(modalOptionsSchema.parse({})).toEqual({})
})

test('behavior: host-only and unknown keys are stripped, also inside features', () => {
  const parsed = modalOptionsSchema.parse({
    projectId: 'p',
    modalUrl: 'https://modal.example',
    features: { swaps: true, unknownFlag: true },
  })
  expect(parsed).toEqual({ features: { swaps: true } })
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
