import { describe, expect, test } from 'vitest'
import {
  caipNetworkIdSchema,
  idListSchema,
  namespaceSchema,
  shortTextSchema,
  urlSchema,
} from './primitives.ts'

const ok = (schema: { safeParse: (value: unknown) => { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success

describe('primitives', () => {
  test('namespaceSchema: known namespaces only', () => {
    expect(ok(namespaceSchema, 'eip155')).toBe(true)
    for (const value of ['stellar', 'EIP155', 'toString', '', 1]) {
      expect(ok(namespaceSchema, value)).toBe(false)
    }
  })

  test('caipNetworkIdSchema follows the CAIP rules', () => {
    expect(ok(caipNetworkIdSchema, 'eip155:1')).toBe(true)
    expect(ok(caipNetworkIdSchema, 'eip155:1:0xab')).toBe(false)
    expect(ok(caipNetworkIdSchema, 1)).toBe(false)
  })

  test('shortTextSchema: strings up to 200 characters', () => {
    expect(ok(shortTextSchema, '')).toBe(true)
    expect(ok(shortTextSchema, 'x'.repeat(200))).toBe(true)
    expect(ok(shortTextSchema, 'x'.repeat(201))).toBe(false)
    expect(ok(shortTextSchema, 1)).toBe(false)
  })

  test('urlSchema: absolute http(s) URLs up to 2048 characters', () => {
    for (const value of ['https://a.example', 'http://127.0.0.1:8545', 'https://a.example/x?y#z']) {
      expect(ok(urlSchema, value), value).toBe(true)
    }
    for (const value of [
      'javascript:alert(1)',
      'data:text/html,x',
      'file:///etc/passwd',
      'wc:abc',
      '//a.example',
      '/relative',
      '',
      `https://a.example/${'x'.repeat(2048)}`,
    ]) {
      expect(ok(urlSchema, value), value).toBe(false)
    }
  })

  test('idListSchema: up to 500 ids of up to 200 characters', () => {
    expect(ok(idListSchema, [])).toBe(true)
    expect(ok(idListSchema, new Array(500).fill('id'))).toBe(true)
    expect(ok(idListSchema, new Array(501).fill('id'))).toBe(false)
    expect(ok(idListSchema, ['x'.repeat(201)])).toBe(false)
    expect(ok(idListSchema, [1])).toBe(false)
  })
})
