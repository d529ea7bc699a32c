import { PROTOCOL_VERSION } from '@airlock/shared-protocol'
import { expect, test } from 'vitest'
import { buildIframeSrc } from './mountFrame.ts'

test('default: project, instance, protocol version and the encoded host origin in the fragment', () => {
  expect(
    buildIframeSrc('https://modal.example/app', 'demo', 'abcd1234', 'https://dapp.example'),
  ).toBe(
    `https://modal.example/app#projectId=demo&instance=abcd1234&v=${PROTOCOL_VERSION}&origin=https%3A%2F%2Fdapp.example`,
  )
})

test("edge: the modal URL's own fragment is replaced, never kept", () => {
  expect(
    buildIframeSrc('https://modal.example/#old', 'demo', 'abcd1234', 'http://a.example'),
  ).toMatch(/^https:\/\/modal\.example\/#projectId=demo&/)
})

test('behavior: a light theme is named for the loading card; dark, the default, is left out', () => {
  const src = (themeMode?: 'dark' | 'light') =>
    buildIframeSrc('https://modal.example/', 'demo', 'abcd1234', 'https://dapp.example', themeMode)
  expect(src('light')).toMatch(/&origin=https%3A%2F%2Fdapp\.example&theme=light$/)
  expect(src('dark')).toBe(src())
  expect(src()).not.toContain('theme=')
})
