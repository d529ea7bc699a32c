/** The bytes of an ed25519 signature, as Solana wallets make them. */
export const ED25519_SIGNATURE_BYTES = 64

/**
 * The most characters 64 bytes take in base58 or base64 (88 either way). A longer string from a
 * wallet or a node is refused before decoding: base58 decoding is quadratic in the length.
 */
export const MAX_ENCODED_SIGNATURE_LENGTH = 88
