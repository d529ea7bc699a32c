/**
 * The suffix every name the reference API registers ends with: a name is `<label>.airlock`
 * (see `normalizeName`).
 *
 * @example
 * ```ts
 * const name = `${label.toLowerCase()}${NAME_SUFFIX}` // 'alice.airlock'
 * ```
 */
export const NAME_SUFFIX = '.airlock'
