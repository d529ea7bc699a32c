import {
  AirlockError,
  ErrorCode,
  type OpenOptions,
  openOptionsSchema,
} from '@airlock/shared-protocol'

/**
 * The checked argument of `open()`, or an `INVALID_PARAMS` error naming the option. The view is
 * only checked for its shape here: the modal refuses a view it does not have.
 */
export function parseOpenOptions(input: unknown): OpenOptions {
  const checked = openOptionsSchema.safeParse(input)
  if (checked.success) return checked.data
  const [issue] = checked.error.issues
  throw new AirlockError(
    ErrorCode.INVALID_PARAMS,
    `Invalid open() option "${issue?.path.join('.')}": ${issue?.message}.`,
  )
}
