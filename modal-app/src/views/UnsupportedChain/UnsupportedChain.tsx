import { useAtomValue, useStore } from 'jotai/react'
import { activeNetworkAtom, chainsAtom } from '../../state/chain.ts'
import { requestNetworkSwitch } from '../../state/networkSwitch.ts'
import { viewDataAtom } from '../../state/router/viewStack.ts'
import { NetworkList } from '../../ui/NetworkList.tsx'
import { Notice } from '../../ui/Notice.tsx'
import { viewNetwork } from '../../ui/viewNetwork.ts'

/**
 * UnsupportedChain (spec §4): the wallet is on a network the dapp does not support; the visitor
 * picks one of the supported networks, which goes through the chain area's routing.
 */
export function UnsupportedChain() {
  const store = useStore()
  const chains = useAtomValue(chainsAtom)
  const active = useAtomValue(activeNetworkAtom)
  const requested = viewNetwork(useAtomValue(viewDataAtom))
  const networks = Object.values(chains).flatMap((chain) => chain.networks)
  return (
    <div className="al-stack">
      <Notice title="This network is not supported">
        {requested ? `${requested.name} is not supported by this app. ` : ''}Switch to one of the
        networks below to continue.
      </Notice>
      {networks.length === 0 ? (
        <Notice title="No networks configured">This app has not configured any network.</Notice>
      ) : (
        <NetworkList
          label="Supported networks"
          networks={networks}
          currentId={active?.caipNetworkId}
          onSelect={(network) => requestNetworkSwitch(store, network)}
        />
      )}
    </div>
  )
}
