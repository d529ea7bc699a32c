import { atom } from 'jotai/vanilla'

/** Where a name registration stands. */
export type NameRegistrationState = {
  loading: boolean
  /** The name API error text of the last attempt (spec §8), if it failed. */
  error: string | undefined
}

/**
 * The name registration in progress (spec §4).
 */
export const nameRegistrationAtom = atom<NameRegistrationState>({
  loading: false,
  error: undefined,
})
