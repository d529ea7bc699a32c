import { AirlockError } from '@airlock/shared-protocol'
import { useCallback, useState } from 'react'

/** What {@link useAction} returns. */
export type ActionState<A extends unknown[]> = {
  /** Runs the action; its error is kept in `error`, never thrown. */
  run: (...args: A) => Promise<void>
  /** True while the action runs. */
  pending: boolean
  /** The short message of the last failure, until the next run. */
  error: string | undefined
}

/**
 * Runs an async action from a view (a wallet call, a switch) and keeps its pending flag and the
 * message of its failure for the view to show.
 */
export function useAction<A extends unknown[]>(
  action: (...args: A) => Promise<unknown> | unknown,
): ActionState<A> {
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | undefined>(undefined)
  const run = useCallback(
    async (...args: A) => {
      setPending(true)
      setError(undefined)
      try {
        await action(...args)
      } catch (failure) {
        setError(
          failure instanceof AirlockError
            ? failure.shortMessage
            : failure instanceof Error
              ? failure.message
              : String(failure),
        )
      } finally {
        setPending(false)
      }
    },
    [action],
  )
  return { run, pending, error }
}
