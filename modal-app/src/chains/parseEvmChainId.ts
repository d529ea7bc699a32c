/**
 * An EIP-155 chain id as a wallet reports it (`'0x7a69'`, `'31337'` or a number) as the CAIP-2
 * reference (`'31337'`); undefined when it is not a positive safe integer.
 */
export function parseEvmChainId(value: unknown): string | undefined {
  let id: number | undefined
  if (typeof value === 'number') id = value
  else if (typeof value === 'string' && /^0x[0-9a-f]{1,13}$/i.test(value)) id = Number(value)
  else if (typeof value === 'string' && /^\d{1,15}$/.test(value)) id = Number(value)
  if (id === undefined || !Number.isSafeInteger(id) || id <= 0) return undefined
  return String(id)
}
