import { atom } from 'jotai/vanilla'

/**
 * The verified origin of the host page (boot checked it three ways). Views that ask the visitor
 * to trust the host (Connect, SIWXSignMessage, ApproveTransaction) show it; a saved sign-in is used
 * only when it was signed for it.
 */
export const hostOriginAtom = atom('')
