/**
 * JSON.stringify with every object's keys in sorted order (arrays keep theirs), so that equal
 * options written in another order give the same text: createModal()'s cache key. Functions and
 * undefined values are left out, as JSON.stringify does.
 *
 * @example
 * ```ts
 * stableStringify({ b: 1, a: { d: 2, c: 3 } }) // '{"a":{"c":3,"d":2},"b":1}'
 * ```
 */
export function stableStringify(value: unknown): string {
  return JSON.stringify(value, (_, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.keys(inner)
            .sort()
            .map((key) => [key, (inner as Record<string, unknown>)[key]]),
        )
      : inner,
  )
}
