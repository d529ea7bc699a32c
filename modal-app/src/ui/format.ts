/**
 * An address shortened for display: the first 6 and the last 5 characters.
 */
export function shortAddress(address: string): string {
  return address.length <= 13 ? address : `${address.slice(0, 6)}…${address.slice(-5)}`
}

const NAMESPACE_LABELS: Record<string, string> = {
  eip155: 'EVM',
  solana: 'Solana',
  polkadot: 'Polkadot',
  bip122: 'Bitcoin',
  cosmos: 'Cosmos',
}

/**
 * What a person calls the wallets of a chain namespace ("EVM", "Solana", …), with the article
 * that goes before it; an unknown namespace is named as it is.
 */
export function namespaceLabel(namespace: string): { name: string; article: 'a' | 'an' } {
  const name = NAMESPACE_LABELS[namespace] ?? namespace
  return { name, article: /^[AEIOU]/i.test(name) ? 'an' : 'a' }
}

const SOCIAL_LABELS: Record<string, string> = {
  google: 'Google',
  x: 'X',
  farcaster: 'Farcaster',
  discord: 'Discord',
  apple: 'Apple',
  github: 'GitHub',
  facebook: 'Facebook',
}

/**
 * The name a social login provider is shown by: its brand spelling for the spec's providers, the
 * id itself for any other a project offers.
 */
export function socialLabel(provider: string): string {
  return Object.hasOwn(SOCIAL_LABELS, provider) ? (SOCIAL_LABELS[provider] as string) : provider
}

const OPERATIONS: Record<string, string> = {
  send: 'Sent',
  receive: 'Received',
  execute: 'Contract call',
  approve: 'Approved',
  mint: 'Minted',
  burn: 'Burned',
  trade: 'Swapped',
  deposit: 'Deposited',
  withdraw: 'Withdrawn',
}

/**
 * What an Activity row says a transaction was, in words a person uses: "Sent", "Received",
 * "Contract call"…, and its status only when it is not the usual "confirmed" ("Sent · Failed").
 * An operation or status the list does not know is shown capitalised, as it came.
 */
export function activityLabel(operationType: string, status: string): string {
  const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)
  const operation = Object.hasOwn(OPERATIONS, operationType)
    ? (OPERATIONS[operationType] as string)
    : capitalised(operationType)
  return status === 'confirmed' ? operation : `${operation} · ${capitalised(status)}`
}
