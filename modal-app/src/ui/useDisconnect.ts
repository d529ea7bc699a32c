import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import { useAtomValue, useStore } from 'jotai/react'
import { useCallback, useState } from 'react'
import { hostLinkAtom } from '../app/hostLinkAtom.ts'
import { disconnectWallet } from '../wallets/disconnectWallet.ts'
import type { HostBridge } from '../wallets/types.ts'

/** Without a host channel the wallet cannot be told; the modal still forgets it. */
const NO_BRIDGE: HostBridge = {
  walletRequest: async () => {
    throw new AirlockError(ErrorCode.CONNECTOR_NOT_FOUND, 'The host is not connected.')
  },
}

/** What {@link useDisconnect} returns. */
export type UseDisconnectReturnType = {
  /** Disconnects every namespace's wallet (`disconnectWallet`); never throws. */
  disconnect: () => Promise<void>
  /** 'Failed to disconnect' when the wallet did not let go (the modal forgot it anyway). */
  error: string | undefined
}

/**
 * A view's Disconnect: the wallets of every namespace are let go through `disconnectWallet`
 * (the modal then shows Connect), and a wallet's own failure is kept for the view to show.
 */
export function useDisconnect(): UseDisconnectReturnType {
  const store = useStore()
  const link = useAtomValue(hostLinkAtom)
  const [error, setError] = useState<string | undefined>(undefined)
  const disconnect = useCallback(async () => {
    setError(undefined)
    const result = await disconnectWallet(store, link ?? { bridge: NO_BRIDGE })
    if (result.kind === 'error') setError(result.message)
  }, [store, link])
  return { disconnect, error }
}
