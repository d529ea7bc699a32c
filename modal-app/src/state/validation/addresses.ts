/**
 * An EVM address (spec §5): 40 hex digits with an optional 0x.
 */
export function isEvmAddress(value: string): boolean {
  return /^(0x)?[0-9a-fA-F]{40}$/.test(value)
}

/**
 * A Solana address (spec §5): 32 to 44 base58 characters.
 */
export function isSolanaAddress(value: string): boolean {
  return /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)
}

/**
 * A polkadot SS58 address of a 32-byte key: 46 to 48 base58 characters (the network prefix takes
 * one or two bytes). The shape only: the host checks the signature against it.
 */
export function isPolkadotAddress(value: string): boolean {
  return /^[1-9A-HJ-NP-Za-km-z]{46,48}$/.test(value)
}

/**
 * A bitcoin address: bech32 segwit or taproot (`bc1`, `tb1`, `bcrt1`) or legacy base58
 * (P2PKH or P2SH, mainnet or testnet).
 */
export function isBitcoinAddress(value: string): boolean {
  return (
    /^(bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87}$/.test(value) ||
    /^[123mn][1-9A-HJ-NP-Za-km-z]{25,34}$/.test(value)
  )
}

/** A cosmos bech32 account address (`cosmos1…`, `osmo1…`): a prefix, `1`, 20 or 32 bytes. */
export function isCosmosAddress(value: string): boolean {
  return /^[a-z][a-z0-9]{0,82}1[02-9ac-hj-np-z]{38,58}$/.test(value)
}

/** Whether two addresses are one: hex (EVM) addresses in any case, others (base58, SS58, bech32) exactly. */
export function sameAddress(a: string, b: string): boolean {
  return a === b || (/^0x/i.test(a) && a.toLowerCase() === b.toLowerCase())
}
