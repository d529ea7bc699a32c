import { ERRORS } from '../errors/ERRORS.ts'
import { resetView } from '../router/viewStack.ts'
import type { Store } from '../Store.ts'
import { showSnackbar } from '../snackbar.ts'
import { disconnectActive } from './disconnectActive.ts'

/** What the SIWX flows need from outside. */
export type SiwxDisconnectDeps = {
  /** Disconnects the wallet; {@link disconnectActive} by default. */
  disconnect?: (() => Promise<void>) | undefined
}

/**
 * SIWX init failure (spec §8): disconnect, reset to Connect, snackbar 'A problem occurred while
 * trying initialize authentication'. A failing disconnect does not stop the reset.
 */
export async function failSiwxInit(store: Store, deps: SiwxDisconnectDeps = {}): Promise<void> {
  try {
    await (deps.disconnect ?? (() => disconnectActive(store)))()
  } catch {
    // The visitor still gets back to Connect with the message below.
  }
  resetView(store, 'Connect')
  showSnackbar(store, { message: ERRORS.snackbar.siwxInitFailed, variant: 'error' })
}
