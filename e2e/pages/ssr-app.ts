// A server-rendered React page with @airlock/host-sdk/ssr: ssr.spec.ts renders `App` in Node
// with react-dom/server from the request's cookie, and bundles `ssr-client.ts`, which hydrates it.
import type { AirlockModal } from '@airlock/host-sdk'
import { useModalAccount, useModalNetwork } from '@airlock/host-sdk/react'
import { createElement as h } from 'react'

/** The page: the connected address and network, and a button that opens the modal. */
export function App({ modal }: { modal: AirlockModal }) {
  const account = useModalAccount(modal)
  const { network } = useModalNetwork(modal)
  return h(
    'main',
    null,
    h(
      'p',
      null,
      'Address: ',
      h('output', { 'data-testid': 'ssr-address' }, account?.address ?? 'Not connected'),
    ),
    h(
      'p',
      null,
      'Network: ',
      h('output', { 'data-testid': 'ssr-network' }, network?.name ?? 'none'),
    ),
    h('button', { type: 'button', onClick: () => void modal.open() }, 'Connect Wallet'),
  )
}

/** What the server puts in `window.ssrConfig` for the client script. */
export type SsrConfig = { projectId: string; modalUrl: string; address: string }
