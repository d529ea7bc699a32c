import type { Namespace, ViewName } from '@airlock/shared-protocol'
import type { ViewData } from './viewStack.ts'

/** What {@link resolveOpenView} decides from. */
export type ResolveOpenViewInput = {
  /** The view the caller asked for, if any. */
  view?: ViewName | undefined
  /** Its data. */
  data?: ViewData | undefined
  /** The namespace the caller asked for, if any. */
  namespace?: Namespace | undefined
  /** The active namespace. */
  activeNamespace: Namespace | undefined
  /** At least one chain adapter exists. */
  hasAdapters: boolean
  /** The host drives WalletConnect pairing itself. */
  manualWCControl: boolean
  /** An account is connected in the namespace the modal opens for. */
  hasAddress: boolean
  /** A phone or tablet. */
  isMobile: boolean
}

/** Where the modal opens: maybe a namespace to switch to first, then a view. */
export type OpenTarget = {
  switchNamespace: Namespace | undefined
  view: ViewName
  data: ViewData | undefined
}

/**
 * The opening rules of spec §2. A namespace that differs from the active one switches to that
 * chain's network instead of opening the requested view; the modal then shows the default view
 * for that chain. An explicit view opens with its data. Without a view: no adapters (or manual
 * pairing control) and no address → AllWallets on mobile, ConnectingWalletConnectBasic otherwise;
 * an address → Account; else Connect.
 */
export function resolveOpenView(input: ResolveOpenViewInput): OpenTarget {
  const switchNamespace =
    input.namespace !== undefined && input.namespace !== input.activeNamespace
      ? input.namespace
      : undefined
  if (input.view && !switchNamespace) {
    return { switchNamespace, view: input.view, data: input.data }
  }
  if ((!input.hasAdapters || input.manualWCControl) && !input.hasAddress) {
    return {
      switchNamespace,
      view: input.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic',
      data: undefined,
    }
  }
  return { switchNamespace, view: input.hasAddress ? 'Account' : 'Connect', data: undefined }
}
