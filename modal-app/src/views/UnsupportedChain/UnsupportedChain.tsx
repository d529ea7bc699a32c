import { useAtomValue, useStore } from 'jotai/react'
import LogOut from 'lucide-react/icons/log-out'
import TriangleAlert from 'lucide-react/icons/triangle-alert'
import { activeNetworkAtom, chainsAtom } from '../../state/chain.ts'
import { requestNetworkSwitch } from '../../state/networkSwitch.ts'
import { viewDataAtom } from '../../state/router/viewStack.ts'
import { ListRow } from '../../ui/ListRow.tsx'
import { NetworkList } from '../../ui/NetworkList.tsx'
import { Notice } from '../../ui/Notice.tsx'
import { useDisconnect } from '../../ui/useDisconnect.ts'
import { viewNetwork } from '../../ui/viewNetwork.ts'
import './UnsupportedChain.css'

/**
 * UnsupportedChain (spec §4): the wallet is on a network the dapp does not support; the visitor
 * picks one of the supported networks, which goes through the chain area's routing, or
 * disconnects (as Account's Disconnect does), so the view is never a dead end.
 */
export function UnsupportedChain() {
  const store = useStore()
  const chains = useAtomValue(chainsAtom)
  const active = useAtomValue(activeNetworkAtom)
  const requested = viewNetwork(useAtomValue(viewDataAtom))
  const networks = Object.values(chains).flatMap((chain) => chain.networks)
  const { disconnect, error } = useDisconnect()
  return (
    <div className="al-stack">
      <div className="al-unsupported">
        <span className="al-unsupported-icon" aria-hidden="true">
          <TriangleAlert size={24} />
        </span>
        <p className="al-unsupported-title">This network is not supported</p>
        <p className="al-subtitle">
          {requested ? `This app does not work on ${requested.name}. ` : ''}
          {networks.length === 0 ? 'Disconnect to leave.' : 'Switch to one below, or disconnect.'}
        </p>
      </div>
      {networks.length === 0 ? (
        <Notice title="No networks configured">This app has not set up any network.</Notice>
      ) : (
        <NetworkList
          label="Supported networks"
          networks={networks}
          currentId={active?.caipNetworkId}
          onSelect={(network) => requestNetworkSwitch(store, network)}
        />
      )}
      <div className="al-unsupported-leave al-quiet-foot">
        {error ? <Notice tone="error" title={error} /> : null}
        <ListRow
          icon={<LogOut size={18} strokeWidth={2.2} aria-hidden="true" />}
          title="Disconnect"
          testId="unsupported-disconnect"
          onClick={() => void disconnect()}
        />
      </div>
    </div>
  )
}
