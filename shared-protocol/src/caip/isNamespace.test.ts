import { expect, test } from 'vitest'
import { isNamespace } from './isNamespace.ts'
import { NAMESPACES } from './NAMESPACES.ts'

test('default: true for every known namespace', () => {
  for (const namespace of NAMESPACES) expect(isNamespace(namespace)).toBe(true)
})

test('behavior: false for others, inherited names and non-strings', () => {
  for (const value of ['stellar', 'EIP155', 'eip155 ', '', 'toString', 'constructor', 'length']) {
    expect(isNamespace(value), value).toBe(false)
  }
  for (const value of [undefined, null, 0, ['eip155'], { eip155: true }]) {
    expect(isNamespace(value)).toBe(false)
  }
})
