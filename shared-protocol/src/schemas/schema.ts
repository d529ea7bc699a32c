// The one language for what crosses the iframe, small enough for the host SDK's budget: zod/mini
// would add ~8 KB gzip to its ~10 KB. Both sides check messages with the schemas built from it;
// zod stays for what only the modal reads (its options, project files).

import { describeIssues } from '../channel/describeIssues.ts'

/** Where a value broke its schema: the path to it and what was expected. */
type SchemaIssue = { path: PropertyKey[]; message: string }

/** The answer of {@link Schema.safeParse}, shaped as zod's. */
type SafeParseResult<T> =
  | { success: true; data: T; error?: undefined }
  | { success: false; data?: undefined; error: { issues: SchemaIssue[] } }

/** Checks a value and returns its clean copy: unknown object keys dropped, nothing shared. */
export type Schema<T> = {
  /** The clean copy, or throws a TypeError that names the path. */
  parse: (value: unknown) => T
  safeParse: (value: unknown) => SafeParseResult<T>
  /** The clean copy, or throws an {@link Issue} at `path` (the kit's own composition). */
  check: (value: unknown, path: PropertyKey[]) => T
}

/** What a schema accepts. */
export type Infer<S> = S extends Schema<infer T> ? T : never

class Issue {
  constructor(readonly issue: SchemaIssue) {}
}

/** Makes a schema of a check that calls `fail(path, message)` when the value is wrong. */
function define<T>(check: Schema<T>['check']): Schema<T> {
  const safeParse = (value: unknown): SafeParseResult<T> => {
    try {
      return { success: true, data: check(value, []) }
    } catch (error) {
      if (!(error instanceof Issue)) throw error
      return { success: false, error: { issues: [error.issue] } }
    }
  }
  return {
    check,
    safeParse,
    parse(value) {
      const result = safeParse(value)
      if (result.success) return result.data
      throw new TypeError(describeIssues(result.error.issues))
    },
  }
}

const fail = (path: PropertyKey[], message: string): never => {
  throw new Issue({ path, message })
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A string of `min`–`max` characters. */
export const string = (min = 0, max = 200): Schema<string> =>
  define((value, path) =>
    typeof value === 'string' && value.length >= min && value.length <= max
      ? value
      : fail(path, `Expected a string of ${min}–${max} characters`),
  )

/** An integer from `min` to `max`. */
export const integer = (min = 0, max = Number.MAX_SAFE_INTEGER): Schema<number> =>
  define((value, path) =>
    Number.isInteger(value) && (value as number) >= min && (value as number) <= max
      ? (value as number)
      : fail(path, `Expected an integer from ${min} to ${max}`),
  )

/** true or false. */
export const boolean: Schema<boolean> = define((value, path) =>
  typeof value === 'boolean' ? value : fail(path, 'Expected a boolean'),
)

/** One of a fixed list of values (`oneOf([null])` is null alone). */
export const oneOf = <const T extends string | null>(values: readonly T[]): Schema<T> =>
  define((value, path) =>
    values.includes(value as T)
      ? (value as T)
      : fail(path, `Expected one of ${values.map(String).join(', ')}`),
  )

/** Anything at all, as it is (the receiver checks it further). */
export const unknown: Schema<unknown> = define((value) => value)

/** A value `test` accepts; `message` says what was expected. */
export const refine = <T>(test: (value: unknown) => value is T, message: string): Schema<T> =>
  define((value, path) => (test(value) ? value : fail(path, message)))

/** `undefined` or what `schema` accepts. */
export const optional = <T>(schema: Schema<T>): Schema<T | undefined> =>
  define((value, path) => (value === undefined ? undefined : schema.check(value, path)))

/** `null` or what `schema` accepts. */
export const nullable = <T>(schema: Schema<T>): Schema<T | null> =>
  define((value, path) => (value === null ? null : schema.check(value, path)))

/** An array of `min`–`max` items, each checked by `item`. */
export const array = <T>(item: Schema<T>, max: number, min = 0): Schema<T[]> =>
  define((value, path) =>
    Array.isArray(value) && value.length >= min && value.length <= max
      ? value.map((entry, index) => item.check(entry, [...path, index]))
      : fail(path, `Expected a list of ${min}–${max} items`),
  )

type Shape = Record<string, Schema<unknown>>
type Out<S extends Shape, K extends keyof S> = Infer<S[K]>
type Flat<T> = { [K in keyof T]: T[K] } & {}
type FromShape<S extends Shape> = Flat<
  { [K in keyof S as undefined extends Out<S, K> ? never : K]: Out<S, K> } & {
    [K in keyof S as undefined extends Out<S, K> ? K : never]?: Exclude<Out<S, K>, undefined>
  }
>

/**
 * An object with the keys of `shape`, in the shape's order; unknown keys are dropped and
 * undefined values left out, so hostile keys (`__proto__`, `constructor`) never reach the copy.
 */
export const object = <S extends Shape>(shape: S): Schema<FromShape<S>> & { shape: S } => ({
  shape,
  ...define((value, path) => {
    if (!isRecord(value)) return fail(path, 'Expected an object')
    const out: Record<string, unknown> = {}
    for (const key of Object.keys(shape)) {
      const checked = (shape[key] as Schema<unknown>).check(value[key], [...path, key])
      if (checked !== undefined) out[key] = checked
    }
    return out as FromShape<S>
  }),
})

/** An object used as a map; a `__proto__` key is dropped (as zod does), never set. */
export const record = <V>(key: Schema<string>, item: Schema<V>): Schema<Record<string, V>> =>
  define((value, path) =>
    isRecord(value)
      ? Object.fromEntries(
          Object.keys(value)
            .filter((name) => name !== '__proto__')
            .map((name) => [
              key.check(name, [...path, name]),
              item.check(value[name], [...path, name]),
            ]),
        )
      : fail(path, 'Expected an object'),
  )
