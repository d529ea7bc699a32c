// A tiny validator kit for the host SDK. zod/mini alone would cost about 6 KB gzip of the 10 KB
// budget, so the host checks what the modal sends it with these hand-written guards instead; the
// drift tests compare them with the zod schemas of @airlock/shared-protocol. (The options the
// host sends, the modal checks with the schema itself.)

/** Checks `value` and returns the clean copy (unknown object keys dropped), or throws a GuardIssue. */
export type Guard<T> = (value: unknown, path: string) => T

/** Where a value failed and why, as a path like `networks.0.name`. */
export class GuardIssue {
  constructor(
    readonly path: string,
    readonly message: string,
  ) {}
}

const fail = (path: string, message: string): never => {
  throw new GuardIssue(path, message)
}

const at = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key))

/** A string of `min`–`max` characters that passes `test`. */
export const str =
  (max = 200, min = 0, test?: (value: string) => boolean, what = 'a string'): Guard<string> =>
  (value, path) =>
    typeof value === 'string' &&
    value.length >= min &&
    value.length <= max &&
    (!test || test(value))
      ? value
      : fail(path, `Expected ${what} of ${min}–${max} characters`)

/** A finite number in [min, max], an integer unless `integer` is false. */
export const num =
  (min = 0, max = Number.MAX_SAFE_INTEGER, integer = true): Guard<number> =>
  (value, path) =>
    typeof value === 'number' &&
    Number.isFinite(value) &&
    (!integer || Number.isInteger(value)) &&
    value >= min &&
    value <= max
      ? value
      : fail(path, `Expected ${integer ? 'an integer' : 'a number'} from ${min} to ${max}`)

/** true or false. */
export const bool: Guard<boolean> = (value, path) =>
  typeof value === 'boolean' ? value : fail(path, 'Expected a boolean')

/** One of a fixed list of strings. */
export const oneOf =
  <const T extends string>(values: readonly T[]): Guard<T> =>
  (value, path) =>
    values.includes(value as T) ? (value as T) : fail(path, `Expected one of ${values.join(', ')}`)

/** Anything at all (the receiver checks it further). */
export const any: Guard<unknown> = (value) => value

/** `undefined` or what `guard` accepts. */
export const opt =
  <T>(guard: Guard<T>): Guard<T | undefined> =>
  (value, path) =>
    value === undefined ? undefined : guard(value, path)

/** `null` or what `guard` accepts. */
export const nullable =
  <T>(guard: Guard<T>): Guard<T | null> =>
  (value, path) =>
    value === null ? null : guard(value, path)

/** An array of `min`–`max` items, each checked by `item`. */
export const arr =
  <T>(item: Guard<T>, max: number, min = 0): Guard<T[]> =>
  (value, path) =>
    Array.isArray(value) && value.length >= min && value.length <= max
      ? value.map((entry, index) => item(entry, at(path, index)))
      : fail(path, `Expected a list of ${min}–${max} items`)

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

type Shape = Record<string, Guard<unknown>>
type Out<S extends Shape, K extends keyof S> = ReturnType<S[K]>
type FromShape<S extends Shape> = {
  [K in keyof S as undefined extends Out<S, K> ? never : K]: Out<S, K>
} & { [K in keyof S as undefined extends Out<S, K> ? K : never]?: Exclude<Out<S, K>, undefined> }

/**
 * An object with the keys of `shape`, in the shape's order (so equal objects serialise equally);
 * unknown keys are dropped, undefined values left out.
 */
export const obj =
  <S extends Shape>(shape: S): Guard<FromShape<S>> =>
  (value, path) => {
    if (!isRecord(value)) return fail(path, 'Expected an object')
    const out: Record<string, unknown> = {}
    for (const key of Object.keys(shape)) {
      const checked = (shape[key] as Guard<unknown>)(value[key], at(path, key))
      if (checked !== undefined) out[key] = checked
    }
    return out as FromShape<S>
  }

/**
 * An object used as a map, its keys sorted (so equal maps serialise equally). Built with
 * Object.fromEntries so that a `__proto__` key stays a plain key.
 */
export const rec =
  <V>(key: Guard<string>, item: Guard<V>): Guard<Record<string, V>> =>
  (value, path) =>
    isRecord(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((name) => [key(name, at(path, name)), item(value[name], at(path, name))]),
        )
      : fail(path, 'Expected an object')
