import type { SiwxMessage } from './createSiwxMessage.ts'

const ACCOUNT_NAMES: Record<string, string> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
}

/**
 * The text the wallet signs: the EIP-4361 shape on eip155 (Chain ID is the numeric reference) and
 * the CAIP-122 shape elsewhere (the chain's name in the heading, Chain ID the full CAIP-2 id).
 * Optional lines appear only when set.
 */
export function formatSiwxMessage(message: SiwxMessage): string {
  const separator = message.chainId.indexOf(':')
  const namespace = separator > 0 ? message.chainId.slice(0, separator) : message.chainId
  const reference = separator > 0 ? message.chainId.slice(separator + 1) : message.chainId
  const isEvm = namespace === 'eip155'
  const accountName =
    ACCOUNT_NAMES[namespace] ?? `${namespace.charAt(0).toUpperCase()}${namespace.slice(1)}`
  const lines = [
    `${message.domain} wants you to sign in with your ${accountName} account:`,
    message.accountAddress,
    '',
    ...(message.statement ? [message.statement, ''] : ['']),
    `URI: ${message.uri}`,
    `Version: ${message.version}`,
    `Chain ID: ${isEvm ? reference : message.chainId}`,
    `Nonce: ${message.nonce}`,
    `Issued At: ${message.issuedAt}`,
  ]
  if (message.expirationTime) lines.push(`Expiration Time: ${message.expirationTime}`)
  if (message.notBefore) lines.push(`Not Before: ${message.notBefore}`)
  if (message.requestId) lines.push(`Request ID: ${message.requestId}`)
  if (message.resources?.length) {
    lines.push('Resources:', ...message.resources.map((resource) => `- ${resource}`))
  }
  return lines.join('\n')
}
