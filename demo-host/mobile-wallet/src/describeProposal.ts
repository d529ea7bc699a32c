import type { ProposalTypes } from '@walletconnect/types'

/** One namespace of a proposal, as the proposal card lists it. */
export type NamespaceRequest = {
  /** `eip155`, `solana`, … */
  namespace: string
  /** CAIP-2 chain ids; empty when the namespace lists none. */
  chains: string[]
  methods: string[]
  events: string[]
}

/** What the proposal card shows. */
export type ProposalDescription = {
  /** The proposal id, for approve and reject. */
  id: number
  /** The dapp's name as it claims it, or `Unnamed dapp`. */
  name: string
  /** The dapp's URL as it claims it ('' when missing). */
  url: string
  description: string
  /** One or two letters from the name: shown instead of the dapp's (remote) icons. */
  monogram: string
  /** How many icon URLs the dapp sent; none is ever loaded. */
  iconCount: number
  required: NamespaceRequest[]
  optional: NamespaceRequest[]
  /** Seconds since epoch after which the proposal can no longer be approved. */
  expiryTimestamp: number | undefined
}

/**
 * Turns a WalletKit session proposal into what the proposal card shows: the dapp's claimed
 * identity (name, URL, a monogram instead of remote icons) and the required and optional
 * namespaces with their chains, methods and events. Namespaces keyed by chain
 * (`"eip155:1": {…}`) are listed under their namespace with that chain.
 */
export function describeProposal(proposal: ProposalTypes.Struct): ProposalDescription {
  const metadata = proposal.proposer?.metadata
  const name = metadata?.name?.trim() || 'Unnamed dapp'
  return {
    id: proposal.id,
    name,
    url: metadata?.url ?? '',
    description: metadata?.description ?? '',
    monogram: toMonogram(name),
    iconCount: Array.isArray(metadata?.icons) ? metadata.icons.length : 0,
    required: listNamespaces(proposal.requiredNamespaces),
    optional: listNamespaces(proposal.optionalNamespaces),
    expiryTimestamp: proposal.expiryTimestamp,
  }
}

function listNamespaces(
  namespaces: ProposalTypes.RequiredNamespaces | undefined,
): NamespaceRequest[] {
  return Object.entries(namespaces ?? {}).map(([key, value]) => {
    const [namespace = key] = key.split(':')
    const chains = value.chains ?? (key.includes(':') ? [key] : [])
    return {
      namespace,
      chains: [...chains],
      methods: [...(value.methods ?? [])],
      events: [...(value.events ?? [])],
    }
  })
}

function toMonogram(name: string): string {
  const words = name.split(/[\s._-]+/).filter((word) => /[\p{L}\p{N}]/u.test(word))
  const letters = words.length > 1 ? [words[0], words[1]] : [words[0]]
  const monogram = letters
    .map((word) => [...(word ?? '')].find((char) => /[\p{L}\p{N}]/u.test(char)) ?? '')
    .join('')
    .toUpperCase()
  return monogram || '?'
}
