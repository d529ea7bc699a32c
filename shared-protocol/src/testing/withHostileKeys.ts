/**
 * A deep copy of `value` where every plain object also has own `__proto__`, `constructor` and
 * `toString` keys, as structured clone delivers them from a hostile peer (`__proto__` survives
 * structured clone as an own key). Used to check that parsing never pollutes prototypes.
 */
export function withHostileKeys(value: unknown): unknown {
  return structuredClone(JSON.parse(toHostileJson(value)))
}

function toHostileJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(toHostileJson).join(',')}]`
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'null'
  const entries = Object.entries(value).map(
    ([key, inner]) => `${JSON.stringify(key)}:${toHostileJson(inner)}`,
  )
  // JSON.parse turns a "__proto__" key into an own property, not a prototype.
  entries.push(
    '"__proto__":{"polluted":"via __proto__"}',
    '"constructor":{"prototype":{"polluted":"via constructor"}}',
    '"toString":"not a function"',
  )
  return `{${entries.join(',')}}`
}
