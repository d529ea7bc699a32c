import type { Namespace } from '@airlock/shared-protocol'
import type { TokenBalance } from '../validation/TokenBalance.ts'

/** How a send goes out: a native transfer, an ERC20 transfer, or a Solana transfer. */
export type SendKind = 'native' | 'erc20' | 'solana'

/**
 * The kind of a send: every Solana send is `solana`; on EVM a token without an address is the
 * native coin, one with an address an ERC20 token.
 */
export function sendKind(namespace: Namespace, token: Pick<TokenBalance, 'address'>): SendKind {
  if (namespace === 'solana') return 'solana'
  return token.address ? 'erc20' : 'native'
}
