import { atom } from 'jotai/vanilla'

/** A SIWX session (spec §3). */
export type SiwxSession = {
  /** The message's fields (`SiwxMessage`). */
  data: Record<string, unknown>
  /** The exact text the wallet signed (`formatSiwxMessage`). */
  message: string
  /**
   * The wallet's signature of `message`: on eip155 the EIP-191 (`personal_sign`) signature as
   * `0x` hex; on solana the 64-byte ed25519 signature over the UTF-8 bytes of `message`, base58
   * (CAIP-122's `solana:ed25519`; verify it with the address as the public key).
   */
  signature: string
  cacao?: unknown
}

/**
 * The SIWX session of the connected account, if any. Only the part of the SIWX area the modal's
 * close rule needs; signing flows belong to the SIWX area.
 */
export const siwxSessionAtom = atom<SiwxSession | undefined>(undefined)
