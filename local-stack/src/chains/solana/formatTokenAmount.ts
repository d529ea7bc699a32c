/** A token amount the way the Solana RPC writes it (`UiTokenAmount`). */
export type UiTokenAmount = {
  amount: string
  decimals: number
  uiAmount: number
  uiAmountString: string
}

/**
 * Formats a raw token amount as the RPC's `UiTokenAmount`.
 */
export function formatTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const digits = amount.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  const uiAmountString = fraction ? `${whole}.${fraction}` : whole
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}
