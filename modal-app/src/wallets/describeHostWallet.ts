import type { Namespace } from '@airlock/shared-protocol'
import type { HostWallet } from './types.ts'

/**
 * The namespace, name and icon of a {@link HostWallet}, whichever shape it has.
 */
export function describeHostWallet(wallet: HostWallet): {
  id: string
  name: string
  namespace: Namespace
  icon: string | undefined
} {
  if ('namespace' in wallet) {
    return { id: wallet.id, name: wallet.name, namespace: wallet.namespace, icon: wallet.icon }
  }
  return { id: wallet.id, name: wallet.name, namespace: wallet.chain, icon: wallet.imageUrl }
}
