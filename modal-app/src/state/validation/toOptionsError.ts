import {
  AirlockError,
  ErrorCode,
  HOST_OPTION_NAMES,
  modalOptionsSchema,
} from '@airlock/shared-protocol'

/** The parts of a zod issue (parsed with `reportInput`) that {@link toOptionsError} reads. */
export type OptionIssue = {
  code: string
  path: readonly PropertyKey[]
  message: string
  input?: unknown
  expected?: string
  values?: readonly unknown[]
  origin?: string
  minimum?: number | bigint
  maximum?: number | bigint
  inclusive?: boolean
  keys?: readonly string[]
  issues?: readonly OptionIssue[]
  errors?: readonly (readonly OptionIssue[])[]
}

const TYPES: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
}

const show = (value: unknown) => (JSON.stringify(value) ?? String(value)).slice(0, 60)

// What the option should have been, after "Expected ". zod/mini has no English messages (its
// locale would cost the modal more than this), and ours name bounds and values.
function expectation(issue: OptionIssue): string {
  const { code, origin } = issue
  if (code === 'invalid_type') return TYPES[issue.expected ?? ''] ?? `a ${issue.expected}`
  if (code === 'invalid_value') return `one of ${(issue.values ?? []).map(show).join(', ')}`
  if (code === 'too_small' || code === 'too_big') {
    const small = code === 'too_small'
    const bound = String(small ? issue.minimum : issue.maximum)
    const words =
      issue.inclusive === false
        ? small
          ? 'more than'
          : 'less than'
        : small
          ? 'at least'
          : 'at most'
    if (origin === 'number') return `a number of ${words} ${bound}`
    const unit = origin === 'array' ? 'item' : 'character'
    return `${words} ${bound} ${unit}${bound === '1' ? '' : 's'}`
  }
  if (code === 'invalid_union') {
    return (issue.errors ?? [])
      .map((branch) => (branch[0] ? expectation(branch[0]) : ''))
      .join(', or ')
  }
  if (code === 'invalid_key' && issue.issues?.[0]) return expectation(issue.issues[0])
  // Refinements carry our own message ('Expected an absolute http(s) URL').
  return issue.message.replace(/^Expected /, '')
}

// What came instead: the length for a string or list past its bounds, else the value.
function received({ code, input }: OptionIssue): string {
  if (input === undefined) return ''
  const sized = (code === 'too_small' || code === 'too_big') && typeof input !== 'number'
  return `, not ${sized ? (input as { length: number }).length : show(input)}`
}

/**
 * The error for modal options that fail {@link modalOptionsSchema}: the first issue, as a
 * sentence the host page's developer can act on without the docs. An unknown option name is
 * `UNKNOWN_OPTION` (with the option it differs from only in case, if any); anything else is
 * `INVALID_OPTIONS` naming the option's path, what it should be and what it was.
 */
export function toOptionsError(issues: readonly OptionIssue[]): AirlockError {
  const issue = issues[0]
  const path = issue?.path.map((segment) => String(segment).slice(0, 60)).join('.') ?? ''
  if (issue?.code === 'unrecognized_keys' && path === '') {
    const name = String(issue.keys?.[0]).slice(0, 60)
    // Cheap typo help: the same name in another case (thememode, modalURL). A host option
    // reaches the modal only when misspelt: the host SDK keeps the right ones.
    const same = [...Object.keys(modalOptionsSchema.shape), ...HOST_OPTION_NAMES].find(
      (known) => known.toLowerCase() === name.toLowerCase(),
    )
    return new AirlockError(
      ErrorCode.UNKNOWN_OPTION,
      `createModal() has no option "${name}".${same ? ` Did you mean "${same}"?` : ''}`,
    )
  }
  const where = path ? `Invalid option "${path}"` : 'Invalid options'
  const what = issue ? `Expected ${expectation(issue)}${received(issue)}` : 'Not valid'
  return new AirlockError(ErrorCode.INVALID_OPTIONS, `${where}: ${what}.`)
}
