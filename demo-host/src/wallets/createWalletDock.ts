import './demoWallets.css'
import type { DemoWalletControl } from './DemoWalletControl.ts'

/** Parameters of {@link createWalletDock}. */
export type CreateWalletDockParameters = {
  /** The wallets to show, in order. */
  wallets: readonly DemoWalletControl[]
  /** The page to render into. Defaults to the global `document`. */
  document?: Document
}

/**
 * Renders the demo wallets' own UI in a corner of the page, folded by default: each wallet's
 * name, whether this site is connected, its account and network, and a "Disconnect" button
 * (named "Disconnect <wallet name>") that revokes the site's connection from the wallet side,
 * as a wallet extension's "disconnect this site" does. Returns a function that removes it.
 */
export function createWalletDock({
  wallets,
  document: doc = document,
}: CreateWalletDockParameters): () => void {
  const dock = doc.createElement('aside')
  dock.className = 'airlock-demo-wallet-dock'
  dock.setAttribute('aria-label', 'Demo wallets')
  const details = doc.createElement('details')
  const summary = doc.createElement('summary')
  summary.textContent = 'Demo wallets (development keys)'
  const body = doc.createElement('div')
  body.className = 'airlock-demo-wallet-dock-body'
  details.append(summary, body)
  dock.append(details)

  const stops = wallets.map((wallet) => {
    const entry = doc.createElement('section')
    entry.className = 'airlock-demo-wallet-entry'
    entry.setAttribute('aria-label', wallet.name)
    const name = doc.createElement('strong')
    name.textContent = wallet.name
    const status = doc.createElement('p')
    status.className = 'airlock-demo-wallet-status'
    const disconnect = doc.createElement('button')
    disconnect.type = 'button'
    disconnect.className = 'airlock-demo-wallet-disconnect'
    disconnect.textContent = 'Disconnect'
    disconnect.setAttribute('aria-label', `Disconnect ${wallet.name}`)
    disconnect.addEventListener('click', () => wallet.revoke())
    entry.append(name, status, disconnect)
    body.append(entry)

    const render = () => {
      const { connected, account, network } = wallet.getStatus()
      status.textContent = `${connected ? 'Connected to this site' : 'Not connected'} · ${account} · ${network}`
      disconnect.hidden = !connected
    }
    render()
    return wallet.subscribe(render)
  })

  doc.body.append(dock)
  return () => {
    for (const stop of stops) stop()
    dock.remove()
  }
}
