const LABELS: Record<string, string> = {
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
  const name = LABELS[namespace] ?? namespace
  return { name, article: /^[AEIOU]/i.test(name) ? 'an' : 'a' }
}
