import type { Network } from '@airlock/shared-protocol'
import { useAtomValue, useStore } from 'jotai/react'
import { activeNetworkAtom, chainsAtom } from '../../state/chain.ts'
import { requestNetworkSwitch } from '../../state/networkSwitch.ts'
import { goBack } from '../../state/router/goBack.ts'
import { NetworkList } from '../../ui/NetworkList.tsx'
import { Notice } from '../../ui/Notice.tsx'

/**
 * Networks: the networks the dapp configured (the host's `options.networks`, else the project
 * file's), grouped by namespace. Picking one goes through the chain area's routing
 * (UnsupportedChain, SwitchNetwork or SwitchActiveChain); picking the current one goes back.
 */
export function Networks() {
  const store = useStore()
  const chains = useAtomValue(chainsAtom)
  const active = useAtomValue(activeNetworkAtom)
  const networks = Object.values(chains).flatMap((chain) => chain.networks)
  if (networks.length === 0) {
    return <Notice title="No networks configured">This app has not set up any network.</Notice>
  }
  const pick = (network: Network) => {
    if (network.caipNetworkId === active?.caipNetworkId) goBack(store)
    else requestNetworkSwitch(store, network)
  }
  return (
    <NetworkList
      label="Networks"
      networks={networks}
      currentId={active?.caipNetworkId}
      onSelect={pick}
    />
  )
}
