import { type ModalState, NAMESPACES, type Namespace } from '@airlock/shared-protocol'
import { atom } from 'jotai/vanilla'
import { accountsAtom } from '../state/account.ts'
import {
  activeNamespaceAtom,
  activeNetworkAtom,
  chainsAtom,
  isNetworkSupported,
} from '../state/chain.ts'
import { connectionAtom } from '../state/connection.ts'
import { activeConnectorIdsAtom } from '../state/connectors.ts'
import { closeDisabledAtom, modalOpenAtom, modalOpeningsAtom } from '../state/modal.ts'
import { optionsAtom } from '../state/options.ts'
import { viewAtom } from '../state/router/viewStack.ts'
import { siwxSessionAtom } from '../state/siwx.ts'
import { toSiwxSnapshot } from './toSiwxSnapshot.ts'

/**
 * The public state the host sees, without its sequence number, derived from the modal, router,
 * connection, account and chain areas, and the SIWX area's current session (`siwx`: the active
 * account's session, {@link toSiwxSnapshot}; `null` without one). `accounts` lists the account of
 * every connected namespace, `walletInfo` the active account's wallet (name and icon). `status` is
 * `signing-in` while a required sign-in of the connected account is not done (spec §4: it cannot
 * be skipped), so that the dapp does not take the account as signed in before it is.
 */
export const publicStateAtom = atom((get): Omit<ModalState, 'seq'> => {
  const accounts = get(accountsAtom)
  const connectorIds = get(activeConnectorIdsAtom)
  const report = (namespace: Namespace) => {
    const { address, caipAddress } = accounts[namespace]
    const connectorId = connectorIds[namespace]
    return caipAddress && address
      ? { address, caipAddress, namespace, ...(connectorId ? { connectorId } : {}) }
      : null
  }
  const namespace = get(activeNamespaceAtom)
  const network = get(activeNetworkAtom)
  const reported = namespace ? report(namespace) : null
  const { status } = get(connectionAtom)
  const signingIn =
    status === 'connected' &&
    reported !== null &&
    get(optionsAtom).siwx?.required === true &&
    network !== undefined &&
    isNetworkSupported(get(chainsAtom), network) &&
    get(siwxSessionAtom) === undefined
  return {
    open: get(modalOpenAtom),
    openings: get(modalOpeningsAtom),
    closable: !get(closeDisabledAtom),
    view: get(viewAtom),
    status: signingIn ? 'signing-in' : status,
    account: reported,
    network: network ? { caipNetworkId: network.caipNetworkId, name: network.name } : null,
    siwx: toSiwxSnapshot(get(siwxSessionAtom), reported),
    accounts: NAMESPACES.map(report).filter((account) => account !== null),
    walletInfo: (reported && namespace && accounts[namespace].connectedWalletInfo) || null,
  }
})
