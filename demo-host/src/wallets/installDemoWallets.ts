// The demo entry of testkit is constants only: nothing of Node reaches the page.
import { DEMO_EVM_ACCOUNTS, DEMO_NETWORKS, DEMO_SOLANA_ACCOUNTS } from '@airlock/testkit/demo'
import type { IdentifierString } from '@wallet-standard/base'
import { registerWallet } from '@wallet-standard/wallet'
import { announceEip6963Provider, type Eip6963ProviderInfo } from './announceEip6963Provider.ts'
import {
  createDemoEvmWallet,
  type DemoEvmChain,
  type DemoEvmProvider,
} from './createDemoEvmWallet.ts'
import { createDemoSolanaWallet, type DemoSolanaWallet } from './createDemoSolanaWallet.ts'
import { createSitePermissions } from './createSitePermissions.ts'
import { createUuidV4 } from './createUuidV4.ts'
import { createWalletDock } from './createWalletDock.ts'
import { createWalletPrompt } from './createWalletPrompt.ts'
import { DEMO_WALLET_ICONS } from './DEMO_WALLET_ICONS.ts'
import type { DemoWalletControl } from './DemoWalletControl.ts'
import { openWalletStorage } from './openWalletStorage.ts'

/** Options of {@link installDemoWallets}. */
export type InstallDemoWalletsOptions = {
  /** The EVM wallet. */
  evm?: {
    /**
     * RPC URL per chain id, replacing the defaults of `DEMO_NETWORKS` (`:8545`, `:8546`).
     */
    rpcUrls?: Record<number, string>
  }
  /** The Solana wallet. */
  solana?: {
    /**
     * RPC URL, replacing the default of `DEMO_NETWORKS` (`http://127.0.0.1:8899`).
     */
    rpcUrl?: string
  }
}

/** What {@link installDemoWallets} returns. */
export type InstallDemoWalletsReturnType = {
  /** The EIP-6963 wallet: its announced info and provider, and its own UI's control. */
  evm: { info: Eip6963ProviderInfo; provider: DemoEvmProvider; control: DemoWalletControl }
  /** The wallet-standard wallet and its own UI's control. */
  solana: { wallet: DemoSolanaWallet; control: DemoWalletControl }
  /**
   * Stops announcing the EVM wallet, closes open prompts, disconnects the page from both wallets
   * (forgetting their permissions, as removing an extension would) and removes the dock.
   * Wallet-standard has no way to unregister a wallet, so apps that already saw the Solana wallet
   * keep it.
   */
  uninstall: () => void
}

/** The wallet-standard id every local-cluster Solana wallet uses, plus the CAIP-2 id of ours. */
const SOLANA_LOCALNET: IdentifierString = 'solana:localnet'

let installed: InstallDemoWalletsReturnType | null = null

/**
 * Installs the two demo wallets of the demo host page, each holding a development key of the
 * local chains and asking through its own approve / reject prompt: "Airlock Demo Wallet (EVM)",
 * announced over EIP-6963 (anvil 31337 and 31338), and "Airlock Demo Wallet (Solana)",
 * registered with wallet-standard (the local Solana RPC). Like extensions, both remember the
 * page's site once approved (in the page's `localStorage`, or in memory where it is blocked), so
 * a reload stays connected until the site or the person disconnects. Also adds a small folded
 * panel where a person can see and revoke their connections. Call it once, before
 * `createModal()`; a second call returns the wallets already installed.
 */
export function installDemoWallets(
  options: InstallDemoWalletsOptions = {},
): InstallDemoWalletsReturnType {
  if (installed) return installed

  const evmChains = DEMO_NETWORKS.filter((network) => network.chainNamespace === 'eip155').map(
    (network): DemoEvmChain => ({
      chainId: network.id,
      name: network.name,
      rpcUrl: options.evm?.rpcUrls?.[network.id] ?? network.rpcUrls.default.http[0],
      nativeCurrency: { ...network.nativeCurrency },
    }),
  )
  const [firstChain, ...otherChains] = evmChains
  if (!firstChain) throw new Error('DEMO_NETWORKS has no EVM network.')
  const storage = openWalletStorage()
  const evmRdns = 'dev.airlock.demo-evm'
  const evmName = 'Airlock Demo Wallet (EVM)'
  const evmPrompt = createWalletPrompt({ walletName: evmName, icon: DEMO_WALLET_ICONS.evm })
  const evm = createDemoEvmWallet({
    name: evmName,
    privateKey: DEMO_EVM_ACCOUNTS[0].privateKey,
    chains: [firstChain, ...otherChains],
    prompt: evmPrompt,
    permissions: createSitePermissions({ walletId: evmRdns, origin: location.origin, storage }),
  })
  const info: Eip6963ProviderInfo = {
    uuid: createUuidV4(),
    name: evmName,
    icon: DEMO_WALLET_ICONS.evm,
    rdns: evmRdns,
  }
  const stopAnnouncing = announceEip6963Provider({ info, provider: evm.provider })

  const solanaNetwork = DEMO_NETWORKS.find((network) => network.chainNamespace === 'solana')
  if (!solanaNetwork) throw new Error('DEMO_NETWORKS has no Solana network.')
  const solanaName = 'Airlock Demo Wallet (Solana)'
  const solanaPrompt = createWalletPrompt({
    walletName: solanaName,
    icon: DEMO_WALLET_ICONS.solana,
  })
  const solana = createDemoSolanaWallet({
    name: solanaName,
    secretKey: DEMO_SOLANA_ACCOUNTS[0].secretKey,
    chains: [SOLANA_LOCALNET, solanaNetwork.caipNetworkId],
    networkName: solanaNetwork.name,
    rpcUrl: options.solana?.rpcUrl ?? solanaNetwork.rpcUrls.default.http[0],
    prompt: solanaPrompt,
    permissions: createSitePermissions({
      walletId: 'dev.airlock.demo-solana',
      origin: location.origin,
      storage,
    }),
  })
  registerWallet(solana.wallet)

  const removeDock = createWalletDock({ wallets: [evm.control, solana.control] })

  const result: InstallDemoWalletsReturnType = {
    evm: { info, provider: evm.provider, control: evm.control },
    solana,
    uninstall() {
      stopAnnouncing()
      evmPrompt.destroy()
      solanaPrompt.destroy()
      evm.control.revoke()
      solana.control.revoke()
      removeDock()
      if (installed === result) installed = null
    },
  }
  installed = result
  return result
}
