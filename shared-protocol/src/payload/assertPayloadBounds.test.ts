import { describe, expect, test } from 'vitest'
import { PAYLOAD_LIMITS } from '../constants.ts'
import { AirlockError } from '../errors/AirlockError.ts'
import { assertPayloadBounds } from './assertPayloadBounds.ts'

function codeOf(value: unknown, limits?: Parameters<typeof assertPayloadBounds>[1]): string {
  try {
    assertPayloadBounds(value, limits)
  } catch (error) {
    if (error instanceof AirlockError) return error.code
    throw error
  }
  return 'OK'
}

function nested(depth: number): unknown {
  let value: unknown = 'leaf'
  for (let i = 0; i < depth; i++) value = { child: value }
  return value
}

describe('assertPayloadBounds', () => {
  test('default: plain data passes', () => {
    for (const value of [
      undefined,
      null,
      true,
      0,
      -1.5,
      '',
      'text',
      [],
      {},
      [1, 'a', null, { b: [true] }],
      Object.create(null),
      { view: 'Connect', data: { a: [1, 2, { c: 'd' }] } },
    ]) {
      expect(codeOf(value)).toBe('OK')
    }
  })

  test('behavior: shared (non-cyclic) references are allowed', () => {
    const shared = { a: 1 }
    expect(codeOf({ left: shared, right: shared, list: [shared, shared] })).toBe('OK')
    const diamond = [shared, [shared], { x: shared }]
    expect(codeOf([diamond, diamond])).toBe('OK')
  })

  test('behavior: __proto__ and constructor keys are plain keys', () => {
    const value = JSON.parse('{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}}}')
    expect(codeOf(value)).toBe('OK')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  test('error: cycles are UNSUPPORTED_VALUE', () => {
    const self: Record<string, unknown> = {}
    self.self = self
    expect(codeOf(self)).toBe('UNSUPPORTED_VALUE')
    const list: unknown[] = [1]
    list.push({ back: list })
    expect(codeOf(list)).toBe('UNSUPPORTED_VALUE')
    const a: Record<string, unknown> = {}
    const b: Record<string, unknown> = { a }
    a.b = b
    expect(codeOf({ root: a })).toBe('UNSUPPORTED_VALUE')
  })

  test('error: BigInt is UNSUPPORTED_VALUE with a hint', () => {
    expect(codeOf(1n)).toBe('UNSUPPORTED_VALUE')
    expect(codeOf({ value: { amount: 10n ** 18n } })).toBe('UNSUPPORTED_VALUE')
    expect(() => assertPayloadBounds([1n])).toThrowErrorMatchingInlineSnapshot(
      `[AirlockError: BigInt values cannot cross the boundary; send a decimal or hex string.]`,
    )
  })

  test('error: functions and symbols are UNSUPPORTED_VALUE', () => {
    expect(codeOf(() => 1)).toBe('UNSUPPORTED_VALUE')
    expect(codeOf({ callback: () => 1 })).toBe('UNSUPPORTED_VALUE')
    expect(codeOf(Symbol('s'))).toBe('UNSUPPORTED_VALUE')
    expect(codeOf([Symbol.iterator])).toBe('UNSUPPORTED_VALUE')
    expect(codeOf(class {})).toBe('UNSUPPORTED_VALUE')
  })

  test('behavior: symbol keys are ignored, as structured clone ignores them', () => {
    expect(codeOf({ [Symbol('s')]: 1n })).toBe('OK')
  })

  test('error: NaN and Infinity are UNSUPPORTED_VALUE', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(codeOf(value)).toBe('UNSUPPORTED_VALUE')
      expect(codeOf({ n: [value] })).toBe('UNSUPPORTED_VALUE')
    }
  })

  test('error: Date, Map, Set, RegExp, typed arrays, errors and class instances are UNSUPPORTED_VALUE', () => {
    class Point {
      x = 1
    }
    for (const value of [
      new Date(0),
      new Map([[1, 2]]),
      new Set([1]),
      /x/,
      new Uint8Array(4),
      new ArrayBuffer(4),
      new Error('x'),
      new Point(),
      Object.create({ inherited: 1 }),
      new String('boxed'),
      Promise.resolve(1),
    ]) {
      expect(codeOf(value), String(value)).toBe('UNSUPPORTED_VALUE')
      expect(codeOf({ inner: [value] }), String(value)).toBe('UNSUPPORTED_VALUE')
    }
  })

  test('error: a 50 MB string is PAYLOAD_TOO_LARGE', () => {
    const huge = 'x'.repeat(50 * 1024 * 1024)
    expect(codeOf(huge)).toBe('PAYLOAD_TOO_LARGE')
    expect(codeOf({ params: [huge] })).toBe('PAYLOAD_TOO_LARGE')
  })

  test('error: many medium strings add up to PAYLOAD_TOO_LARGE', () => {
    const chunk = 'x'.repeat(100_000)
    expect(codeOf(Array.from({ length: 11 }, () => chunk))).toBe('PAYLOAD_TOO_LARGE')
    expect(codeOf(Array.from({ length: 9 }, () => chunk))).toBe('OK')
  })

  test('error: long keys count towards the size', () => {
    expect(codeOf({ ['k'.repeat(1_100_000)]: 1 })).toBe('PAYLOAD_TOO_LARGE')
  })

  test('error: 10k-deep nesting is PAYLOAD_TOO_LARGE without a stack overflow', () => {
    expect(codeOf(nested(10_000))).toBe('PAYLOAD_TOO_LARGE')
    let list: unknown = []
    for (let i = 0; i < 10_000; i++) list = [list]
    expect(codeOf(list)).toBe('PAYLOAD_TOO_LARGE')
  })

  test('behavior: nesting up to maxDepth passes, one more does not', () => {
    expect(codeOf(nested(PAYLOAD_LIMITS.maxDepth))).toBe('OK')
    expect(codeOf(nested(PAYLOAD_LIMITS.maxDepth + 1))).toBe('PAYLOAD_TOO_LARGE')
  })

  test('error: a 100k-wide array is PAYLOAD_TOO_LARGE', () => {
    expect(codeOf(new Array(100_000).fill(0))).toBe('PAYLOAD_TOO_LARGE')
    expect(codeOf({ list: new Array(100_000).fill(null) })).toBe('PAYLOAD_TOO_LARGE')
  })

  test('behavior: maxNodes counts every value', () => {
    expect(codeOf(new Array(PAYLOAD_LIMITS.maxNodes - 1).fill(0))).toBe('OK')
    expect(codeOf(new Array(PAYLOAD_LIMITS.maxNodes).fill(0))).toBe('PAYLOAD_TOO_LARGE')
  })

  test('behavior: shared references are counted each time they are reached', () => {
    // 2^20 paths through 20 levels of sharing: refused by the node bound, not walked forever.
    let value: unknown = 'leaf'
    for (let i = 0; i < 20; i++) value = [value, value]
    expect(codeOf(value)).toBe('PAYLOAD_TOO_LARGE')
  })

  test('args: custom limits', () => {
    const limits = { maxBytes: 20, maxDepth: 1, maxNodes: 3 }
    expect(codeOf({ a: 1 }, limits)).toBe('OK')
    expect(codeOf({ a: { b: 1 } }, limits)).toBe('PAYLOAD_TOO_LARGE')
    expect(codeOf([1, 2, 3], limits)).toBe('PAYLOAD_TOO_LARGE')
    expect(codeOf('x'.repeat(30), limits)).toBe('PAYLOAD_TOO_LARGE')
  })

  test('error: getters and Proxy traps that throw become UNSUPPORTED_VALUE', () => {
    const getter = {
      get boom(): number {
        throw new Error('getter')
      },
    }
    expect(codeOf(getter)).toBe('UNSUPPORTED_VALUE')
    const keysTrap = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error('trap')
        },
      },
    )
    expect(codeOf(keysTrap)).toBe('UNSUPPORTED_VALUE')
    const protoTrap = new Proxy(
      {},
      {
        getPrototypeOf() {
          throw new Error('trap')
        },
      },
    )
    expect(codeOf(protoTrap)).toBe('UNSUPPORTED_VALUE')
  })

  test('behavior: the error text', () => {
    expect(() => assertPayloadBounds(nested(100))).toThrowErrorMatchingInlineSnapshot(
      `[AirlockError: The message is nested deeper than 32 levels.]`,
    )
    expect(() => assertPayloadBounds('x'.repeat(2_000_000))).toThrowErrorMatchingInlineSnapshot(
      `[AirlockError: The message is larger than 1000000 bytes.]`,
    )
    expect(() => assertPayloadBounds(new Date())).toThrowErrorMatchingInlineSnapshot(
      `[AirlockError: Only plain objects and arrays can cross the boundary.]`,
    )
  })
})
