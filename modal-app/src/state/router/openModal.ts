import { AirlockError, ErrorCode, type OpenOptions } from '@airlock/shared-protocol'
import { accountsAtom } from '../account.ts'
import { trackEventAtIdle } from '../analytics.ts'
import {
  activeNamespaceAtom,
  chainsAtom,
  completeNetworkSwitch,
  isNetworkSupported,
  showsUnsupportedChain,
} from '../chain.ts'
import { connectionAtom } from '../connection.ts'
import { ERRORS } from '../errors/ERRORS.ts'
import { modalOpenAtom, modalOpeningsAtom } from '../modal.ts'
import { optionsAtom } from '../options.ts'
import { platformAtom } from '../platform.ts'
import type { Store } from '../Store.ts'
import { isSiwxSignInDue } from '../siwx/isSiwxSignInDue.ts'
import { type OpenTarget, resolveOpenView } from './resolveOpenView.ts'
import { resetView } from './viewStack.ts'

/**
 * Opens the modal following the opening rules of spec §2 (see {@link resolveOpenView}): switches
 * the active network first when asked for another namespace, resets the stack to the chosen view
 * and marks the modal open. Where the rules pick Account (no view asked for) while the account is
 * on a network the app does not configure, UnsupportedChain opens instead (spec §4), and while a required sign-in
 * is still due ({@link isSiwxSignInDue}), SIWXSignMessage.
 *
 * @throws {AirlockError} `UNKNOWN_NETWORK` ('Chain is not supported') for a namespace without
 * networks.
 */
export function openModal(store: Store, options: OpenOptions = {}): OpenTarget {
  const chains = store.get(chainsAtom)
  const activeNamespace = store.get(activeNamespaceAtom)
  const namespace = options.namespace ?? activeNamespace
  let target = resolveOpenView({
    view: options.view,
    data: options.data,
    namespace: options.namespace,
    activeNamespace,
    hasAdapters: Object.keys(chains).length > 0,
    manualWCControl: store.get(optionsAtom).manualWCControl,
    hasAddress:
      namespace !== undefined && store.get(accountsAtom)[namespace].caipAddress !== undefined,
    isMobile: store.get(platformAtom).isMobile,
  })
  if (target.switchNamespace) {
    const chain = chains[target.switchNamespace]
    const network = chain?.networkState.caipNetwork ?? chain?.networks[0]
    if (!network) {
      throw new AirlockError(ErrorCode.UNKNOWN_NETWORK, ERRORS.library.chainNotSupported, {
        details: `The dapp configured no ${target.switchNamespace} network.`,
      })
    }
    completeNetworkSwitch(store, network)
  }
  // The wallet moved to a network the app does not configure while the modal was closed (or
  // before a reload): UnsupportedChain, as it is shown when that happens with the modal open. An
  // explicit `view: 'Account'` still opens Account.
  const network = namespace === undefined ? undefined : chains[namespace]?.networkState.caipNetwork
  const settings = store.get(optionsAtom)
  if (
    options.view === undefined &&
    target.view === 'Account' &&
    network !== undefined &&
    showsUnsupportedChain({
      supported: isNetworkSupported(chains, network),
      enableNetworkSwitch: settings.enableNetworkSwitch,
      allowUnsupportedChain: settings.allowUnsupportedChain,
      wcBasic: store.get(connectionAtom).wcBasic,
    })
  ) {
    target = { ...target, view: 'UnsupportedChain', data: { network } }
  }
  // A sign-in that SIWX requires comes before the account (spec §4).
  if (target.view === 'Account' && isSiwxSignInDue(store)) {
    target = { ...target, view: 'SIWXSignMessage' }
  }
  resetView(store, target.view, target.data)
  if (!store.get(modalOpenAtom)) {
    store.set(modalOpenAtom, true)
    store.set(modalOpeningsAtom, store.get(modalOpeningsAtom) + 1)
    const connected = store.get(connectionAtom).status === 'connected'
    trackEventAtIdle(store, { event: 'MODAL_OPEN', properties: { connected } })
  }
  return target
}
