import { atom } from 'jotai/vanilla'

/** A SIWX session (spec §3). */
export type SiwxSession = {
  data: Record<string, unknown>
  message: string
  signature: string
  cacao?: unknown
}

/**
 * The SIWX session of the connected account, if any. Only the part of the SIWX area the modal's
 * close rule needs; signing flows belong to the SIWX area.
 *
 * @example
 * ```ts
 * store.set(siwxSessionAtom, session)
 * ```
 */
export const siwxSessionAtom = atom<SiwxSession | undefined>(undefined)
