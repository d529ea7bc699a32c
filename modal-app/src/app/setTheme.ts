import { AirlockError, ErrorCode, modalOptionsSchema } from '@airlock/shared-protocol'
import { optionsAtom } from '../state/options.ts'
import type { Store } from '../state/Store.ts'
import { toOptionsError } from '../state/validation/toOptionsError.ts'
import { applyTheme } from './applyTheme.ts'

/** What the host's `setThemeMode()` / `setThemeVariables()` send (`setTheme`), unchecked. */
export type ThemeChange = { themeMode?: unknown; themeVariables?: unknown }

/**
 * The host's runtime theme change: checks it against the options schema (as the same options are
 * checked at the handshake), then applies the mode and the variables merged over the current
 * ones, and keeps them in the options. Its own module, imported with the first change, so that it
 * is not part of the modal's first paint.
 *
 * @throws {AirlockError} `INVALID_PARAMS` naming the value, e.g. `Invalid option "themeMode":
 * Expected one of "dark", "light", not "blue".`
 */
export function setTheme(store: Store, root: HTMLElement, change: ThemeChange): void {
  const checked = modalOptionsSchema.safeParse(change, { reportInput: true })
  if (!checked.success) {
    const { shortMessage } = toOptionsError(checked.error.issues)
    throw new AirlockError(ErrorCode.INVALID_PARAMS, shortMessage)
  }
  const options = store.get(optionsAtom)
  const { themeMode = options.themeMode, themeVariables } = checked.data
  const next = {
    ...options,
    ...(themeMode ? { themeMode } : {}),
    themeVariables: { ...options.themeVariables, ...themeVariables },
  }
  store.set(optionsAtom, next)
  applyTheme(root, next)
}
