import type { Network } from '@airlock/shared-protocol'
import { useStore } from 'jotai/react'
import { useEffect, useRef, useState } from 'react'
import { sendChainDepsAtom } from '../../app/sendChain.ts'
import { type RecipientKind, readRecipientKind } from '../../chains/readRecipientKind.ts'

/**
 * What Send knows of its recipient: `none` when there is nothing to check (no valid address, or
 * not eip155), `checking`, the answer, or `unavailable` when the network did not give one.
 */
export type RecipientCheck = 'none' | 'checking' | RecipientKind | 'unavailable'

/** How long a typed address must stay the same before its code is read: not per keystroke. */
export const SETTLE_MS = 300
/** How long a read of the code is waited for before it counts as unavailable. */
const CHECK_TIMEOUT_MS = 5_000

/**
 * Whether `address` (a valid EVM address, or undefined) is an account or a contract on `network`,
 * read once it has stayed the same for `settleMs` (a typed one; 0 for one already final). Answers
 * are kept for the view's life, so the review of an address typed in the form knows it at once; a
 * failure is not kept, and the next change of address asks again.
 */
export function useRecipientKind(
  network: Network | undefined,
  address: string | undefined,
  settleMs: number,
): RecipientCheck {
  const store = useStore()
  const known = useRef(new Map<string, RecipientKind>())
  const key =
    network?.chainNamespace === 'eip155' && address
      ? `${network.caipNetworkId} ${address.toLowerCase()}`
      : undefined
  // The answer with the address it is for: a new address never shows the last one's answer.
  const [answer, setAnswer] = useState<{ key: string; check: RecipientCheck } | undefined>()

  useEffect(() => {
    if (!key || !network || !address || known.current.has(key)) return
    let current = true
    let expiry: ReturnType<typeof setTimeout> | undefined
    const settle = setTimeout(() => {
      const read = (store.get(sendChainDepsAtom).readRecipient ?? readRecipientKind)(
        network,
        address,
      )
      const timeout = new Promise<never>((_, reject) => {
        expiry = setTimeout(
          () => reject(new Error('The recipient check timed out.')),
          CHECK_TIMEOUT_MS,
        )
      })
      Promise.race([read, timeout])
        .then(
          (kind) => {
            known.current.set(key, kind)
            if (current) setAnswer({ key, check: kind })
          },
          () => current && setAnswer({ key, check: 'unavailable' }),
        )
        .finally(() => clearTimeout(expiry))
    }, settleMs)
    return () => {
      current = false
      clearTimeout(settle)
      clearTimeout(expiry)
    }
  }, [store, key, network, address, settleMs])

  if (!key) return 'none'
  return known.current.get(key) ?? (answer?.key === key ? answer.check : 'checking')
}
