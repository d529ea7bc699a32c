import { AirlockError, ErrorCode } from '@airlock/shared-protocol'
import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import { buildApprovedNamespaces } from '@walletconnect/utils'
import { MOBILE_WALLET_KEYS, WALLET_CAPABILITIES } from './constants.ts'

/** Parameters of {@link buildWalletNamespaces}. */
export type BuildWalletNamespacesParameters = {
  /** The proposal's `params` as WalletKit's `session_proposal` event gives them. */
  proposal: ProposalTypes.Struct
  /**
   * EVM address to approve; the wallet's key 1 by default.
   */
  evmAddress?: string | undefined
  /**
   * Solana address to approve; the wallet's key 1 by default.
   */
  solanaAddress?: string | undefined
}

/**
 * The namespaces to approve a proposal with: what the proposal asks for (required or optional)
 * that {@link WALLET_CAPABILITIES} offers (eip155, solana, polkadot, bip122, cosmos), with the
 * wallet's accounts on each approved chain.
 * Throws `UNKNOWN_NETWORK` when a required namespace or chain is not offered, or when nothing the
 * proposal asks for is.
 */
export function buildWalletNamespaces({
  proposal,
  evmAddress = MOBILE_WALLET_KEYS.evm.address,
  solanaAddress = MOBILE_WALLET_KEYS.solana.address,
}: BuildWalletNamespacesParameters): SessionTypes.Namespaces {
  const eip155 = WALLET_CAPABILITIES.eip155
  const solana = WALLET_CAPABILITIES.solana
  let namespaces: SessionTypes.Namespaces
  try {
    namespaces = buildApprovedNamespaces({
      proposal,
      supportedNamespaces: {
        eip155: {
          chains: [...eip155.chains],
          methods: [...eip155.methods],
          events: [...eip155.events],
          accounts: eip155.chains.map((chain) => `${chain}:${evmAddress}`),
        },
        solana: {
          chains: [...solana.chains],
          methods: [...solana.methods],
          events: [...solana.events],
          accounts: solana.chains.map((chain) => `${chain}:${solanaAddress}`),
        },
        polkadot: offer('polkadot', MOBILE_WALLET_KEYS.polkadot.address),
        bip122: offer('bip122', MOBILE_WALLET_KEYS.bitcoin.address),
        cosmos: offer('cosmos', MOBILE_WALLET_KEYS.cosmos.address),
      },
    })
  } catch (cause) {
    throw new AirlockError(
      ErrorCode.UNKNOWN_NETWORK,
      'The dapp requires a network this wallet does not offer',
      { details: (cause as Error).message, cause },
    )
  }
  if (Object.values(namespaces).every((namespace) => namespace.accounts.length === 0)) {
    throw new AirlockError(
      ErrorCode.UNKNOWN_NETWORK,
      'The dapp asks for no network this wallet offers',
      {
        details: `offered: ${Object.values(WALLET_CAPABILITIES)
          .flatMap((capability) => capability.chains)
          .join(', ')}`,
      },
    )
  }
  return namespaces
}

/** What the wallet offers on a namespace with one account of its development keys. */
function offer(namespace: 'polkadot' | 'bip122' | 'cosmos', address: string) {
  const { chains, methods, events } = WALLET_CAPABILITIES[namespace]
  return {
    chains: [...chains],
    methods: [...methods],
    events: [...events],
    accounts: chains.map((chain) => `${chain}:${address}`),
  }
}
