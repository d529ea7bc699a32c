import type { ModalState } from '@airlock/shared-protocol'
import { atom } from 'jotai/vanilla'
import { activeAccountAtom } from '../state/account.ts'
import { activeNamespaceAtom, activeNetworkAtom } from '../state/chain.ts'
import { connectionAtom } from '../state/connection.ts'
import { activeConnectorIdsAtom } from '../state/connectors.ts'
import { closeDisabledAtom, modalOpenAtom, modalOpeningsAtom } from '../state/modal.ts'
import { viewAtom } from '../state/router/viewStack.ts'
import { siwxSessionAtom } from '../state/siwx.ts'
import { toSiwxSnapshot } from './toSiwxSnapshot.ts'

/**
 * The public state the host sees, without its sequence number, derived from the modal, router,
 * connection, account and chain areas, and the SIWX area's current session (`siwx`: the active
 * account's session, {@link toSiwxSnapshot}; `null` without one).
 */
export const publicStateAtom = atom((get): Omit<ModalState, 'seq'> => {
  const account = get(activeAccountAtom)
  const namespace = get(activeNamespaceAtom)
  const network = get(activeNetworkAtom)
  const connectorId = namespace ? get(activeConnectorIdsAtom)[namespace] : undefined
  const reported =
    account.caipAddress && account.address && namespace
      ? {
          address: account.address,
          caipAddress: account.caipAddress,
          namespace,
          ...(connectorId ? { connectorId } : {}),
        }
      : null
  return {
    open: get(modalOpenAtom),
    openings: get(modalOpeningsAtom),
    closable: !get(closeDisabledAtom),
    view: get(viewAtom),
    status: get(connectionAtom).status,
    account: reported,
    network: network ? { caipNetworkId: network.caipNetworkId, name: network.name } : null,
    siwx: toSiwxSnapshot(get(siwxSessionAtom), reported),
  }
})
