// The demo entry of testkit is constants only: nothing of Node reaches the page.
import {
  DEMO_BITCOIN_ACCOUNT,
  DEMO_COSMOS_ACCOUNT,
  DEMO_EVM_ACCOUNTS,
  DEMO_NETWORKS,
  DEMO_POLKADOT_ACCOUNT,
  DEMO_SOLANA_ACCOUNTS,
} from '@airlock/testkit/demo'
import type { IdentifierString, Wallet } from '@wallet-standard/base'
import { registerWallet } from '@wallet-standard/wallet'
import { announceEip6963Provider, type Eip6963ProviderInfo } from './announceEip6963Provider.ts'
import { createDemoBitcoinWallet } from './createDemoBitcoinWallet.ts'
import { createDemoCosmosWallet, type DemoCosmosWallet } from './createDemoCosmosWallet.ts'
import {
  createDemoEvmWallet,
  type DemoEvmChain,
  type DemoEvmProvider,
} from './createDemoEvmWallet.ts'
import { createDemoPolkadotWallet, type DemoPolkadotExtension } from './createDemoPolkadotWallet.ts'
import { createDemoSession } from './createDemoSession.ts'
import { createDemoSolanaWallet, type DemoSolanaWallet } from './createDemoSolanaWallet.ts'
import { createSitePermissions } from './createSitePermissions.ts'
import { createUuidV4 } from './createUuidV4.ts'
import { createWalletDock } from './createWalletDock.ts'
import { createWalletPrompt } from './createWalletPrompt.ts'
import { DEMO_COSMOS_GLOBAL } from './DEMO_COSMOS_WALLET.ts'
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
  /** The polkadot extension (`window.injectedWeb3[name]`) and its control. */
  polkadot: { name: string; extension: DemoPolkadotExtension; control: DemoWalletControl }
  /** The bitcoin wallet-standard wallet and its control. */
  bitcoin: { wallet: Wallet; control: DemoWalletControl }
  /** The Keplr-interface cosmos wallet (`window[DEMO_COSMOS_GLOBAL]`) and its control. */
  cosmos: { wallet: DemoCosmosWallet; control: DemoWalletControl }
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
 * The polkadot, bitcoin and cosmos demo wallets, on the demo networks of their namespaces, each
 * with its prompt and the testkit's development account: an `injectedWeb3` extension, a
 * wallet-standard wallet with `bitcoin:` features and a Keplr-interface wallet in
 * {@link DEMO_COSMOS_GLOBAL}.
 */
function installNamespaceWallets(storage: ReturnType<typeof openWalletStorage>) {
  const networkOf = (namespace: string) => {
    const network = DEMO_NETWORKS.find((each) => each.chainNamespace === namespace)
    if (!network) throw new Error(`DEMO_NETWORKS has no ${namespace} network.`)
    return network
  }
  const prompts: Array<{ destroy: () => void }> = []
  const sessionOf = (
    kind: 'polkadot' | 'bitcoin' | 'cosmos',
    namespace: string,
    address: string,
  ) => {
    const name = `Airlock Demo Wallet (${kind[0]?.toUpperCase()}${kind.slice(1)})`
    const prompt = createWalletPrompt({ walletName: name, icon: DEMO_WALLET_ICONS[kind] })
    prompts.push(prompt)
    return createDemoSession({
      name,
      address,
      networkName: networkOf(namespace).name,
      prompt,
      permissions: createSitePermissions({
        walletId: `dev.airlock.demo-${kind}`,
        origin: location.origin,
        storage,
      }),
    })
  }

  const polkadotSession = sessionOf('polkadot', 'polkadot', DEMO_POLKADOT_ACCOUNT.address)
  const extension = createDemoPolkadotWallet({
    uri: DEMO_POLKADOT_ACCOUNT.uri,
    accountName: 'Alice (development key)',
    session: polkadotSession,
  })
  const injected = window as { injectedWeb3?: Record<string, unknown> }
  injected.injectedWeb3 ??= {}
  injected.injectedWeb3[polkadotSession.control.name] = extension

  const bitcoinSession = sessionOf('bitcoin', 'bip122', DEMO_BITCOIN_ACCOUNT.address)
  const bitcoinWallet = createDemoBitcoinWallet({
    name: bitcoinSession.control.name,
    icon: DEMO_WALLET_ICONS.bitcoin,
    privateKey: DEMO_BITCOIN_ACCOUNT.privateKey,
    publicKey: DEMO_BITCOIN_ACCOUNT.publicKey,
    chains: ['bitcoin:testnet'],
    session: bitcoinSession,
  })
  registerWallet(bitcoinWallet)

  const cosmosSession = sessionOf('cosmos', 'cosmos', DEMO_COSMOS_ACCOUNT.address)
  const cosmosWallet = createDemoCosmosWallet({
    privateKey: DEMO_COSMOS_ACCOUNT.privateKey,
    publicKey: DEMO_COSMOS_ACCOUNT.publicKey,
    chainIds: [networkOf('cosmos').caipNetworkId.slice('cosmos:'.length)],
    session: cosmosSession,
  })
  // Its own global, beside a real Keplr: the page's cosmosAdapter() lists it by this name.
  const page = window as { [DEMO_COSMOS_GLOBAL]?: unknown }
  page[DEMO_COSMOS_GLOBAL] = cosmosWallet

  return {
    polkadot: {
      name: polkadotSession.control.name,
      extension,
      control: polkadotSession.control,
    },
    bitcoin: { wallet: bitcoinWallet, control: bitcoinSession.control },
    cosmos: { wallet: cosmosWallet, control: cosmosSession.control },
    uninstall() {
      for (const prompt of prompts) prompt.destroy()
      for (const session of [polkadotSession, bitcoinSession, cosmosSession]) {
        session.control.revoke()
      }
      delete injected.injectedWeb3?.[polkadotSession.control.name]
      delete page[DEMO_COSMOS_GLOBAL]
    },
  }
}

/**
 * Installs the demo wallets of the demo host page, each holding a development key of the
 * local chains and asking through its own approve / reject prompt: "Airlock Demo Wallet (EVM)",
 * announced over EIP-6963 (anvil 31337 and 31338), and "Airlock Demo Wallet (Solana)",
 * registered with wallet-standard (the local Solana RPC), and the polkadot, bitcoin and cosmos
 * wallets (Westend, Bitcoin and Cosmos Hub test networks, signing only). Like extensions, they remember the
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
    address: DEMO_EVM_ACCOUNTS[0].address,
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

  const namespaces = installNamespaceWallets(storage)
  const removeDock = createWalletDock({
    wallets: [
      evm.control,
      solana.control,
      namespaces.polkadot.control,
      namespaces.bitcoin.control,
      namespaces.cosmos.control,
    ],
  })

  const result: InstallDemoWalletsReturnType = {
    evm: { info, provider: evm.provider, control: evm.control },
    solana,
    ...namespaces,
    uninstall() {
      stopAnnouncing()
      evmPrompt.destroy()
      solanaPrompt.destroy()
      evm.control.revoke()
      solana.control.revoke()
      namespaces.uninstall()
      removeDock()
      if (installed === result) installed = null
    },
  }
  installed = result
  return result
}
