import type { ModalState } from '@airlock/shared-protocol'
import { atom } from 'jotai/vanilla'
import {
  activeAccountAtom,
  activeConnectorIdsAtom,
  activeNamespaceAtom,
  activeNetworkAtom,
  closeDisabledAtom,
  connectionAtom,
  modalOpenAtom,
  modalOpeningsAtom,
  viewAtom,
} from '../state/index.ts'

/**
 * The public state the host sees, without its sequence number, derived from the modal, router,
 * connection, account and chain areas.
 *
 * @example
 * ```ts
 * store.sub(publicStateAtom, () => report(store.get(publicStateAtom)))
 * ```
 */
export const publicStateAtom = atom((get): Omit<ModalState, 'seq'> => {
  const account = get(activeAccountAtom)
  const namespace = get(activeNamespaceAtom)
  const network = get(activeNetworkAtom)
  const connectorId = namespace ? get(activeConnectorIdsAtom)[namespace] : undefined
  return {
    open: get(modalOpenAtom),
    openings: get(modalOpeningsAtom),
    closable: !get(closeDisabledAtom),
    view: get(viewAtom),
    status: get(connectionAtom).status,
    account:
      account.caipAddress && account.address && namespace
        ? {
            address: account.address,
            caipAddress: account.caipAddress,
            namespace,
            ...(connectorId ? { connectorId } : {}),
          }
        : null,
    network: network ? { caipNetworkId: network.caipNetworkId, name: network.name } : null,
  }
})
