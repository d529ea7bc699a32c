import { atom } from 'jotai/vanilla'
import type { HostLink } from './HostLink.ts'

/**
 * The {@link HostLink} of the live channel: undefined until the host answered `ready()`, and
 * again after the channel closed. Views and the modal's method handlers read it to reach the
 * host's wallets.
 */
export const hostLinkAtom = atom<HostLink | undefined>(undefined)
