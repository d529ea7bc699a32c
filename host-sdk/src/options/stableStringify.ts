/**
 * JSON.stringify with every object's keys in sorted order (arrays keep theirs), so that equal
 * options written in another order give the same text: createModal()'s cache key. Functions and
 * undefined values are left out, as JSON.stringify does.
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
