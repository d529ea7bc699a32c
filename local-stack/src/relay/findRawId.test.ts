import { expect, test } from 'vitest'
import { findRawId } from './findRawId.ts'

test('default: returns the id text exactly as written', () => {
  expect(findRawId('{"id":1700000000000000001,"jsonrpc":"2.0"}')).toBe('1700000000000000001')
  expect(findRawId('{"jsonrpc":"2.0","id":"abc"}')).toBe('"abc"')
  expect(findRawId('{"id":null}')).toBe('null')
  expect(findRawId('{"id":-1.5e+3}')).toBe('-1.5e+3')
})

test('behavior: whitespace around tokens is not part of the id', () => {
  expect(findRawId(' {\n "id" :\t 42 ,\r\n "x": 1 } ')).toBe('42')
})

test('behavior: "id" inside nested values or strings is ignored', () => {
  const text = '{"params":{"id":"nested","list":[{"id":3}]},"note":"\\"id\\":9","id":7,"tail":"}"}'
  expect(findRawId(text)).toBe('7')
})

test('behavior: escaped key spellings count, as JSON.parse reads them', () => {
  expect(findRawId('{"\\u0069d":5}')).toBe('5')
})

test('behavior: the last duplicate wins, like JSON.parse', () => {
  expect(findRawId('{"id":1,"id":2}')).toBe('2')
})

test('behavior: strings with escapes are kept verbatim', () => {
  expect(findRawId('{"id":"a\\"b\\\\"}')).toBe('"a\\"b\\\\"')
})

test('error: no id member, or not an object', () => {
  expect(findRawId('{"jsonrpc":"2.0"}')).toBeUndefined()
  expect(findRawId('{}')).toBeUndefined()
  expect(findRawId('[{"id":1}]')).toBeUndefined()
})
