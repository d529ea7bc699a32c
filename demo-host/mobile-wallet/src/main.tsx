// The demo mobile wallet page's entry.
import './styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.tsx'
import { createMobileWallet } from './createMobileWallet.ts'
import { readWalletConfig } from './readWalletConfig.ts'

const config = readWalletConfig(location.search, __AIRLOCK_WALLET_ENV__)
// Created once, outside React (StrictMode's double effects must not start two clients).
const wallet = createMobileWallet({
  config,
  metadata: {
    name: 'Airlock Demo Mobile Wallet',
    description: 'A development wallet with public test keys, for the local Airlock stack only.',
    url: location.origin,
    icons: [],
  },
})

// For the browser tests and the console: what a real wallet does from its own screens (another
// chain through `walletKit.emitSessionEvent`) without a button for each; accounts have one.
Object.assign(window, { airlockMobileWallet: wallet })

if (config.pairingUri) {
  // A deep link pairs once: drop the URI from the address bar so a reload does not pair again.
  const url = new URL(location.href)
  // An unencoded URI left its own parameters on the page's query: drop them too.
  for (const name of ['uri', 'relay-protocol', 'symKey', 'expiryTimestamp', 'methods']) {
    url.searchParams.delete(name)
  }
  history.replaceState(null, '', url)
  wallet.pair(config.pairingUri).catch(() => {
    // Shown by the page from state.error.
  })
} else {
  wallet.start().catch(() => {})
}

const container = document.getElementById('root')
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App wallet={wallet} config={config} />
    </StrictMode>,
  )
}
