/**
 * The chain namespaces Airlock knows, in CAIP-2 spelling.
 */
export const NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const

/** One of {@link NAMESPACES}. */
export type Namespace = (typeof NAMESPACES)[number]
