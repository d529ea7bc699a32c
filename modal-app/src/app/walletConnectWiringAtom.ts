import { atom } from 'jotai/vanilla'
import type { WalletConnectWiring } from './wireWalletConnect.ts'

/**
 * The app's WalletConnect, once {@link wireWalletConnect} ran (after the host's `ready()`): the
 * WalletConnect views start pairings with it and the modal's method handlers route provider
 * requests and `disconnect` through it. Undefined before, and in view tests that do not wire it.
 */
export const walletConnectWiringAtom = atom<WalletConnectWiring | undefined>(undefined)
