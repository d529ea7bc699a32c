/**
 * Whether `coinType` is an EVM coin type per ENSIP-11: 60 (Ethereum), or `0x80000000 | chainId`
 * for a chainId in 1..0x7fffffff.
 */
export function isEvmCoinType(coinType: number): boolean {
  // Written as a range, not with `|`: JavaScript's bitwise operators work on signed 32-bit
  // integers, so `0x80000000 | chainId` is negative.
  return (
    coinType === 60 ||
    (Number.isInteger(coinType) && coinType > 0x80000000 && coinType <= 0xffffffff)
  )
}
