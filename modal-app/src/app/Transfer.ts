import type { Network } from '@airlock/shared-protocol'

/**
 * One asset transfer the Send view asks for: who sends, what, how much, to whom, on which network.
 */
export type Transfer = {
  /** The network of the sending account (its namespace picks EVM or Solana). */
  network: Network
  /** The sending address (the connected account). */
  from: string
  /** The receiver address, already checked for the namespace's format. */
  to: string
  /** What is sent: without `address` the native coin, else the token contract (ERC20) or mint. */
  token: { symbol: string; decimals: number; address?: string | undefined }
  /** The amount as the visitor typed it, in whole units ("1.5"). */
  amount: string
}
